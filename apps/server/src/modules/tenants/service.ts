import { ErrorCodes, encodeStudioUuid, type TenantInfo } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Tenancy } from '../../lib/tenant-scope.ts';
import { listStudioRefs } from '../studios/index.ts';
import { findTenant } from './repo.ts';

interface TenantInfoRequest {
  tenant: string | undefined;
  organizationUnitId: number | undefined;
  /** The logged-in member, if any: connectedTenant says whether they are connected to this tenant. */
  userId: string | undefined;
}

export async function getTenantInfo(
  db: Database,
  tenancy: Pick<Tenancy, 'isConnected'>,
  request: TenantInfoRequest,
): Promise<TenantInfo> {
  if (!request.tenant)
    throw badRequest(ErrorCodes.validationFailed, 'A tenant is required (query tenant or x-tenant header)');
  const tenant = await findTenant(db, request.tenant);
  if (!tenant) throw notFound(ErrorCodes.tenantNotFound, `Tenant ${request.tenant} not found`);
  const studios = await listStudioRefs(db, tenant.id);
  const studio = request.organizationUnitId
    ? studios.find((candidate) => candidate.id === request.organizationUnitId)
    : undefined;
  if (request.organizationUnitId && !studio) {
    throw notFound(ErrorCodes.studioNotFound, `Studio ${request.organizationUnitId} not found for this tenant`);
  }
  return {
    publicTenantName: tenant.publicName,
    tenantName: tenant.name,
    connectedTenant: request.userId ? await tenancy.isConnected(request.userId, tenant.id) : false,
    studios,
    tenantLogo: tenant.logoUrl,
    organizationUnitId: studio?.id ?? null,
    studioUuid: studio ? encodeStudioUuid({ tenant: tenant.id, organizationUnitId: studio.id }) : null,
    error: false,
  };
}
