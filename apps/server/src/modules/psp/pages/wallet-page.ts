import { escapeHtml } from '../../../lib/escape-html.ts';
import { IDEAL_BANKS, type WalletBrand } from '../brands.ts';
import {
  decisionForm,
  described,
  errorSummary,
  fieldMessages,
  intro,
  isTokenization,
  type SessionPage,
  summary,
} from './layout.ts';

export interface WalletFormState {
  bank?: string | undefined;
  bankMissing?: boolean;
}

export function walletPageTitle(page: SessionPage, brand: WalletBrand): string {
  return page.t(isTokenization(page.session) ? 'wallet.saveTitle' : 'wallet.title', { brand: brand.name });
}

function bankChoice(page: SessionPage, state: WalletFormState): string {
  const error = state.bankMissing ? page.t('errors.bankRequired') : undefined;
  const options = IDEAL_BANKS.map(
    (bank) =>
      `<option value="${bank.id}"${bank.id === state.bank ? ' selected' : ''}>${escapeHtml(bank.name)}</option>`,
  ).join('');
  return [
    '<div class="psp-field">',
    `<label for="bank">${escapeHtml(page.t('wallet.chooseBank'))}</label>`,
    `<select id="bank" name="bank" required${error ? ' aria-invalid="true" autofocus' : ''}${described('bank', { error })}>`,
    `<option value=""></option>${options}</select>`,
    fieldMessages('bank', { error }),
    '</div>',
  ].join('');
}

/** PayPal, iDEAL (with a bank list), TWINT and Bancontact: the buyer approves or cancels. */
export function renderWallet(page: SessionPage, brand: WalletBrand, state: WalletFormState): string {
  const { session, t } = page;
  const labels = { approve: t('wallet.approve'), other: { label: t('wallet.cancel'), value: 'cancel' } };
  return [
    summary(page),
    intro(page, 'wallet', { brand: brand.name }),
    errorSummary(t, Boolean(state.bankMissing)),
    decisionForm(page, 'wallet', labels, session.method === 'IDEAL' ? bankChoice(page, state) : ''),
  ].join('');
}
