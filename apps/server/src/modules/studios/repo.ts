import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type StudioRow, studioClosingHours, studioContacts, studios } from './schema.ts';

export function findStudios(db: Database, tenantId: string | undefined): Promise<StudioRow[]> {
  const query = db.select().from(studios);
  return (tenantId ? query.where(eq(studios.tenantId, tenantId)) : query).orderBy(asc(studios.name));
}

export async function findStudio(db: Database, studioId: number): Promise<StudioRow | undefined> {
  const [row] = await db.select().from(studios).where(eq(studios.id, studioId)).limit(1);
  return row;
}

export function findContacts(db: Database, studioIds: number[]) {
  if (studioIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(studioContacts)
    .where(inArray(studioContacts.studioId, studioIds))
    .orderBy(asc(studioContacts.position));
}

export function findClosingHours(db: Database, studioIds: number[]) {
  if (studioIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(studioClosingHours)
    .where(inArray(studioClosingHours.studioId, studioIds))
    .orderBy(asc(studioClosingHours.from));
}
