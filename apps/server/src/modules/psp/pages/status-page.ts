import type { UiLocale } from '@motus/i18n';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { nextUrlOf } from '../hosted-payment.ts';
import type { PspSessionRow } from '../schema.ts';
import { renderFrame } from './layout.ts';
import type { Translate } from './texts.ts';

/** A decided session: nothing to do but go back to the shop (its success, failure or cancel page). */
export function renderCompleted(locale: UiLocale, t: Translate, session: PspSessionRow): string {
  const content = [
    `<p>${escapeHtml(t('completed.text'))}</p>`,
    `<p><a class="psp-button psp-primary" href="${escapeHtml(nextUrlOf(session))}">${escapeHtml(t('completed.back'))}</a></p>`,
  ].join('');
  return renderFrame({
    locale,
    t,
    title: t('completed.title'),
    brand: 'provider',
    brandName: t('page.provider'),
    content,
  });
}

/** An unknown session, or a form without its token: a short explanation, no form. */
export function renderNotice(locale: UiLocale, t: Translate, kind: 'notFound' | 'invalidForm'): string {
  return renderFrame({
    locale,
    t,
    title: t(`${kind}.title`),
    brand: 'provider',
    brandName: t('page.provider'),
    content: `<p>${escapeHtml(t(`${kind}.text`))}</p>`,
  });
}
