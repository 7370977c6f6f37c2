import type { CustomerDataGroup } from '@motus/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { factsOf } from '../../lib/customer-data-fields.ts';
import { CUSTOMER_DATA_PAGE } from '../../lib/customer-data-groups.ts';
import { useLocale } from '../../lib/i18n.ts';
import { notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { Note } from '../../ui/note.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import styles from './customer-data.module.css';
import { CustomerDataPage } from './customer-data-page.tsx';
import { FactList } from './fact-list.tsx';
import type { ChangeFormProps, GroupAnswer } from './group-answer.ts';
import { PendingNote } from './pending-note.tsx';

interface GroupViewProps<T extends object | null> {
  group: CustomerDataGroup;
  query: UseQueryResult<GroupAnswer<T>>;
  Form: ComponentType<ChangeFormProps<T>>;
  /** Further content under the data (the mandate download). */
  extra?: (answer: GroupAnswer<T>) => ReactNode;
}

function useNotifyOutcome(group: CustomerDataGroup) {
  const { t } = useTranslation();
  return (answer: GroupAnswer<unknown>) =>
    notifications.notify({
      type: 'success',
      title: t(answer.pending ? 'selfservice.data.requested' : `selfservice.data.saved.${group}`),
    });
}

/** The data as it stands, the studio's rule for changing it, and the Change button that opens the form. */
function GroupContent<T extends object | null>({
  group,
  answer,
  Form,
  extra,
}: Omit<GroupViewProps<T>, 'query'> & { answer: GroupAnswer<T> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const notifyOutcome = useNotifyOutcome(group);
  const changeable = answer.policy !== 'LOCKED' && answer.pending === null;
  const done = (next: GroupAnswer<T>) => {
    setEditing(false);
    notifyOutcome(next);
  };
  return (
    <>
      {answer.policy === 'LOCKED' ? <Note type="notice">{t('selfservice.data.locked')}</Note> : null}
      {answer.pending ? <PendingNote group={group} pending={answer.pending} /> : null}
      {editing && changeable ? (
        <Form answer={answer} onDone={done} onCancel={() => setEditing(false)} />
      ) : (
        <>
          {answer.data === null ? (
            <p className={styles.empty}>{t('selfservice.data.empty')}</p>
          ) : (
            <FactList facts={factsOf(answer.data, t, locale)} />
          )}
          {extra?.(answer)}
          {changeable ? (
            <div className={styles.actions}>
              <Button onClick={() => setEditing(true)}>{t('selfservice.data.change')}</Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}

/** One data screen: loading, a failure with a retry, or the group's content, inside the data screens' frame. */
export function GroupView<T extends object | null>({ query, ...props }: GroupViewProps<T>) {
  const { t } = useTranslation();
  return (
    <CustomerDataPage page={CUSTOMER_DATA_PAGE[props.group]}>
      {query.isPending ? (
        <BlockSpinner label={t('common.loading')} />
      ) : query.error ? (
        <ErrorList
          title={t('selfservice.data.loadError')}
          errors={[query.error]}
          action={<Button onClick={() => query.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : (
        <GroupContent answer={query.data} {...props} />
      )}
    </CustomerDataPage>
  );
}
