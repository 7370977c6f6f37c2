import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type NewUserRow, type UserRow, users } from '../schema/users.ts';

const lowerEmail = sql`lower(${users.email})`;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(lowerEmail, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether another account logs in with this address. */
export async function isEmailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(lowerEmail, email.toLowerCase()), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(db: Database, row: NewUserRow): Promise<UserRow> {
  const [user] = await db.insert(users).values(row).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export async function updateUser(db: Database, id: string, changes: Partial<NewUserRow>): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error(`user ${id} vanished during an update`);
  return user;
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
