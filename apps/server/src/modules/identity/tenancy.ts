import { ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Tenancy } from '../../lib/tenant-scope.ts';
import { requireStudio } from '../studios/index.ts';
import { listConnectsOfUser } from './repo/studio-connects.ts';
import { staffTenantOf } from './staff-service.ts';
import { isConnectedToTenant } from './studio-connect-service.ts';

function notConnected(tenant: string | undefined): HttpError {
  return new HttpError(403, ErrorCodes.notConnectedToTenant, `The account is not connected to ${tenant ?? 'a studio'}`);
}

/**
 * The account's studio connect in the tenant asked for (else its first one): the customer it is connected to there.
 * Member data of a tenant is only answered through this, so a member never reads another tenant's data.
 */
async function customerOf(db: Database, userId: string, tenant: string | undefined) {
  const connects = await listConnectsOfUser(db, userId);
  const connect = tenant ? connects.find((candidate) => candidate.tenantId === tenant) : connects[0];
  if (!connect) throw notConnected(tenant);
  return { tenant: connect.tenantId, customerId: connect.customerId, homeStudioId: connect.studioId };
}

async function customersOf(db: Database, userId: string, tenant: string | undefined) {
  if (tenant) return [await customerOf(db, userId, tenant)];
  const connects = await listConnectsOfUser(db, userId);
  return connects.map((connect) => ({ tenant: connect.tenantId, customerId: connect.customerId }));
}

async function requireStaffTenant(db: Database, userId: string): Promise<string> {
  const tenant = await staffTenantOf(db, userId);
  if (!tenant) throw new HttpError(403, ErrorCodes.notStaff, 'The account is no staff of a studio');
  return tenant;
}

/** How registerCall resolves a call's scope, on the identity module's connects and the studios. */
export function tenancyOf(db: Database): Tenancy {
  return {
    customerOf: (userId, tenant) => customerOf(db, userId, tenant),
    customersOf: (userId, tenant) => customersOf(db, userId, tenant),
    tenantOfStudio: async (studioId) => (await requireStudio(db, studioId)).tenantId,
    isConnected: (userId, tenant) => isConnectedToTenant(db, userId, tenant),
    staffTenantOf: (userId) => requireStaffTenant(db, userId),
  };
}
