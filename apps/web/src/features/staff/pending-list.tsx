import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import styles from './staff.module.css';

interface PendingListProps<T extends { id: string }> {
  query: UseQueryResult<T[]>;
  /** What the list says when nothing waits. */
  empty: string;
  card(request: T): ReactNode;
}

/** Waiting requests as cards, oldest first, or the loading, failure and nothing-waiting states. */
export function PendingList<T extends { id: string }>({ query, empty, card }: PendingListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <BlockSpinner label={t('common.loading')} />;
  if (query.error) {
    return (
      <ErrorList
        title={t('staff.loadError')}
        errors={[query.error]}
        action={<Button onClick={() => query.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (query.data.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {query.data.map((request) => (
        <li key={request.id}>{card(request)}</li>
      ))}
    </ul>
  );
}
