import { UI_LOCALES } from '@motus/i18n';
import { describe, expect, it } from 'vitest';
import { renderCodeMail } from '../../../src/modules/mail/render.ts';
import { type MailTemplate, mailTemplates } from '../../../src/modules/mail/templates/index.ts';

const variables = {
  name: 'Zoë <b>',
  code: '482913',
  link: 'https://portal.example/verify?code=482913&a=1',
  validMinutes: 60,
};
const templates = Object.keys(mailTemplates) as MailTemplate[];
const BRAND = 'Kraftwerk Fitness';

describe('mail templates', () => {
  it.each(templates)('%s has its own text in every UI locale', (template) => {
    const subjects = UI_LOCALES.map((locale) => renderCodeMail(template, locale, variables, BRAND).subject);
    for (const subject of subjects) expect(subject.trim()).not.toBe('');
    const english = renderCodeMail(template, 'en-GB', variables, BRAND).text;
    for (const locale of UI_LOCALES.filter((candidate) => !candidate.startsWith('en'))) {
      expect(renderCodeMail(template, locale, variables, BRAND).text, locale).not.toBe(english);
    }
  });

  it.each(UI_LOCALES)('renders the code, link and validity in %s as text and escaped HTML', (locale) => {
    const mail = renderCodeMail('registration-code', locale, variables, BRAND);
    expect(mail.text).toContain('482913');
    expect(mail.text).toContain(variables.link);
    expect(mail.text).toContain('Zoë <b>');
    expect(mail.text).not.toContain('{');
    expect(mail.html).toContain('482913');
    expect(mail.html).toContain('Zoë &#60;b&#62;');
    expect(mail.html).toContain('href="https://portal.example/verify?code=482913&#38;a=1"');
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it('says how long the code is valid in the words of the locale', () => {
    expect(renderCodeMail('password-reset', 'de-DE', variables, BRAND).text).toContain('Der Code ist 1 Stunde gültig.');
    expect(renderCodeMail('password-reset', 'en-US', { ...variables, validMinutes: 24 * 60 }, BRAND).text).toContain(
      'The code is valid for 24 hours.',
    );
    expect(renderCodeMail('password-reset', 'fr-FR', { ...variables, validMinutes: 30 }, BRAND).text).toContain(
      'Le code est valable 30 minutes.',
    );
  });

  it.each(UI_LOCALES)('is signed by the brand it is sent for in %s', (locale) => {
    const mail = renderCodeMail('registration-code', locale, variables, BRAND);
    expect(mail.text).toContain(BRAND);
    expect(mail.html).toContain(BRAND);
    expect(mail.text).not.toContain('Motus');
  });

  it('falls back to the nearest UI locale, else en-GB', () => {
    expect(renderCodeMail('email-change', 'de_AT', variables, BRAND).subject).toBe(
      'Bestätigen Sie Ihre neue E-Mail-Adresse',
    );
    expect(renderCodeMail('email-change', 'ja-JP', variables, BRAND).subject).toBe('Confirm your new e-mail address');
  });
});
