import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { notifications } from '../../lib/notifications.ts';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { errorMessageOf } from '../../ui/error-list.tsx';
import { useCancelContract } from './api/use-cancel-contract.ts';
import { useCancelModule } from './api/use-cancel-module.ts';
import { type CancelableKind, useFetchCancelationDates } from './api/use-cancelation-dates.ts';
import { useWithdrawCancelation } from './api/use-withdraw-cancelation.ts';
import { useWithdrawModuleCancelation } from './api/use-withdraw-module-cancelation.ts';
import { formatContractDay, isoDay } from './contract-format.ts';

/** What is cancelled or withdrawn: a contract or an add-on, by id, under the name the member knows it by. */
export interface CancelTarget {
  kind: CancelableKind;
  id: string;
  name: string;
}

function useCancelMutation() {
  const cancelContract = useCancelContract();
  const cancelModule = useCancelModule();
  return async (target: CancelTarget, contractEndDate: string): Promise<true> => {
    if (target.kind === 'contract')
      await cancelContract.mutateAsync({ contractId: target.id, body: { contractEndDate } });
    else await cancelModule.mutateAsync({ moduleContractId: target.id, body: { contractEndDate } });
    return true;
  };
}

/**
 * Ordinary cancellation: reads the earliest end a cancellation sent now reaches, says it in the dialog, and cancels to
 * exactly that date on confirm (spec 000: confirm dialog).
 */
export function useCancelWithConfirm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const fetchDates = useFetchCancelationDates();
  const cancel = useCancelMutation();
  return async (target: CancelTarget) => {
    let endDate: string;
    try {
      const [earliest] = await fetchDates(target.kind, target.id);
      if (!earliest) throw new Error(t('contracts.cancel.noDate'));
      endDate = isoDay(earliest.contractEndDate);
    } catch (failure) {
      notifications.notify({ type: 'error', title: t('contracts.cancel.failed'), content: errorMessageOf(failure, t) });
      return;
    }
    const endDay = formatContractDay(endDate, locale);
    const done = await confirm({
      title: t(`contracts.cancel.title.${target.kind}`, { name: target.name }),
      message: t(`contracts.cancel.message.${target.kind}`, { name: target.name, date: endDay }),
      confirmLabel: t('contracts.cancel.confirm'),
      cancelLabel: t('contracts.cancel.keep'),
      onConfirm: () => cancel(target, endDate),
    });
    if (done) notifications.notify({ type: 'success', title: t('contracts.cancel.done', { date: endDay }) });
  };
}

/** Withdrawing a pending cancellation, after asking: the contract or add-on then runs on as before. */
export function useWithdrawWithConfirm() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const withdrawContract = useWithdrawCancelation();
  const withdrawModule = useWithdrawModuleCancelation();
  return async (target: CancelTarget) => {
    const done = await confirm({
      title: t('contracts.withdraw.title'),
      message: t(`contracts.withdraw.message.${target.kind}`, { name: target.name }),
      confirmLabel: t('contracts.withdraw.confirm'),
      cancelLabel: t('contracts.withdraw.keep'),
      onConfirm: async () => {
        if (target.kind === 'contract') await withdrawContract.mutateAsync(target.id);
        else await withdrawModule.mutateAsync(target.id);
        return true;
      },
    });
    if (done) notifications.notify({ type: 'success', title: t('contracts.withdraw.done') });
  };
}
