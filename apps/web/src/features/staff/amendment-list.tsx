import { useTranslation } from 'react-i18next';
import { AmendmentCard } from './amendment-card.tsx';
import { usePendingAmendments } from './api/pending-queries.ts';
import { PendingList } from './pending-list.tsx';

/** The waiting data changes as cards, oldest first. */
export function AmendmentList() {
  const { t } = useTranslation();
  return (
    <PendingList
      query={usePendingAmendments()}
      empty={t('staff.empty')}
      card={(amendment) => <AmendmentCard amendment={amendment} />}
    />
  );
}
