import { readJson, safeStorage, writeJson } from '../../lib/storage.ts';

/**
 * What the buyer chose on a flow's first step, kept until the purchase: how many, the day of a day ticket, the name
 * on a voucher, and whether a day ticket is paid at the studio. Session storage: it leaves with the tab.
 */
export interface ProductChoice {
  /** The flow's base path: a choice belongs to one flow. */
  flow: string;
  quantity: number;
  validOn?: string | undefined;
  recipientName?: string | undefined;
  payLater?: boolean | undefined;
}

const KEY = 'product-choice';
const sessionStore = () => safeStorage(() => window.sessionStorage);

function isChoice(value: unknown): value is ProductChoice {
  if (typeof value !== 'object' || value === null) return false;
  const choice = value as Partial<ProductChoice>;
  return typeof choice.flow === 'string' && typeof choice.quantity === 'number';
}

export function readProductChoice(flow: string): ProductChoice | undefined {
  const choice = readJson<unknown>(sessionStore(), KEY, undefined);
  return isChoice(choice) && choice.flow === flow ? choice : undefined;
}

export function rememberProductChoice(choice: ProductChoice): void {
  writeJson(sessionStore(), KEY, choice);
}
