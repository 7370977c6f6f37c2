import type { StaffMember } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { displayName, requireUser } from '../identity/index.ts';
import { findTenant } from '../tenants/index.ts';

/** Who the staff account is and the tenant it works for. */
export async function staffMemberOf(db: Database, scope: TenantScope<'staff'>): Promise<StaffMember> {
  const [user, tenant] = await Promise.all([requireUser(db, scope.user.userId), findTenant(db, scope.tenant)]);
  return {
    name: displayName(user),
    email: user.email,
    tenant: scope.tenant,
    tenantName: tenant?.publicName ?? scope.tenant,
  };
}
