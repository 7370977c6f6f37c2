import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { useRunOnce } from '../../lib/use-run-once.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { errorMessageOf } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useConfirmPlace } from './api/use-booked-place.ts';
import styles from './booking-flow.module.css';
import { FlowPage } from './flow-frame.tsx';
import { type FlowPath, schedulePath } from './flow-path.ts';
import { PlaceSummary } from './place-summary.tsx';

function ConfirmPlace({ flow, uuid }: { flow: FlowPath; uuid: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const confirm = useConfirmPlace();
  const { mutate } = confirm;
  useRunOnce(useCallback(() => mutate(uuid), [mutate, uuid]));
  if (confirm.error) {
    return (
      <StatusMessage
        title={t('flow.confirm.failedTitle')}
        message={`${errorMessageOf(confirm.error, t)} ${t('flow.confirm.failed')}`}
        action={
          <ButtonLink to={withStickyQuery(`${flow.studioPrefix}/${schedulePath(flow.kind)}`, search)}>
            {t('flow.outcome.toSchedule')}
          </ButtonLink>
        }
      />
    );
  }
  if (!confirm.data) return <BlockSpinner label={t('flow.confirm.pending')} />;
  return (
    <>
      <h1 className={styles.title}>{t('flow.confirm.title')}</h1>
      <PlaceSummary item={confirm.data} />
      <p className={styles.meta}>{t('flow.confirm.message')}</p>
    </>
  );
}

/** Confirm (confirm/:checkoutUuid): a guest opens the mailed link and their held place is confirmed. */
export function BookingConfirmScreen() {
  const { checkoutUuid = '' } = useParams();
  return <FlowPage>{(flow) => <ConfirmPlace flow={flow} uuid={checkoutUuid} />}</FlowPage>;
}
