import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type AdditionalEmailRow, additionalEmails } from '../schema/users.ts';

function ofUser(userId: string, email: string) {
  return and(eq(additionalEmails.userId, userId), eq(sql`lower(${additionalEmails.email})`, email.toLowerCase()));
}

export function listAdditionalEmails(db: Database, userId: string): Promise<AdditionalEmailRow[]> {
  return db
    .select()
    .from(additionalEmails)
    .where(eq(additionalEmails.userId, userId))
    .orderBy(asc(additionalEmails.createdAt));
}

export async function findAdditionalEmail(
  db: Database,
  userId: string,
  email: string,
): Promise<AdditionalEmailRow | undefined> {
  const [row] = await db.select().from(additionalEmails).where(ofUser(userId, email)).limit(1);
  return row;
}

export async function insertAdditionalEmail(
  db: Database,
  userId: string,
  email: string,
  verified: boolean,
): Promise<void> {
  await db.insert(additionalEmails).values({ userId, email, verified }).onConflictDoNothing();
}

export async function markAdditionalEmailVerified(db: Database, userId: string, email: string): Promise<void> {
  await db.update(additionalEmails).set({ verified: true }).where(ofUser(userId, email));
}

export async function deleteAdditionalEmailRow(db: Database, userId: string, email: string): Promise<boolean> {
  const deleted = await db.delete(additionalEmails).where(ofUser(userId, email)).returning({ id: additionalEmails.id });
  return deleted.length > 0;
}
