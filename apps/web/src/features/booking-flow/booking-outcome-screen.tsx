import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { FlowPage } from './flow-frame.tsx';
import { type FlowPath, schedulePath } from './flow-path.ts';

type Outcome = 'cancel' | 'failure';

function OutcomeMessage({ flow, outcome }: { flow: FlowPath; outcome: Outcome }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <StatusMessage
      title={t(`flow.outcome.${outcome}Title`)}
      message={t(`flow.outcome.${outcome}Message`)}
      action={
        <>
          <ButtonLink to={withStickyQuery(flow.base, search)}>{t('flow.outcome.backToSlot')}</ButtonLink>{' '}
          <ButtonLink
            variant="secondary"
            to={withStickyQuery(`${flow.studioPrefix}/${schedulePath(flow.kind)}`, search)}
          >
            {t('flow.outcome.toSchedule')}
          </ButtonLink>
        </>
      }
    />
  );
}

/** Cancel: the checkout (commerce issue) was cancelled, nothing booked; back to the slot or the schedule. */
export function BookingCancelScreen() {
  return <FlowPage>{(flow) => <OutcomeMessage flow={flow} outcome="cancel" />}</FlowPage>;
}

/** Failure: the checkout failed, nothing booked. */
export function BookingFailureScreen() {
  return <FlowPage>{(flow) => <OutcomeMessage flow={flow} outcome="failure" />}</FlowPage>;
}
