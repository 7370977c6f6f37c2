import { useParams } from 'react-router';
import { useMemberCalls } from '../../lib/use-member-calls.ts';
import { CheckoutOutcomePage } from './checkout-outcome-page.tsx';
import { FlowPage } from './flow-frame.tsx';

/**
 * Cancel and Failure of a paid place: the provider's return leads here and the checkout says what happened (nothing
 * charged or booked, with a way to pay again).
 */
export function BookingOutcomeScreen() {
  const { checkoutId = '' } = useParams();
  const member = useMemberCalls();
  return <FlowPage>{(flow) => <CheckoutOutcomePage flow={flow} checkoutId={checkoutId} member={member} />}</FlowPage>;
}
