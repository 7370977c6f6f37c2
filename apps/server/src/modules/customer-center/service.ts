import type { CustomerConfig } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isConnectedToTenant, listStudioConnects } from '../identity/studio-connect-service.ts';
import { findSettings } from './repo.ts';

const NOT_CONNECTED = 'NOT_CONNECTED_TO_TENANT';

/** The tenant asked for, else the one of the member's first studio connect. */
async function tenantOf(db: Database, userId: string, requested: string | undefined): Promise<string> {
  if (requested) return requested;
  const [first] = await listStudioConnects(db, userId);
  if (!first) throw new HttpError(403, NOT_CONNECTED, 'The account is not connected to a studio');
  return first.tenant;
}

/** The member's customer configuration in a tenant; only a member connected to that tenant may read it. */
export async function customerConfig(
  db: Database,
  userId: string,
  requested: string | undefined,
): Promise<CustomerConfig> {
  const tenant = await tenantOf(db, userId, requested);
  if (!(await isConnectedToTenant(db, userId, tenant))) {
    throw new HttpError(403, NOT_CONNECTED, `The account is not connected to tenant ${tenant}`);
  }
  const settings = await findSettings(db, tenant);
  return {
    paymentSignatureRequired: settings?.paymentSignatureRequired ?? false,
    permissions: settings?.permissions ?? [],
  };
}
