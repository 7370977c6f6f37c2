import type { AmendmentDecisionRequest } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../lib/notifications.ts';
import { useConfirm } from '../../ui/confirm-provider.tsx';

/** A member's request a staff member decides: a data change or an idle period. */
export interface Decidable {
  id: string;
  customer: { firstName: string; lastName: string };
}

/**
 * What differs between the kinds of request: the texts (under `${texts}.apply` and `${texts}.reject`), the error
 * codes that mean someone else dealt with it first, and the call that sends the decision.
 */
export interface DecisionKind {
  texts: string;
  goneCodes: readonly string[];
  send(id: string, decision: AmendmentDecisionRequest): Promise<unknown>;
}

/** Another colleague or the member dealt with the request first: nothing is left to decide, and the list is read again. */
function isGone(error: unknown, kind: DecisionKind): boolean {
  return error instanceof ApiError && error.errorCode !== undefined && kind.goneCodes.includes(error.errorCode);
}

export function memberName(request: Decidable): string {
  return `${request.customer.firstName} ${request.customer.lastName}`.trim();
}

/**
 * Sends a decision and says how it went: a success notice once decided, a warning when the request was no longer
 * waiting. Either way the dialog may close (true); any other failure is thrown for the dialog to show.
 */
export function useDecision(kind: DecisionKind) {
  const { t } = useTranslation();
  return async (request: Decidable, decision: AmendmentDecisionRequest): Promise<true> => {
    const name = memberName(request);
    try {
      await kind.send(request.id, decision);
    } catch (error) {
      if (!isGone(error, kind)) throw error;
      notifications.notify({ type: 'warning', title: t('staff.gone') });
      return true;
    }
    const key = decision.decision === 'APPLY' ? `${kind.texts}.apply.done` : `${kind.texts}.reject.done`;
    notifications.notify({ type: 'success', title: t(key, { name }) });
    return true;
  };
}

/** Apply after the confirmation that says what applying does and that the member is mailed. */
export function useApplyWithConfirm(kind: DecisionKind) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const decide = useDecision(kind);
  return (request: Decidable) =>
    confirm({
      title: t(`${kind.texts}.apply.title`),
      message: t(`${kind.texts}.apply.message`, { name: memberName(request) }),
      confirmLabel: t(`${kind.texts}.apply.confirm`),
      cancelLabel: t('staff.cancel'),
      onConfirm: () => decide(request, { decision: 'APPLY' }),
    });
}
