import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/columns.ts';
import { tenantId } from '../../tenants/schema.ts';
import { users } from './users.ts';

/**
 * An employee's account: staff of exactly one tenant, whose members' requests it decides in the staff area. A staff
 * account is a portal account like any other; the row is what makes it staff.
 */
export const staffMembers = pgTable('staff_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  createdAt: createdAt(),
});

export type StaffMemberRow = typeof staffMembers.$inferSelect;
