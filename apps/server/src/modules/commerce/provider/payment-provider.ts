import type { PaymentMethodType } from '@motus/contract';

/** Where the provider sends the buyer's browser back to, and where it posts its notifications. */
export interface ProviderReturnUrls {
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
  notifyUrl: string;
}

export interface StartPaymentInput extends ProviderReturnUrls {
  /** The merchant's reference: the checkout's id. */
  reference: string;
  amountMinor: number;
  currencyCode: string;
  method: PaymentMethodType;
  description: string;
  locale: string;
  /** Charge a saved instrument (its provider token) instead of asking the buyer on a hosted page. */
  instrumentToken?: string | undefined;
}

export interface StartTokenizationInput extends ProviderReturnUrls {
  /** The merchant's reference: the tokenization's reference. */
  reference: string;
  method: PaymentMethodType;
  currencyCode: string;
  locale: string;
}

/**
 * A payment's state at the provider. AUTHORIZED: the money is the merchant's (captured at once); PENDING: accepted but
 * not yet collected (a SEPA debit), which the merchant treats as paid; OPEN/CHALLENGE: the buyer has not finished.
 */
export type ProviderPaymentStatus =
  | 'OPEN'
  | 'CHALLENGE'
  | 'AUTHORIZED'
  | 'PENDING'
  | 'DECLINED'
  | 'CANCELED'
  | 'EXPIRED';

export interface ProviderInstrument {
  token: string;
  label: string;
  holderName?: string | undefined;
  expiry?: string | undefined;
}

export interface ProviderPayment {
  sessionId: string;
  reference: string;
  status: ProviderPaymentStatus;
  amountMinor: number;
  currencyCode: string;
  method: PaymentMethodType;
  /** Why it was declined: DECLINED, INSUFFICIENT_FUNDS, AUTHENTICATION_FAILED, ... */
  declineCode: string | null;
  instrument: ProviderInstrument | null;
}

export interface StartedSession {
  sessionId: string;
  /** The hosted page to send the buyer to; null when the provider settled it at once (a saved instrument). */
  redirectUrl: string | null;
}

/** A verified notification from the provider's webhook. */
export interface ProviderNotification {
  event: 'PAYMENT_UPDATED' | 'TOKENIZATION_UPDATED' | 'REFUNDED';
  sessionId: string;
  reference: string;
}

export interface RefundResult {
  refundReference: string;
}

/**
 * How Motus talks to a payment service provider (docs/payments.md). The built-in test provider (modules/psp) implements
 * it with hosted pages under /psp/; a real provider plugs in by implementing the same interface.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The payment methods the provider offers for a currency. */
  methodsFor(currencyCode: string): PaymentMethodType[];
  startPayment(input: StartPaymentInput): Promise<StartedSession>;
  startTokenization(input: StartTokenizationInput): Promise<StartedSession>;
  /** Asks the provider, never trusts the browser: the source of truth for finalize. */
  paymentOf(sessionId: string): Promise<ProviderPayment>;
  cancel(sessionId: string): Promise<void>;
  refund(sessionId: string, amountMinor: number): Promise<RefundResult>;
  /** Checks the signature of a webhook request; throws on a forged or tampered one. */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderNotification;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's provider, chosen by app.ts. */
    paymentProvider: PaymentProvider;
  }
}
