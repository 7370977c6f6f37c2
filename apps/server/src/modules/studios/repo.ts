import { and, asc, eq, getTableColumns, inArray, max, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type NewStudioRow,
  type StudioRow,
  sepaMandateTexts,
  studioAdditionalMenuEntries,
  studioClosingHours,
  studioContacts,
  studioFeatures,
  studioLegalInfos,
  studioLogos,
  studioMenuEntries,
  studioOpeningHours,
  studios,
  studioTrainingSections,
} from './schema.ts';

const { searchVector: _vector, searchName: _name, searchCity: _city, ...columns } = getTableColumns(studios);

/** Every column but the search columns, which only the search reads. */
export const studioColumns = columns;

export function findStudios(db: Database, tenantId: string | undefined): Promise<StudioRow[]> {
  const query = db.select(studioColumns).from(studios);
  return (tenantId ? query.where(eq(studios.tenantId, tenantId)) : query).orderBy(asc(studios.name));
}

export function findStudiosByIds(db: Database, studioIds: number[]): Promise<StudioRow[]> {
  if (studioIds.length === 0) return Promise.resolve([]);
  return db.select(studioColumns).from(studios).where(inArray(studios.id, studioIds));
}

export async function findStudio(db: Database, studioId: number): Promise<StudioRow | undefined> {
  const [row] = await db.select(studioColumns).from(studios).where(eq(studios.id, studioId)).limit(1);
  return row;
}

export async function findStudioBySlug(db: Database, slug: string): Promise<StudioRow | undefined> {
  const [row] = await db.select(studioColumns).from(studios).where(eq(studios.slug, slug)).limit(1);
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

export function findOpeningHours(db: Database, studioId: number) {
  return db
    .select()
    .from(studioOpeningHours)
    .where(eq(studioOpeningHours.studioId, studioId))
    .orderBy(asc(studioOpeningHours.weekday), asc(studioOpeningHours.opensAt));
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

export function findAdditionalMenuEntries(db: Database, studioId: number) {
  return db
    .select()
    .from(studioAdditionalMenuEntries)
    .where(eq(studioAdditionalMenuEntries.studioId, studioId))
    .orderBy(asc(studioAdditionalMenuEntries.position));
}

export function findTrainingSections(db: Database, studioId: number) {
  return db
    .select()
    .from(studioTrainingSections)
    .where(eq(studioTrainingSections.studioId, studioId))
    .orderBy(asc(studioTrainingSections.position));
}

export function findSepaMandateTexts(db: Database, tenantId: string) {
  return db.select().from(sepaMandateTexts).where(eq(sepaMandateTexts.tenantId, tenantId));
}

async function firstLogo(db: Database, condition: SQL) {
  const [row] = await db
    .select({ thumbnail: studioLogos.thumbnail, updatedAt: studioLogos.updatedAt })
    .from(studioLogos)
    .where(condition)
    .orderBy(asc(studioLogos.studioId))
    .limit(1);
  return row;
}

export function findLogoThumbnail(db: Database, studioId: number) {
  return firstLogo(db, eq(studioLogos.studioId, studioId));
}

/** The logo of the tenant's studio that comes first by id. */
export function findTenantLogoThumbnail(db: Database, tenantId: string) {
  return firstLogo(db, eq(studioLogos.tenantId, tenantId));
}

export async function upsertLogo(
  db: Database,
  logo: { studioId: number; tenantId: string; contentType: string; original: Buffer; thumbnail: Buffer },
): Promise<void> {
  const { studioId, ...values } = logo;
  await db
    .insert(studioLogos)
    .values(logo)
    .onConflictDoUpdate({ target: studioLogos.studioId, set: { ...values, updatedAt: new Date() } });
}

/** Organisation unit ids continue after the highest in use; the first studio of a fresh installation is 1000000001. */
export async function nextStudioId(db: Database): Promise<number> {
  const [row] = await db.select({ highest: max(studios.id) }).from(studios);
  return (row?.highest ?? 1_000_000_000) + 1;
}

export async function insertStudio(db: Database, studio: NewStudioRow): Promise<StudioRow> {
  const [row] = await db.insert(studios).values(studio).returning(studioColumns);
  if (!row) throw new Error('studio not inserted');
  return row;
}

export async function insertContacts(db: Database, contacts: (typeof studioContacts.$inferInsert)[]): Promise<void> {
  if (contacts.length > 0) await db.insert(studioContacts).values(contacts);
}
