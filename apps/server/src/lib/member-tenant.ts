import type { StudioConnect } from '@motus/contract';
import type { Database } from '../db/client.ts';
import { connectedCustomer, listStudioConnects } from '../modules/identity/studio-connect-service.ts';
import { HttpError } from './http-error.ts';

export const NOT_CONNECTED_TO_TENANT = 'NOT_CONNECTED_TO_TENANT';

/**
 * The member's studio connect in the tenant asked for (else their first one). Member data of a tenant is only
 * answered through this, so a member never reads another tenant's data.
 */
export async function requireConnect(db: Database, userId: string, tenant: string | undefined): Promise<StudioConnect> {
  const connects = await listStudioConnects(db, userId);
  const connect = tenant ? connects.find((candidate) => candidate.tenant === tenant) : connects[0];
  if (!connect) {
    throw new HttpError(403, NOT_CONNECTED_TO_TENANT, `The account is not connected to ${tenant ?? 'a studio'}`);
  }
  return connect;
}

/** The member's customer in the tenant asked for (else in their first connected tenant). */
export async function requireMemberCustomer(
  db: Database,
  userId: string,
  tenant: string | undefined,
): Promise<{ tenant: string; customerId: string }> {
  const connect = await requireConnect(db, userId, tenant);
  const customer = await connectedCustomer(db, userId, connect.tenant);
  if (!customer) throw new HttpError(403, NOT_CONNECTED_TO_TENANT, `The account is not connected to ${connect.tenant}`);
  return { tenant: connect.tenant, customerId: customer.customerId };
}
