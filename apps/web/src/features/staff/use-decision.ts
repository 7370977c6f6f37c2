import { type AmendmentDecisionRequest, CustomerDataErrors, type StaffAmendment } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../lib/notifications.ts';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { useDecideAmendment } from './api/use-decide-amendment.ts';

const GONE_CODES: readonly string[] = [CustomerDataErrors.amendmentNotPending, CustomerDataErrors.amendmentNotFound];

/** Another colleague or the member dealt with the change first: nothing is left to decide, and the list is read again. */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode !== undefined && GONE_CODES.includes(error.errorCode);
}

export function memberName(amendment: StaffAmendment): string {
  return `${amendment.customer.firstName} ${amendment.customer.lastName}`.trim();
}

/**
 * Sends a decision and says how it went: a success notice once decided, a warning when the change was no longer
 * waiting. Either way the dialog may close (true); any other failure is thrown for the dialog to show.
 */
export function useDecision() {
  const { t } = useTranslation();
  const decide = useDecideAmendment();
  return async (amendment: StaffAmendment, decision: AmendmentDecisionRequest): Promise<true> => {
    const name = memberName(amendment);
    try {
      await decide.mutateAsync({ id: amendment.id, decision });
    } catch (error) {
      if (!isGone(error)) throw error;
      notifications.notify({ type: 'warning', title: t('staff.gone') });
      return true;
    }
    const key = decision.decision === 'APPLY' ? 'staff.apply.done' : 'staff.reject.done';
    notifications.notify({ type: 'success', title: t(key, { name }) });
    return true;
  };
}

/** Apply after the confirmation that the member's data changes at once and the member is mailed. */
export function useApplyWithConfirm() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const decide = useDecision();
  return (amendment: StaffAmendment) =>
    confirm({
      title: t('staff.apply.title'),
      message: t('staff.apply.message', { name: memberName(amendment) }),
      confirmLabel: t('staff.apply.confirm'),
      cancelLabel: t('staff.cancel'),
      onConfirm: () => decide(amendment, { decision: 'APPLY' }),
    });
}
