import type { Checkout } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { readCheckoutDraft } from '../../lib/checkout-draft.ts';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useBookedPlace } from './api/use-booked-place.ts';
import type { FlowPath } from './flow-path.ts';
import { MemberActions } from './member-actions.tsx';
import { checkoutKindOf } from './offer-checkout.ts';
import { PlaceSummary } from './place-summary.tsx';

/** The place a paid checkout booked; the order's own lines stand alone when it cannot be read. */
function PaidPlace({ id, member }: { id: string; member: boolean }) {
  const { t } = useTranslation();
  const place = useBookedPlace(id, member);
  if (place.isPending) return <BlockSpinner label={t('common.loading')} />;
  if (!place.data) return null;
  return (
    <>
      <PlaceSummary item={place.data} />
      {member ? <MemberActions item={place.data} /> : null}
    </>
  );
}

/** Success, Failure or Cancel of a paid place: the checkout's outcome, with the booked place once paid. */
export function CheckoutOutcomePage({
  flow,
  checkoutId,
  member,
}: {
  flow: FlowPath;
  checkoutId: string;
  member: boolean;
}) {
  const { CheckoutOutcome } = useCheckoutParts();
  const retry = readCheckoutDraft(flow.base)?.paymentPath ?? flow.base;
  const renderOrder = (checkout: Checkout) =>
    checkout.order?.calendarItemId ? <PaidPlace id={checkout.order.calendarItemId} member={member} /> : null;
  return (
    <CheckoutOutcome
      checkoutId={checkoutId}
      kind={checkoutKindOf(flow.kind)}
      paths={{ retry, back: flow.base }}
      renderOrder={renderOrder}
    />
  );
}
