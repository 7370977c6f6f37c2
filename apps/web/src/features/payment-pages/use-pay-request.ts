import type { PaymentMethodType } from '@motus/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { providerPage } from '../../lib/provider-page.ts';
import { useAuthenticateRequestCheckout } from './api/use-authenticate-request-checkout.ts';
import { useCreateRequestCheckout } from './api/use-create-request-checkout.ts';
import { requestReturnTo } from './request-paths.ts';

/** Pay: a checkout of the request, handed to the provider, whose page the browser then opens. */
export function usePayRequest(requestId: string) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const create = useCreateRequestCheckout();
  const authenticate = useAuthenticateRequestCheckout();
  const [leaving, setLeaving] = useState(false);
  const returnTo = requestReturnTo(requestId, search);

  const pay = async (paymentMethod: PaymentMethodType) => {
    const checkout = await create.mutateAsync({ paymentRequestId: requestId, paymentMethod, returnTo });
    const { redirectUrl } = await authenticate.mutateAsync(checkout.publicToken);
    setLeaving(true);
    if (redirectUrl) providerPage.open(redirectUrl);
    else await navigate(returnTo.success.replace('{checkoutId}', encodeURIComponent(checkout.publicToken)));
  };

  return {
    // A failure shows through the mutations' error state; nothing else is left to do with it.
    pay: (method: PaymentMethodType) => pay(method).catch(() => undefined),
    paying: create.isPending || authenticate.isPending || leaving,
    error: create.error ?? authenticate.error,
  };
}
