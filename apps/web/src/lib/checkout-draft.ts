import type { CustomerData } from '@motus/contract';
import { readJson, safeStorage, writeJson } from './storage.ts';

/**
 * What a flow keeps between its steps while the buyer pays: the payment step to come back to after a failure and,
 * for a guest, the contact data the checkout is created with. Session storage: it leaves with the tab and with a
 * logout (spec 000 section 4), and personal data should not outlive the purchase.
 */
export interface CheckoutDraft {
  /** The flow's base path (e.g. `/studio/{uuid}/booking/course/41`): a draft belongs to one flow. */
  flow: string;
  /** The flow's payment step, where "Try again" leads. */
  paymentPath: string;
  /** The guest's data for the public checkout. */
  contact?: CustomerData;
}

const KEY = 'checkout-draft';
const sessionStore = () => safeStorage(() => window.sessionStorage);

function isDraft(value: unknown): value is CheckoutDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<CheckoutDraft>;
  return typeof draft.flow === 'string' && typeof draft.paymentPath === 'string';
}

/** The draft of this flow, or undefined when there is none (or it belongs to another flow). */
export function readCheckoutDraft(flow: string): CheckoutDraft | undefined {
  const draft = readJson<unknown>(sessionStore(), KEY, undefined);
  return isDraft(draft) && draft.flow === flow ? draft : undefined;
}

/** Starts or updates the flow's draft; a draft of another flow is replaced. */
export function rememberCheckoutDraft(draft: CheckoutDraft): void {
  writeJson(sessionStore(), KEY, { ...readCheckoutDraft(draft.flow), ...draft });
}

/** Called once the order is complete. */
export function forgetCheckoutDraft(): void {
  sessionStore().removeItem(KEY);
}
