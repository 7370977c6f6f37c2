import type { CustomerConfig } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { findSettings } from './repo.ts';

/** The member's customer configuration in the tenant of their scope. */
export async function customerConfig(db: Database, tenant: string): Promise<CustomerConfig> {
  const settings = await findSettings(db, tenant);
  return {
    paymentSignatureRequired: settings?.paymentSignatureRequired ?? false,
    permissions: settings?.permissions ?? [],
  };
}
