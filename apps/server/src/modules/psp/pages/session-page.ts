import { isWalletMethod, WALLET_BRANDS } from '../brands.ts';
import { statusOf } from '../hosted-payment.ts';
import { type CardFormState, cardPageTitle, renderCardForm } from './card-page.ts';
import { renderChallenge } from './challenge-page.ts';
import { isTokenization, type PageBrand, renderFrame, type SessionPage } from './layout.ts';
import { type MandateFormState, renderSepa } from './sepa-page.ts';
import { renderWallet, type WalletFormState, walletPageTitle } from './wallet-page.ts';

/** What the buyer entered and what was wrong with it, to show the form again. */
export interface FormState {
  card?: CardFormState;
  wallet?: WalletFormState;
  mandate?: MandateFormState;
}

function frame(page: SessionPage, title: string, brand: PageBrand, brandName: string, content: string): string {
  return renderFrame({ locale: page.locale, t: page.t, title, brand, brandName, content });
}

/** An undecided session's page: the 3-D Secure step, a wallet's approval, the SEPA mandate or the card form. */
export function renderSessionPage(page: SessionPage, state: FormState = {}): string {
  const { session, t } = page;
  const provider = t('page.provider');
  if (statusOf(session) === 'CHALLENGE') {
    return frame(page, t('challenge.title'), 'bank', t('challenge.bank'), renderChallenge(page));
  }
  if (isWalletMethod(session.method)) {
    const brand = WALLET_BRANDS[session.method];
    const look = session.method.toLowerCase() as PageBrand;
    return frame(page, walletPageTitle(page, brand), look, brand.name, renderWallet(page, brand, state.wallet ?? {}));
  }
  if (session.method === 'SEPA_DIRECT_DEBIT') {
    const title = t(isTokenization(session) ? 'saveMethod.title' : 'sepa.title');
    return frame(page, title, 'provider', provider, renderSepa(page, state.mandate ?? { values: {}, problems: {} }));
  }
  const card = state.card ?? { values: {}, problems: {} };
  return frame(page, cardPageTitle(page), 'provider', provider, renderCardForm(page, card));
}
