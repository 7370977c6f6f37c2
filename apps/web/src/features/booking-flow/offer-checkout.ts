import type { CheckoutReturnTo, CustomerData, Money, PaymentMethodType } from '@motus/contract';
import type { BookingKind } from '../../lib/booking-cart.ts';
import type { CreateCheckoutRequest } from '../../lib/checkout-parts.tsx';
import type { CheckoutKind } from '../../lib/checkout-ref.ts';
import type { FlowSlot } from './api/use-flow-slot.ts';

/** The steps of a paid option (spec 000 section 2.2), below the flow's base path. */
export const offerPaths = {
  contact: (base: string, offerId: string) => `${base}/offer/${offerId}/contact`,
  payment: (base: string, offerId: string) => `${base}/offer/${offerId}/payment`,
  summary: (base: string, offerId: string, checkoutId: string) =>
    `${base}/offer/${offerId}/summary/${encodeURIComponent(checkoutId)}`,
};

/** Single appointments are bought as such; course, event and trial-session places are appointments of a course. */
export function checkoutKindOf(kind: BookingKind): CheckoutKind {
  return kind === 'appointment' ? 'single-appointment' : 'course-appointment';
}

export interface OfferPurchase {
  paymentMethod: PaymentMethodType;
  voucherCode: string | undefined;
  /** The price the buyer was shown. */
  expectedTotal: Money | null;
  returnTo: CheckoutReturnTo;
  /** Guests only. */
  contact: CustomerData | undefined;
}

/**
 * The server compares the expected total with its own after the voucher; the buyer saw only the price before it, so
 * with a voucher the summary's total is what they confirm instead.
 */
function common(purchase: OfferPurchase) {
  const { voucherCode, expectedTotal } = purchase;
  return {
    paymentMethod: purchase.paymentMethod,
    returnTo: purchase.returnTo,
    ...(voucherCode ? { voucherCode } : expectedTotal ? { expectedTotal } : {}),
    ...(purchase.contact ? { contact: purchase.contact } : {}),
  };
}

/** The checkout of the slot: the appointment (events and trial sessions are appointments), or the free slot chosen. */
export function offerCheckoutRequest(slot: FlowSlot, purchase: OfferPurchase): CreateCheckoutRequest {
  if (slot.kind === 'appointment') {
    return {
      kind: 'single-appointment',
      body: {
        benefitId: slot.benefitId,
        employeeId: slot.employeeId ?? 0,
        startDateTime: slot.startDateTime,
        ...common(purchase),
      },
    };
  }
  return { kind: 'course-appointment', body: { appointmentId: slot.itemId, ...common(purchase) } };
}
