import type { Database } from '../../db/client.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { personalDataOfBookings } from '../booking/index.ts';
import { personalDataOfPayments } from '../commerce/index.ts';
import { personalDataOfContracts } from '../contracts/index.ts';
import { personalDataOfCustomer } from '../customer-data/index.ts';
import { personalDataOfAccount } from '../identity/index.ts';
import { personalDataOfMails } from '../mail/index.ts';

/**
 * Everything the portal stores about the member in the scope's tenant (GDPR art. 15 and 20), collected from the
 * modules that own it: the account, the studio's customer record, contracts, bookings, payments and mail.
 */
export async function collectDataPrivacyExport(db: Database, scope: TenantScope<'customer'>, now: Date) {
  const userId = scope.user.userId;
  const member = { tenant: scope.tenant, customerId: scope.customerId };
  const [identity, customerData, contracts, bookings, payments, mails] = await Promise.all([
    personalDataOfAccount(db, userId),
    personalDataOfCustomer(db, member),
    personalDataOfContracts(db, member),
    personalDataOfBookings(db, member),
    personalDataOfPayments(db, { userId, ...member }),
    personalDataOfMails(db, userId),
  ]);
  return {
    generatedAt: now.toISOString(),
    account: identity.account,
    customer: customerData.customer,
    contracts,
    bookings,
    payments,
    amendments: customerData.amendments,
    consents: identity.consents,
    mails,
  };
}

export type DataPrivacyExport = Awaited<ReturnType<typeof collectDataPrivacyExport>>;

/** The file's name carries the day it was made: motus-data-2026-11-26.json. */
export function exportFilename(generatedAt: string, extension: 'json' | 'pdf'): string {
  return `motus-data-${generatedAt.slice(0, 10)}.${extension}`;
}
