import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { localeTag } from '../schemas.ts';

export const countrySchema = z.object({ code: z.string().length(2), name: z.string() });
export const usStateSchema = z.object({ name: z.string(), abbreviation: z.string().length(2) });

const localeQuery = z.object({ locale: localeTag.optional() });

export const getCountries = defineCall({
  id: 'reference.getCountries',
  method: 'GET',
  path: '/nox/public/v1/countries',
  auth: 'public',
  query: localeQuery,
  answer: z.array(countrySchema),
});

export const getUsStates = defineCall({
  id: 'reference.getUsStates',
  method: 'GET',
  path: '/nox/public/v1/address/usa/states',
  auth: 'public',
  answer: z.array(usStateSchema),
});

export const getHealth = defineCall({
  id: 'site.getHealth',
  method: 'GET',
  path: '/healthz',
  auth: 'public',
  answer: z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    /** Whether the server has the web app's development gallery (/dev/ui) turned on (DEV_UI). */
    devUi: z.boolean(),
  }),
});

export type Country = z.infer<typeof countrySchema>;
export type UsState = z.infer<typeof usStateSchema>;
