import { DEFAULT_LOCALE, matchLocale, type UiLocale } from '@motus/i18n';
import { escapeHtml } from '../../lib/escape-html.ts';
import {
  commonMailText,
  type MailTemplate,
  mailTemplates,
  type NoticeTemplate,
  noticeTemplates,
} from './templates/index.ts';

/** What every code mail is filled with. */
export interface CodeMailVariables {
  name: string;
  code: string;
  /** The portal page that takes the code (verify-register, verify-password, …). */
  link: string;
  validMinutes: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function mailLocale(locale: string): UiLocale {
  return matchLocale(locale) ?? DEFAULT_LOCALE;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

function durationText(locale: UiLocale, minutes: number): string {
  const inHours = minutes % 60 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: inHours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(inHours ? minutes / 60 : minutes);
}

function actionButton(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d1f24;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;
}

/** A code mail as plain text and simple HTML in the given locale (falls back to en-GB), signed by `brand`. */
export function renderCodeMail(
  template: MailTemplate,
  locale: string,
  variables: CodeMailVariables,
  brand: string,
): RenderedMail {
  const uiLocale = mailLocale(locale);
  const texts = mailTemplates[template][uiLocale];
  const common = commonMailText[uiLocale];
  const signature = fill(common.signature, { brand });
  const greeting = fill(common.greeting, { name: variables.name });
  const validity = fill(common.validity, { duration: durationText(uiLocale, variables.validMinutes) });
  const text = [
    greeting,
    texts.intro,
    `${common.codeLabel} ${variables.code}`,
    `${common.linkIntro}\n${variables.link}`,
    validity,
    common.ignore,
    signature,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${uiLocale}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1d1f24;line-height:1.5;max-width:560px">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p style="font-family:monospace;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(variables.code)}</p>`,
    actionButton(variables.link, texts.action),
    `<p style="color:#555555">${escapeHtml(validity)}<br>${escapeHtml(common.ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: texts.subject, text, html };
}

/** What a notice mail is filled with: the greeting's name, the texts' placeholders and the portal page it links to. */
export interface NoticeMailVariables {
  name: string;
  values: Record<string, string>;
  link: string;
}

/** A notice (no code): greeting, one paragraph, a button to the portal, and `brand`'s signature. */
export function renderNoticeMail(
  template: NoticeTemplate,
  locale: string,
  variables: NoticeMailVariables,
  brand: string,
): RenderedMail {
  const uiLocale = mailLocale(locale);
  const texts = noticeTemplates[template][uiLocale];
  const common = commonMailText[uiLocale];
  const signature = fill(common.signature, { brand });
  const greeting = fill(common.greeting, { name: variables.name });
  const subject = fill(texts.subject, variables.values);
  const intro = fill(texts.intro, variables.values);
  const text = [greeting, intro, `${texts.action}:\n${variables.link}`, signature].join('\n\n');
  const html = [
    `<!doctype html><html lang="${uiLocale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1d1f24;line-height:1.5;max-width:560px">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    actionButton(variables.link, texts.action),
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
