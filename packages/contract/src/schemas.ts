import { z } from 'zod';

/** An ISO-8601 date-time string on the wire; the web client turns listed fields into `Date`s. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** The largest value of a PostgreSQL integer column: a larger id cannot exist, and a query with one would fail. */
export const MAX_INTEGER_ID = 2_147_483_647;

/** Catalogue ids (courses, benefits, variants, …). Query values arrive as strings; numeric strings become numbers. */
export const numericId = z.coerce.number().int().positive().max(MAX_INTEGER_ID);

/** The same in a JSON body, where numbers are numbers. */
export const integerId = z.number().int().positive().max(MAX_INTEGER_ID);

/** Studio (organisation unit) ids come from the studio software and may pass 32 bits: any safe integer. */
export const studioNumber = z.coerce.number().int().positive();

/** A tenant's key as the portal passes it (x-tenant, ?tenant=). */
export const tenantKey = z.string().trim().min(1).max(64);

export const localeTag = z.string().regex(/^[a-z]{2}([_-][A-Za-z]{2})?$/, 'locale like de_DE or en-GB');
