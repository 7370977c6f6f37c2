import type { CustomerDataGroup, PendingAmendment } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { factsOf } from '../../lib/customer-data-fields.ts';
import { useLocale } from '../../lib/i18n.ts';
import { DEFAULT_TIME_ZONE, formatDate } from '../../lib/intl.ts';
import { notifications } from '../../lib/notifications.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { useWithdrawAmendment } from './api/use-withdraw-amendment.ts';
import styles from './customer-data.module.css';
import { FactList } from './fact-list.tsx';

/** Withdraws the pending change after the member confirms it in a dialog. */
function useWithdrawWithConfirm(group: CustomerDataGroup) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const withdraw = useWithdrawAmendment(group);
  return async (pending: PendingAmendment) => {
    const done = await confirm({
      title: t('selfservice.pending.withdrawTitle'),
      message: t('selfservice.pending.withdrawMessage'),
      confirmLabel: t('selfservice.pending.withdrawConfirm'),
      cancelLabel: t('selfservice.pending.withdrawKeep'),
      onConfirm: async () => {
        await withdraw.mutateAsync(pending.id);
        return true;
      },
    });
    if (done) notifications.notify({ type: 'success', title: t('selfservice.pending.withdrawn') });
  };
}

/** A change waiting for the studio: when it was asked for, the values asked for, and the way to take it back. */
export function PendingNote({ group, pending }: { group: CustomerDataGroup; pending: PendingAmendment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const withdraw = useWithdrawWithConfirm(group);
  const date = formatDate(pending.requestedAt, locale, DEFAULT_TIME_ZONE, 'medium');
  return (
    <Alert severity="information" title={t('selfservice.pending.title', { date })}>
      <div className={styles.pending}>
        <FactList facts={factsOf(pending.values, t, locale)} label={t('selfservice.pending.values')} />
        <div className={styles.actions}>
          <Button variant="secondary" size="s" onClick={() => withdraw(pending)}>
            {t('selfservice.pending.withdraw')}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
