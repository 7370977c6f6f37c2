import { useTranslation } from 'react-i18next';
import { usePendingIdlePeriods } from './api/pending-queries.ts';
import { IdlePeriodCard } from './idle-period-card.tsx';
import { PendingList } from './pending-list.tsx';
import styles from './staff.module.css';

/** The waiting idle-period requests under their own heading, oldest first. */
export function IdlePeriodList() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={t('staff.idlePeriods.title')}>
      <h2 className={styles.sectionTitle}>{t('staff.idlePeriods.title')}</h2>
      <PendingList
        query={usePendingIdlePeriods()}
        empty={t('staff.idlePeriods.empty')}
        card={(request) => <IdlePeriodCard request={request} />}
      />
    </section>
  );
}
