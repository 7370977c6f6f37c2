import { customType, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from './localized-text.ts';

/** A UTC instant (DESIGN.md section 3: times are timestamptz). */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true });
}

export function createdAt() {
  return instant('created_at').notNull().defaultNow();
}

/** Binary data (profile pictures) as PostgreSQL bytea. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A full-text search document (GIN-indexed prefix search). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Translations of a row's text fields by language (lib/localized-text.ts); its own columns are the fallback. */
export function translations<Field extends string>() {
  return jsonb('translations').$type<Translations<Field>>().notNull().default({});
}
