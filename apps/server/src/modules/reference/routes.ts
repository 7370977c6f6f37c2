import { type Country, getCountries, getUsStates } from '@motus/contract';
import { negotiateLocale } from '@motus/i18n';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { COUNTRY_CODES } from './country-codes.ts';
import { US_STATES } from './us-states.ts';

/** Country names in the caller's language, sorted as that language sorts them. */
export function countriesIn(locale: string): Country[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

export default async function referenceRoutes(app: FastifyInstance) {
  registerCall(app, getCountries, async ({ query, request }) =>
    countriesIn(negotiateLocale([query.locale, request.context.locale])),
  );
  registerCall(app, getUsStates, async () => [...US_STATES]);
}
