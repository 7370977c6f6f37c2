import { useLocation, useNavigate } from 'react-router';
import { readCheckoutDraft, rememberCheckoutDraft } from '../../lib/checkout-draft.ts';
import type { CreateCheckoutRequest, StartCheckoutPaths, StartedCheckout } from '../../lib/checkout-parts.tsx';
import { refValue } from '../../lib/checkout-ref.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { useCreateCheckout } from './api/use-create-checkout.ts';
import { checkoutReturnTo } from './checkout-return-to.ts';

/**
 * The payment step of a flow: the guest's contact from the draft, where the provider sends the buyer back, and
 * creating the checkout, which keeps the draft and then shows the flow's summary.
 */
export function useStartCheckout(member: boolean, paths: StartCheckoutPaths): StartedCheckout {
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useCreateCheckout(member);
  const contact = member ? undefined : readCheckoutDraft(paths.flow)?.contact;
  const start = (request: CreateCheckoutRequest) => {
    rememberCheckoutDraft({ flow: paths.flow, paymentPath: paths.payment, ...(contact ? { contact } : {}) });
    create.mutate(request, {
      onSuccess: ({ ref }) => void navigate(withStickyQuery(paths.summary(refValue(ref)), search)),
    });
  };
  return {
    contact,
    returnTo: checkoutReturnTo(paths.flow, search),
    start,
    creating: create.isPending || create.isSuccess,
    failure: create.error,
  };
}
