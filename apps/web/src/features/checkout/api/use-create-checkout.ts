import type { Checkout } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CreateCheckoutRequest } from '../../../lib/checkout-parts.tsx';
import { type CheckoutRef, createCallFor } from '../../../lib/checkout-ref.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { checkoutKey } from './use-checkout.ts';

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
