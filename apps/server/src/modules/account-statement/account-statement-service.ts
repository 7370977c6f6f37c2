import {
  type AccountStatementView,
  type CustomerAccount,
  type CustomerAccountBalance,
  type CustomerCenterPermission,
  ErrorCodes,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { toMoney } from '../../lib/money.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { customerAccountOf, type DueDays, defaultDueDays, openBalanceOf } from '../commerce/index.ts';
import { customerConfig } from '../customer-center/index.ts';
import { type Customer, findCustomer } from '../customers/index.ts';
import { requireStudio } from '../studios/index.ts';

function forbidden(what: string): HttpError {
  return new HttpError(403, ErrorCodes.forbidden, `The studio does not show members ${what}`);
}

async function permissionsOf(db: Database, tenant: string): Promise<readonly CustomerCenterPermission[]> {
  return (await customerConfig(db, tenant)).permissions;
}

/** Every entry with the detailed view; their monthly sums with only the summarized one (detailed wins). */
async function requireView(db: Database, tenant: string): Promise<AccountStatementView> {
  const permissions = await permissionsOf(db, tenant);
  if (permissions.includes('CUSTOMER_CENTER_ACCOUNT_DETAILED_VIEW')) return 'DETAILED';
  if (permissions.includes('CUSTOMER_CENTER_ACCOUNT_SUMMARIZED_VIEW')) return 'SUMMARIZED';
  throw forbidden('their account');
}

async function requireBalancePermission(db: Database, tenant: string): Promise<void> {
  if (!(await permissionsOf(db, tenant)).includes('CUSTOMER_CENTER_ACCOUNT_BALANCE_ALLOWED')) {
    throw forbidden('their balance');
  }
}

interface Account {
  customer: Customer;
  studioId: number;
  currencyCode: string;
}

/** The scope's customer and the currency of their studio, which their balance is kept and paid in. */
async function accountOf(db: Database, scope: TenantScope<'customer'>): Promise<Account> {
  const customer = await findCustomer(db, scope.tenant, scope.customerId);
  if (!customer) throw new Error(`The scope's customer ${scope.customerId} is gone`);
  const studio = await requireStudio(db, customer.studioId);
  return { customer, studioId: studio.id, currencyCode: studio.currencyCode };
}

/** GET account: the statement of the asked due dates (by default the last 12 months and the coming one). */
export async function accountStatement(
  db: Database,
  scope: TenantScope<'customer'>,
  asked: Partial<DueDays>,
): Promise<CustomerAccount> {
  const view = await requireView(db, scope.tenant);
  const { customer, currencyCode } = await accountOf(db, scope);
  return customerAccountOf(db, { customer, currencyCode, days: defaultDueDays(new Date(), asked), view });
}

/** GET account/balance: what is open now, to pay through the account-balance checkout. */
export async function accountBalance(db: Database, scope: TenantScope<'customer'>): Promise<CustomerAccountBalance> {
  await requireBalancePermission(db, scope.tenant);
  const { customer, studioId, currencyCode } = await accountOf(db, scope);
  const open = await openBalanceOf(db, customer, currencyCode);
  return { balance: toMoney(open.totalMinor, currencyCode), openEntries: open.entries.length, studioId };
}
