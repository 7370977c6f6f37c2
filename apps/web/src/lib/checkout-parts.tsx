import type {
  AccountBalanceCheckoutBody,
  Checkout,
  CheckoutReturnTo,
  ConsumptionCreditCheckoutBody,
  CourseAppointmentCheckoutBody,
  CustomerData,
  Money,
  PaymentMethodType,
  ProductVariantCheckoutBody,
  SingleAppointmentCheckoutBody,
} from '@motus/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { CheckoutKind, CheckoutRef } from './checkout-ref.ts';

/**
 * The checkout as the features that sell something see it. Features do not import each other, so the checkout
 * feature implements this port and app/ hands it to the selling features' screens (app/routing/screens.tsx).
 */

/** What is bought: the kind's path segment and its body. */
export type CreateCheckoutRequest =
  | { kind: 'course-appointment'; body: CourseAppointmentCheckoutBody }
  | { kind: 'single-appointment'; body: SingleAppointmentCheckoutBody }
  | { kind: 'product-variant'; body: ProductVariantCheckoutBody }
  | { kind: 'account-balance'; body: AccountBalanceCheckoutBody }
  | { kind: 'consumption-credit'; body: ConsumptionCreditCheckoutBody };

export interface CheckoutSummaryPaths {
  /** The success page of this checkout: where Pay now leads when nothing is left to approve. */
  success: string;
  /** The start of the flow: where Cancel and a checkout that can no longer be paid lead. */
  back: string;
}

export interface CheckoutSummaryProps {
  /** The `:checkoutId` of the path: a member's checkout id or a guest's public token. */
  checkoutId: string;
  kind: CheckoutKind;
  paths: CheckoutSummaryPaths;
  /** What is bought, shown above the prices. */
  children?: ReactNode;
}

export interface CheckoutOutcomePaths {
  /** The payment step of the flow, to pay again after a failure. */
  retry: string;
  /** The start of the flow. */
  back: string;
}

export interface CheckoutOutcomeProps {
  /** The `:checkoutId` of the path: a member's checkout id or a guest's public token. */
  checkoutId: string;
  kind: CheckoutKind;
  paths: CheckoutOutcomePaths;
  /** What the finalized checkout created, as the feature shows it (a booked place, a voucher code). */
  renderOrder?: (checkout: Checkout) => ReactNode;
}

export interface PaymentStepProps {
  studioId: number;
  /** The price shown before any voucher; null when the feature does not know it yet. */
  total: Money | null;
  /** The feature creates the checkout with the chosen method and the voucher code, if one was entered. */
  onCreate: (method: PaymentMethodType, voucherCode: string | undefined) => void;
  creating: boolean;
  /** Why the last create failed. */
  failure: unknown;
}

export interface PaymentTypesGateProps {
  studioId: number;
  /** Shown when the studio offers no method online. */
  noneMessage: string;
  children: (methods: readonly PaymentMethodType[]) => ReactNode;
}

export interface StartCheckoutPaths {
  /** The flow's base path: the draft belongs to it and the provider sends the buyer back below it. */
  flow: string;
  /** The flow's payment step, where "Try again" leads. */
  payment: string;
  /** The flow's summary of a created checkout. */
  summary: (checkoutId: string) => string;
}

/** The payment step's side of a checkout: the guest's contact, the return paths, and creating it. */
export interface StartedCheckout {
  contact: CustomerData | undefined;
  returnTo: CheckoutReturnTo;
  start: (request: CreateCheckoutRequest) => void;
  creating: boolean;
  failure: unknown;
}

export interface CheckoutOptions {
  /** Reads again every 2 s while the provider has not decided. */
  pollWhileUndecided?: boolean;
  enabled?: boolean;
}

export interface CheckoutParts {
  CheckoutSummary: ComponentType<CheckoutSummaryProps>;
  CheckoutOutcome: ComponentType<CheckoutOutcomeProps>;
  PaymentStep: ComponentType<PaymentStepProps>;
  PaymentTypesGate: ComponentType<PaymentTypesGateProps>;
  useStartCheckout: (member: boolean, paths: StartCheckoutPaths) => StartedCheckout;
  useCheckout: (ref: CheckoutRef, kind: CheckoutKind, options?: CheckoutOptions) => UseQueryResult<Checkout>;
}

const CheckoutPartsContext = createContext<CheckoutParts | null>(null);

export const CheckoutPartsProvider = CheckoutPartsContext.Provider;

export function useCheckoutParts(): CheckoutParts {
  const parts = useContext(CheckoutPartsContext);
  if (!parts)
    throw new Error('A screen that sells something is rendered without the checkout (app/routing/screens.tsx)');
  return parts;
}
