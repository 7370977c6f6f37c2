import { z } from 'zod';

/** An ISO-8601 date-time string on the wire; the web client turns listed fields into `Date`s. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Query values arrive as strings; numeric strings become numbers. */
export const numericId = z.coerce.number().int().positive();

export const localeTag = z.string().regex(/^[a-z]{2}([_-][A-Za-z]{2})?$/, 'locale like de_DE or en-GB');
