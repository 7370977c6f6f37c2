import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { staffMembers } from '../schema/staff-members.ts';

export async function insertStaffMember(db: Database, member: { userId: string; tenantId: string }): Promise<void> {
  await db.insert(staffMembers).values(member);
}

export async function findStaffTenant(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ tenantId: staffMembers.tenantId })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId));
  return row?.tenantId;
}
