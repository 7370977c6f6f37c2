import type { PaymentMethodType } from '@motus/contract';

/** A card for cards, a bank for bank payments, a wallet for the app wallets; the method's name is the label. */
const SHAPE: Record<PaymentMethodType, 'card' | 'bank' | 'wallet'> = {
  CREDIT_CARD: 'card',
  PAYPAL: 'wallet',
  TWINT: 'wallet',
  IDEAL: 'bank',
  BANCONTACT: 'card',
  SEPA_DIRECT_DEBIT: 'bank',
};

const PATHS = {
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  bank: <path d="M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18M12 3l9 5H3z" />,
  wallet: (
    <>
      <path d="M20 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
      <path d="M17 13h.01" />
    </>
  ),
};

export function PaymentTypeIcon({ type }: { type: PaymentMethodType }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[SHAPE[type]]}
    </svg>
  );
}
