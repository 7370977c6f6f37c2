import {
  type ConsumptionCredit,
  type ConsumptionCreditValidation,
  type ConsumptionCreditVariants,
  type CustomerCenterPermission,
  ErrorCodes,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { minorOf, toMoney } from '../../lib/money.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { customerConfig } from '../customer-center/index.ts';
import { findCustomer } from '../customers/index.ts';
import { requireStudio } from '../studios/index.ts';
import { rechargeLimitsOf, refusalOf } from './limits.ts';
import { balanceMinorOf, latestMovementsOf } from './repo.ts';

/** How many movements the member sees: the recent ones, not the whole history. */
const RECENT_MOVEMENTS = 50;

/** 403 FORBIDDEN unless the tenant grants its members this part of the consumption credit. */
export async function requirePermission(db: Database, tenant: string, permission: CustomerCenterPermission) {
  if (!(await customerConfig(db, tenant)).permissions.includes(permission)) {
    throw new HttpError(403, ErrorCodes.forbidden, 'The studio does not offer this part of the consumption credit');
  }
}

/** The customer's studio, whose currency their credit is kept and recharged in. */
export async function creditStudioOf(db: Database, customer: ConnectedCustomer) {
  const row = await findCustomer(db, customer.tenant, customer.customerId);
  if (!row) throw new Error(`The customer ${customer.customerId} is gone`);
  return requireStudio(db, row.studioId);
}

/** GET consumptioncredit: the balance and the recent movements, newest first. */
export async function consumptionCredit(db: Database, customer: ConnectedCustomer): Promise<ConsumptionCredit> {
  await requirePermission(db, customer.tenant, 'CUSTOMER_CENTER_CONSUMPTION_CREDIT_DISPLAY');
  const studio = await creditStudioOf(db, customer);
  const movements = await latestMovementsOf(db, customer, RECENT_MOVEMENTS);
  return {
    balance: toMoney(await balanceMinorOf(db, customer), studio.currencyCode),
    studioId: studio.id,
    movements: movements.map((movement) => ({
      id: movement.id,
      createdAt: movement.createdAt.toISOString(),
      text: movement.text,
      amount: toMoney(movement.amountMinor, movement.currencyCode),
    })),
  };
}

/** GET consumptioncredit/variants: the amounts offered and the limits of a free amount. */
export async function rechargeVariants(db: Database, customer: ConnectedCustomer): Promise<ConsumptionCreditVariants> {
  await requirePermission(db, customer.tenant, 'CUSTOMER_CENTER_CONSUMPTION_CREDIT_RECHARGE');
  const { currencyCode } = await creditStudioOf(db, customer);
  const limits = rechargeLimitsOf(customer.tenant);
  return {
    variants: limits.variantsMinor.map((minor) => toMoney(minor, currencyCode)),
    minimum: toMoney(limits.minimumMinor, currencyCode),
    maximum: toMoney(limits.maximumMinor, currencyCode),
  };
}

/** GET consumptioncredit/validation: whether a recharge of this amount (major units) is allowed, and why not. */
export async function validateRecharge(
  db: Database,
  customer: ConnectedCustomer,
  amount: number,
): Promise<ConsumptionCreditValidation> {
  await requirePermission(db, customer.tenant, 'CUSTOMER_CENTER_CONSUMPTION_CREDIT_RECHARGE');
  const { currencyCode } = await creditStudioOf(db, customer);
  const limits = rechargeLimitsOf(customer.tenant);
  const reason = refusalOf(limits, minorOf({ amount, currency: currencyCode }));
  return {
    valid: reason === null,
    reason,
    minimum: toMoney(limits.minimumMinor, currencyCode),
    maximum: toMoney(limits.maximumMinor, currencyCode),
  };
}
