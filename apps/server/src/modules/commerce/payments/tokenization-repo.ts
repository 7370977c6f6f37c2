import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type TokenizationRow, tokenizations } from './schema.ts';

export type NewTokenization = typeof tokenizations.$inferInsert;
export type TokenizationChange = Partial<
  Pick<TokenizationRow, 'state' | 'userId' | 'instrumentId' | 'providerSessionId' | 'completedAt'>
>;

/** A new tokenization, or a retried one started over (a new provider session for the same reference). */
export async function upsertTokenization(db: Database, row: NewTokenization): Promise<void> {
  await db
    .insert(tokenizations)
    .values(row)
    .onConflictDoUpdate({
      target: tokenizations.reference,
      set: { method: row.method, state: row.state, providerSessionId: null },
    });
}

export async function findTokenization(db: Database, reference: string): Promise<TokenizationRow | undefined> {
  const [row] = await db.select().from(tokenizations).where(eq(tokenizations.reference, reference)).limit(1);
  return row;
}

/** Takes the tokenization's row lock: completing it happens once, on any server instance. */
export async function lockTokenization(db: Database, reference: string): Promise<TokenizationRow | undefined> {
  const [row] = await db.select().from(tokenizations).where(eq(tokenizations.reference, reference)).for('update');
  return row;
}

export async function changeTokenization(
  db: Database,
  reference: string,
  change: TokenizationChange,
): Promise<TokenizationRow> {
  const [row] = await db.update(tokenizations).set(change).where(eq(tokenizations.reference, reference)).returning();
  if (!row) throw new Error(`tokenization ${reference} vanished`);
  return row;
}
