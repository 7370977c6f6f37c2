import type { PaymentMethodType } from '@motus/contract';

export type WalletMethod = Extract<PaymentMethodType, 'PAYPAL' | 'IDEAL' | 'TWINT' | 'BANCONTACT'>;

/** How each approval page looks: the brand's name and colours, drawn by the page itself (no logos fetched). */
export interface WalletBrand {
  name: string;
  background: string;
  foreground: string;
}

export const WALLET_BRANDS: Record<WalletMethod, WalletBrand> = {
  PAYPAL: { name: 'PayPal', background: '#003087', foreground: '#ffffff' },
  IDEAL: { name: 'iDEAL', background: '#cc0066', foreground: '#ffffff' },
  TWINT: { name: 'TWINT', background: '#000000', foreground: '#ffffff' },
  BANCONTACT: { name: 'Bancontact', background: '#005498', foreground: '#ffffff' },
};

export function isWalletMethod(method: string): method is WalletMethod {
  return Object.hasOwn(WALLET_BRANDS, method);
}

export interface IdealBank {
  /** The bank's BIC, as iDEAL identifies issuers. */
  id: string;
  name: string;
}

export const IDEAL_BANKS: readonly IdealBank[] = [
  { id: 'ABNANL2A', name: 'ABN AMRO' },
  { id: 'ASNBNL21', name: 'ASN Bank' },
  { id: 'BUNQNL2A', name: 'bunq' },
  { id: 'INGBNL2A', name: 'ING' },
  { id: 'KNABNL2H', name: 'Knab' },
  { id: 'RABONL2U', name: 'Rabobank' },
  { id: 'RBRBNL21', name: 'RegioBank' },
  { id: 'REVOLT21', name: 'Revolut' },
  { id: 'SNSBNL2A', name: 'SNS' },
  { id: 'TRIONL2U', name: 'Triodos Bank' },
  { id: 'FVLBNL22', name: 'Van Lanschot Kempen' },
];

export function idealBank(id: string): IdealBank | undefined {
  return IDEAL_BANKS.find((bank) => bank.id === id);
}
