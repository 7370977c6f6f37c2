import { useLocation, useNavigate } from 'react-router';
import { withStickyQuery } from '../sticky-query.ts';
import { readCheckoutDraft, rememberCheckoutDraft } from './checkout-draft.ts';
import { refValue } from './checkout-ref.ts';
import { checkoutReturnTo } from './checkout-return-to.ts';
import { type CreateCheckoutRequest, useCreateCheckout } from './use-create-checkout.ts';

export interface StartCheckoutPaths {
  /** The flow's base path: the draft belongs to it and the provider sends the buyer back below it. */
  flow: string;
  /** The flow's payment step, where "Try again" leads. */
  payment: string;
  /** The flow's summary of a created checkout. */
  summary: (checkoutId: string) => string;
}

/**
 * The payment step of a flow: the guest's contact from the draft, where the provider sends the buyer back, and
 * creating the checkout, which keeps the draft and then shows the flow's summary.
 */
export function useStartCheckout(member: boolean, paths: StartCheckoutPaths) {
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
