import type { PaymentMethodType } from '@motus/contract';
import { useState } from 'react';
import { providerPage } from '../../lib/provider-page.ts';
import { useAuthenticateMethodCheckout } from './api/use-authenticate-method-checkout.ts';
import { useCreateMethodCheckout } from './api/use-create-method-checkout.ts';

/** Continue: a checkout of the link for the method, handed to the provider, whose entry page the browser opens. */
export function useConfigureMethod(token: string) {
  const create = useCreateMethodCheckout(token);
  const authenticate = useAuthenticateMethodCheckout(token);
  const [leaving, setLeaving] = useState(false);

  const configure = async (method: PaymentMethodType) => {
    await create.mutateAsync(method);
    const { redirectUrl } = await authenticate.mutateAsync();
    if (!redirectUrl) return;
    setLeaving(true);
    providerPage.open(redirectUrl);
  };

  return {
    // A failure shows through the mutations' error state; nothing else is left to do with it.
    configure: (method: PaymentMethodType) => configure(method).catch(() => undefined),
    busy: create.isPending || authenticate.isPending || leaving,
    error: create.error ?? authenticate.error,
  };
}
