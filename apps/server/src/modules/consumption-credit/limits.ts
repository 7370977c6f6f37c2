import type { ConsumptionCreditRefusal } from '@motus/contract';

/** What a tenant lets its members recharge, in minor units of the studio's currency (docs/decisions.md). */
export interface RechargeLimits {
  /** The amounts offered as choices, smallest first. */
  variantsMinor: readonly number[];
  minimumMinor: number;
  maximumMinor: number;
}

const DEFAULT_LIMITS: RechargeLimits = { variantsMinor: [2000, 5000, 10000], minimumMinor: 1000, maximumMinor: 25000 };

/** Tenants that offer other amounts than the default; a tenant not named here has the default. */
const LIMITS_OF_TENANT: Readonly<Record<string, RechargeLimits>> = {
  lonestar: { variantsMinor: [2500, 5000, 10000], minimumMinor: 2500, maximumMinor: 20000 },
};

export function rechargeLimitsOf(tenant: string): RechargeLimits {
  return LIMITS_OF_TENANT[tenant] ?? DEFAULT_LIMITS;
}

/** Why a recharge of this amount is not allowed, or null when it is. */
export function refusalOf(limits: RechargeLimits, amountMinor: number): ConsumptionCreditRefusal | null {
  if (amountMinor < limits.minimumMinor) return 'BELOW_MINIMUM';
  if (amountMinor > limits.maximumMinor) return 'ABOVE_MAXIMUM';
  return null;
}
