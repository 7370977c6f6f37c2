import type { IdlePeriod, IdlePeriodState, listIdlePeriods } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { formatDayRange } from '../../lib/format-day-range.ts';
import { useLocale } from '../../lib/i18n.ts';
import { notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useCancelIdlePeriod } from './api/use-cancel-idle-period.ts';
import styles from './idle-periods.module.css';

/** A period as the client receives it: its days revived to `Date`s at midnight UTC. */
type ShownIdlePeriod = ClientAnswer<typeof listIdlePeriods>['current'][number];

const STATE_KEYS: Record<IdlePeriodState, string> = {
  ACCEPTED: 'idleperiods.state.ACCEPTED',
  ACTIVE: 'idleperiods.state.ACTIVE',
  PENDING: 'idleperiods.state.PENDING',
  REJECTED: 'idleperiods.state.REJECTED',
  CANCELED: 'idleperiods.state.CANCELED',
};

/** Cancels a period after the member confirms it in a dialog. */
function useCancelWithConfirm() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const cancel = useCancelIdlePeriod();
  return async (period: Pick<IdlePeriod, 'id'>) => {
    const done = await confirm({
      title: t('idleperiods.cancel.title'),
      message: t('idleperiods.cancel.message'),
      confirmLabel: t('idleperiods.cancel.confirm'),
      cancelLabel: t('idleperiods.cancel.keep'),
      onConfirm: async () => {
        await cancel.mutateAsync(period.id);
        return true;
      },
    });
    if (done) notifications.notify({ type: 'success', title: t('idleperiods.cancel.done') });
  };
}

function PeriodItem({ period }: { period: ShownIdlePeriod }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelWithConfirm();
  return (
    <li className={styles.item}>
      <div className={styles.itemHeading}>
        <span className={styles.days}>{formatDayRange(period, locale)}</span>
        <Tag size="small">{t(STATE_KEYS[period.state])}</Tag>
      </div>
      {period.rejectionReason ? (
        <p className={styles.hint}>{t('idleperiods.list.reason', { reason: period.rejectionReason })}</p>
      ) : null}
      {period.cancelable ? (
        <div>
          <Button variant="secondary" size="s" onClick={() => cancel(period)}>
            {t('idleperiods.cancel.action')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** One of the two lists, with its heading, or a line saying it is empty. */
export function IdlePeriodList({
  title,
  periods,
  empty,
}: {
  title: string;
  periods: ShownIdlePeriod[];
  empty: string;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {periods.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {periods.map((period) => (
            <PeriodItem key={period.id} period={period} />
          ))}
        </ul>
      )}
    </section>
  );
}
