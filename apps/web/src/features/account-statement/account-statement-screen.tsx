import type { Money } from '@motus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { BALANCE_PATH, BALANCE_PERMISSION } from './account-paths.ts';
import styles from './account-statement.module.css';
import { type StatementFilter, useAccountStatement } from './api/account-queries.ts';
import { BookingEntryList } from './booking-entry-list.tsx';
import { FilterForm } from './filter-form.tsx';
import { isoDayOf } from './filter-form-schema.ts';

/** What is open now, and "Pay open balance" where the member may pay it and something is owed. */
function BalanceSection({ balance }: { balance: Money }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const { can } = usePermissions();
  const owed = balance.amount > 0;
  return (
    <section className={styles.balance} aria-labelledby="account-balance">
      <h2 id="account-balance" className={styles.heading}>
        {t('accountstatement.balance.title')}
      </h2>
      <p className={styles.balanceAmount}>{owed ? formatPrice(balance, locale) : t('accountstatement.balance.none')}</p>
      {owed && can(BALANCE_PERMISSION) ? (
        <div>
          <ButtonLink to={withStickyQuery(BALANCE_PATH, search)}>{t('accountstatement.balance.pay')}</ButtonLink>
        </div>
      ) : null}
    </section>
  );
}

/** /account: the member's booking entries with their due dates, filtered by due date, and the open balance. */
export function AccountStatementScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StatementFilter>({});
  const statement = useAccountStatement(filter);
  const { data } = statement;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('accountstatement.title')}</h1>
      {statement.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {statement.error ? (
        <ErrorList
          title={t('accountstatement.loadError')}
          errors={[statement.error]}
          action={<Button onClick={() => statement.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {data ? (
        <>
          <BalanceSection balance={data.balance} />
          <FilterForm
            applied={{
              startDate: isoDayOf(data.filterParameters.startDate),
              endDate: isoDayOf(data.filterParameters.endDate),
            }}
            onApply={setFilter}
            loading={statement.isFetching}
          />
          <BookingEntryList entries={data.bookingEntries} view={data.view} />
        </>
      ) : null}
    </div>
  );
}
