import type { StaffAmendment } from '@motus/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_DATA_PAGE } from '../../lib/customer-data-groups.ts';
import { useLocale } from '../../lib/i18n.ts';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../lib/intl.ts';
import { Button } from '../../ui/button.tsx';
import { Tag } from '../../ui/tag.tsx';
import { saveAmendmentProof } from './api/save-proof.ts';
import { useAmendmentDecisions } from './api/use-decision-kinds.ts';
import { ChangeTable } from './change-table.tsx';
import { ProofDownload } from './proof-download.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import styles from './staff.module.css';
import { memberName, useApplyWithConfirm } from './use-decision.ts';

/** One waiting change: who asked, for which group and when, what it alters, its proof, and Reject and Apply. */
export function AmendmentCard({ amendment }: { amendment: StaffAmendment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const kind = useAmendmentDecisions();
  const apply = useApplyWithConfirm(kind);
  const [rejecting, setRejecting] = useState(false);
  const requestedAt = formatDateTime(amendment.requestedAt, locale, DEFAULT_TIME_ZONE);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeading}>
        <h2 id={headingId} className={styles.member}>
          {memberName(amendment)}
        </h2>
        <Tag>{t(CUSTOMER_DATA_PAGE[amendment.group].titleKey)}</Tag>
      </div>
      <p className={styles.meta}>
        {t('staff.card.customerNumber', { number: amendment.customer.customerNumber })}
        {' · '}
        {t('staff.card.requestedAt', { date: requestedAt })}
      </p>
      <ChangeTable amendment={amendment} />
      {amendment.document ? (
        <ProofDownload
          description={t('staff.card.document', {
            type: t(`staff.documentTypes.${amendment.document.type}`),
            fileName: amendment.document.fileName,
          })}
          save={() => saveAmendmentProof(amendment.id, amendment.document?.fileName ?? amendment.id)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setRejecting(true)}>
          {t('staff.reject.action')}
        </Button>
        <Button onClick={() => void apply(amendment)}>{t('staff.apply.action')}</Button>
      </div>
      {rejecting ? <RejectDialog request={amendment} kind={kind} onClose={() => setRejecting(false)} /> : null}
    </article>
  );
}
