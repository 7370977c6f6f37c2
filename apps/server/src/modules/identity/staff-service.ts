import type { Database } from '../../db/client.ts';
import { uiLocaleOf } from './accounts.ts';
import { hashPassword } from './password.ts';
import { createAccount } from './registration-service.ts';
import { findStaffTenant, insertStaffMember } from './repo/staff-members.ts';

export interface NewStaffAccount {
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  locale?: string | undefined;
}

/** A verified account that is staff of the tenant (a 409 when the address has an account already). */
export async function createStaffAccount(db: Database, account: NewStaffAccount): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const user = await createAccount(tx, {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash,
      locale: uiLocaleOf(account.locale),
      verified: true,
    });
    await insertStaffMember(tx, { userId: user.id, tenantId: account.tenant });
    return { userId: user.id };
  });
}

/** The tenant the account works for, or null for an account that is no staff. */
export async function staffTenantOf(db: Database, userId: string): Promise<string | null> {
  return (await findStaffTenant(db, userId)) ?? null;
}
