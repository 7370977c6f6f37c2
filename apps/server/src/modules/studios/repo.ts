import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type StudioRow,
  studioClosingHours,
  studioContacts,
  studioFeatures,
  studioLegalInfos,
  studioMenuEntries,
  studios,
} from './schema.ts';

export function findStudios(db: Database, tenantId: string | undefined): Promise<StudioRow[]> {
  const query = db.select().from(studios);
  return (tenantId ? query.where(eq(studios.tenantId, tenantId)) : query).orderBy(asc(studios.name));
}

export function findStudiosByIds(db: Database, studioIds: number[]): Promise<StudioRow[]> {
  if (studioIds.length === 0) return Promise.resolve([]);
  return db.select().from(studios).where(inArray(studios.id, studioIds));
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

export function findFeatures(db: Database, studioId: number) {
  return db.select().from(studioFeatures).where(eq(studioFeatures.studioId, studioId));
}

export function findMenuEntries(db: Database, studioId: number) {
  return db
    .select()
    .from(studioMenuEntries)
    .where(eq(studioMenuEntries.studioId, studioId))
    .orderBy(asc(studioMenuEntries.position));
}

export function findActiveLegalInfos(db: Database, studioId: number) {
  return db
    .select()
    .from(studioLegalInfos)
    .where(and(eq(studioLegalInfos.studioId, studioId), eq(studioLegalInfos.active, true)))
    .orderBy(asc(studioLegalInfos.id));
}
