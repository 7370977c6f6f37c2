import type { UiLocale } from '@motus/i18n';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { formatMinor } from '../../../lib/money.ts';
import { paymentPagePath } from '../hosted-payment.ts';
import type { PspSessionRow } from '../schema.ts';
import type { Translate } from './texts.ts';

export const STYLESHEET_PATH = '/psp/assets/psp.css';

/** The look of a page's header: the provider itself, the card issuer's bank, or a wallet's brand. */
export type PageBrand = 'provider' | 'bank' | 'paypal' | 'ideal' | 'twint' | 'bancontact';

export interface PageFrame {
  locale: UiLocale;
  t: Translate;
  title: string;
  brand: PageBrand;
  brandName: string;
  content: string;
}

/** Everything a session's page is drawn with. */
export interface SessionPage {
  session: PspSessionRow;
  locale: UiLocale;
  t: Translate;
  formToken: string;
}

export function renderFrame(frame: PageFrame): string {
  const { t } = frame;
  return [
    `<!doctype html><html lang="${frame.locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(frame.title)} · ${escapeHtml(t('page.provider'))}</title>`,
    // An empty icon, so the browser does not ask the app for a favicon the pages do not have.
    `<link rel="icon" href="data:,"><link rel="stylesheet" href="${STYLESHEET_PATH}"></head>`,
    '<body>',
    `<header class="psp-header psp-brand-${frame.brand}">`,
    `<span class="psp-brand-name">${escapeHtml(frame.brandName)}</span>`,
    `<span class="psp-badge">${escapeHtml(t('page.testMode'))}</span></header>`,
    `<main class="psp-main"><h1>${escapeHtml(frame.title)}</h1>${frame.content}</main>`,
    `<footer class="psp-footer"><p>${escapeHtml(t('page.testNotice'))}</p></footer>`,
    '</body></html>',
  ].join('');
}

export function isTokenization(session: PspSessionRow): boolean {
  return session.mode === 'TOKENIZATION';
}

export function sessionAmount(page: SessionPage): string {
  return formatMinor(page.session.amountMinor, page.session.currencyCode, page.locale);
}

/** What is being paid and how much, or that nothing is charged when a method is only saved. */
export function summary(page: SessionPage): string {
  const { session, t } = page;
  if (isTokenization(session)) return `<p class="psp-summary">${escapeHtml(t('saveMethod.notice'))}</p>`;
  const description = session.description
    ? `<div><dt>${escapeHtml(t('page.description'))}</dt><dd>${escapeHtml(session.description)}</dd></div>`
    : '';
  return [
    '<dl class="psp-summary">',
    description,
    `<div><dt>${escapeHtml(t('page.amount'))}</dt><dd class="psp-amount">${escapeHtml(sessionAmount(page))}</dd></div>`,
    '</dl>',
  ].join('');
}

function actionPath(session: PspSessionRow, action: string): string {
  return `${paymentPagePath(session.id)}/${action}`;
}

function hiddenToken(formToken: string): string {
  return `<input type="hidden" name="formToken" value="${escapeHtml(formToken)}">`;
}

/** A plain POST form with the session's token. */
export function postForm(page: SessionPage, action: string, content: string, className = 'psp-form'): string {
  return `<form method="post" action="${escapeHtml(actionPath(page.session, action))}" class="${className}" novalidate>${hiddenToken(page.formToken)}${content}</form>`;
}

export function button(label: string, variant: 'primary' | 'secondary', attributes = ''): string {
  return `<button type="submit" class="psp-button psp-${variant}"${attributes ? ` ${attributes}` : ''}>${escapeHtml(label)}</button>`;
}

/** The page's opening line: what is saved, or what is paid and how much (`<section>.saveIntro` / `<section>.intro`). */
export function intro(page: SessionPage, section: 'wallet' | 'challenge', values: Record<string, string>): string {
  const text = isTokenization(page.session)
    ? page.t(`${section}.saveIntro`, values)
    : page.t(`${section}.intro`, { amount: sessionAmount(page), ...values });
  return `<p class="psp-intro">${escapeHtml(text)}</p>`;
}

export interface DecisionLabels {
  approve: string;
  /** The other way out and the `decision` it sends. */
  other: { label: string; value: string };
}

/** Approve, or the other way out: the form's two buttons send them as `decision`, after the fields it may have. */
export function decisionForm(page: SessionPage, action: string, labels: DecisionLabels, fields = ''): string {
  const buttons = [
    button(labels.approve, 'primary', 'name="decision" value="approve"'),
    button(labels.other.label, 'secondary', `name="decision" value="${labels.other.value}"`),
  ].join('');
  return postForm(page, action, `${fields}<div class="psp-actions">${buttons}</div>`);
}

/** "Cancel payment": every page has it. */
export function cancelForm(page: SessionPage): string {
  return postForm(page, 'cancel', button(page.t('page.cancel'), 'secondary'), 'psp-cancel');
}

export function errorSummary(t: Translate, hasProblems: boolean): string {
  return hasProblems ? `<p class="psp-alert" role="alert">${escapeHtml(t('page.fixErrors'))}</p>` : '';
}

export interface InputOptions {
  name: string;
  label: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  autocomplete?: string;
  inputmode?: 'numeric' | 'text';
  autofocus?: boolean;
}

export function described(name: string, options: { error?: string | undefined; hint?: string | undefined }): string {
  const ids = [options.hint ? `${name}-hint` : '', options.error ? `${name}-error` : ''].filter(Boolean);
  return ids.length ? ` aria-describedby="${ids.join(' ')}"` : '';
}

export function fieldMessages(
  name: string,
  options: { error?: string | undefined; hint?: string | undefined },
): string {
  return [
    options.hint ? `<p class="psp-hint" id="${name}-hint">${escapeHtml(options.hint)}</p>` : '',
    options.error ? `<p class="psp-error" id="${name}-error">${escapeHtml(options.error)}</p>` : '',
  ].join('');
}

export function inputField(options: InputOptions): string {
  const attributes = [
    `id="${options.name}" name="${options.name}" type="text" required`,
    options.value ? `value="${escapeHtml(options.value)}"` : '',
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.error ? 'aria-invalid="true"' : '',
    options.autofocus ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    '<div class="psp-field">',
    `<label for="${options.name}">${escapeHtml(options.label)}</label>`,
    `<input ${attributes}${described(options.name, options)}>`,
    fieldMessages(options.name, options),
    '</div>',
  ].join('');
}
