import type { listPendingIdlePeriods } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayRange } from '../../lib/format-day-range.ts';
import { useLocale } from '../../lib/i18n.ts';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../lib/intl.ts';
import { Button } from '../../ui/button.tsx';
import { Tag } from '../../ui/tag.tsx';
import { saveIdlePeriodProof } from './api/save-proof.ts';
import { useIdlePeriodDecisions } from './api/use-decision-kinds.ts';
import { ProofDownload } from './proof-download.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import styles from './staff.module.css';
import { memberName, useApplyWithConfirm } from './use-decision.ts';

/** A request as the client receives it: its days revived to `Date`s at midnight UTC. */
type ShownIdlePeriod = ClientAnswer<typeof listPendingIdlePeriods>[number];

/** One waiting idle period: who asked and when, the days, the proof, and Reject and Apply. */
export function IdlePeriodCard({ request }: { request: ShownIdlePeriod }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const kind = useIdlePeriodDecisions();
  const apply = useApplyWithConfirm(kind);
  const [rejecting, setRejecting] = useState(false);
  const requestedAt = formatDateTime(request.requestedAt, locale, DEFAULT_TIME_ZONE);
  const { document } = request;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeading}>
        <h3 id={headingId} className={styles.member}>
          {memberName(request)}
        </h3>
        <Tag>{t('staff.idlePeriods.tag')}</Tag>
      </div>
      <p className={styles.meta}>
        {t('staff.card.customerNumber', { number: request.customer.customerNumber })}
        {' · '}
        {t('staff.card.requestedAt', { date: requestedAt })}
      </p>
      <p>{t('staff.idlePeriods.days', { days: formatDayRange(request, locale) })}</p>
      {document ? (
        <ProofDownload
          description={t('staff.idlePeriods.document', { fileName: document.fileName })}
          save={() => saveIdlePeriodProof(request.id, document.fileName)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setRejecting(true)}>
          {t('staff.reject.action')}
        </Button>
        <Button onClick={() => void apply(request)}>{t('staff.apply.action')}</Button>
      </div>
      {rejecting ? <RejectDialog request={request} kind={kind} onClose={() => setRejecting(false)} /> : null}
    </article>
  );
}
