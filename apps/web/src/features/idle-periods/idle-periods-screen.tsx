import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useIdlePeriodRules, useIdlePeriods } from './api/idle-period-queries.ts';
import { IdlePeriodList } from './idle-period-list.tsx';
import styles from './idle-periods.module.css';
import { RequestForm } from './request-form.tsx';

/** A received calendar day (a Date at midnight UTC) as 'YYYY-MM-DD'. */
function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** "Request idle period" where the studio takes requests and the member has a running contract, then the form. */
function RequestSection() {
  const { t } = useTranslation();
  const rules = useIdlePeriodRules();
  const [open, setOpen] = useState(false);
  if (!rules.data?.createVisible) return null;
  const { limits, verificationRequired } = rules.data;
  if (!open) {
    return (
      <div>
        <Button onClick={() => setOpen(true)}>{t('idleperiods.request')}</Button>
      </div>
    );
  }
  return (
    <RequestForm
      limits={{
        minDate: isoDay(limits.minDate),
        maxDate: isoDay(limits.maxDate),
        minimumLengthDays: limits.minimumLengthDays,
        maximumLengthMonths: limits.maximumLengthMonths,
        documentRequired: verificationRequired,
      }}
      onDone={() => setOpen(false)}
    />
  );
}

/** /idleperiods: the member's current and past idle periods, and a request for a new one. */
export function IdlePeriodsScreen() {
  const { t } = useTranslation();
  const periods = useIdlePeriods();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('idleperiods.title')}</h1>
      <p className={styles.hint}>{t('idleperiods.intro')}</p>
      <RequestSection />
      {periods.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {periods.error ? (
        <ErrorList
          title={t('idleperiods.loadError')}
          errors={[periods.error]}
          action={<Button onClick={() => periods.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {periods.data ? (
        <>
          <IdlePeriodList
            title={t('idleperiods.list.current')}
            periods={periods.data.current}
            empty={t('idleperiods.list.noCurrent')}
          />
          <IdlePeriodList
            title={t('idleperiods.list.past')}
            periods={periods.data.past}
            empty={t('idleperiods.list.noPast')}
          />
        </>
      ) : null}
    </div>
  );
}
