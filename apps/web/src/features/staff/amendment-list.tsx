import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { AmendmentCard } from './amendment-card.tsx';
import { usePendingAmendments } from './api/use-pending-amendments.ts';
import styles from './staff.module.css';

/** The waiting changes as cards, oldest first, or the loading, failure and nothing-waiting states. */
export function AmendmentList() {
  const { t } = useTranslation();
  const query = usePendingAmendments();
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
  if (query.data.length === 0) return <p className={styles.empty}>{t('staff.empty')}</p>;
  return (
    <ul className={styles.list}>
      {query.data.map((amendment) => (
        <li key={amendment.id}>
          <AmendmentCard amendment={amendment} />
        </li>
      ))}
    </ul>
  );
}
