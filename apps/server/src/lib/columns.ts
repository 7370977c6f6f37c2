import { customType, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../modules/tenants/schema.ts';
import type { Translations } from './localized-text.ts';

/** A UTC instant (DESIGN.md section 3: times are timestamptz). */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true });
}

export function createdAt() {
  return instant('created_at').notNull().defaultNow();
}

/** The owning tenant of a tenant-owned row. */
export function tenantId() {
  return text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
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
