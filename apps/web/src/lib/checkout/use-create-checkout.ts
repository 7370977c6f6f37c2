import type {
  AccountBalanceCheckoutBody,
  Checkout,
  CourseAppointmentCheckoutBody,
  ProductVariantCheckoutBody,
  SingleAppointmentCheckoutBody,
} from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useLocale } from '../i18n.ts';
import { type CheckoutRef, createCallFor } from './checkout-ref.ts';
import { checkoutKey } from './use-checkout.ts';

/** What is bought: the kind's path segment and its body. */
export type CreateCheckoutRequest =
  | { kind: 'course-appointment'; body: CourseAppointmentCheckoutBody }
  | { kind: 'single-appointment'; body: SingleAppointmentCheckoutBody }
  | { kind: 'product-variant'; body: ProductVariantCheckoutBody }
  | { kind: 'account-balance'; body: AccountBalanceCheckoutBody };

/** The created checkout and how the return paths name it. */
export interface CreatedCheckout {
  checkout: Checkout;
  ref: CheckoutRef;
}

/** The provider's pages speak the language the buyer sees the portal in. */
async function create(request: CreateCheckoutRequest, member: boolean, locale: string): Promise<CreatedCheckout> {
  const checkout = await api(createCallFor(request.kind, member), { body: { ...request.body, locale } });
  const ref: CheckoutRef = member ? { member, id: checkout.id } : { member, publicToken: checkout.publicToken };
  return { checkout, ref };
}

/** Creates a member's checkout (/v3/checkouts/{kind}) or a guest's (/v3/public/checkouts/{kind}). */
export function useCreateCheckout(member: boolean) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (request: CreateCheckoutRequest) => create(request, member, locale),
    onSuccess: ({ checkout, ref }) => queryClient.setQueryData(checkoutKey(ref), checkout),
  });
}
