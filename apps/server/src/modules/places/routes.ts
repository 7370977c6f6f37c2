import { autocompletePlaces, reversePlace, StudioErrors, searchPlaces } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../lib/register-call.ts';
import { PLACE_SEARCH_COUNTRIES } from '../studios/index.ts';
import { createBuiltinPlaceSearch } from './builtin-place-search.ts';
import type { PlaceSearch } from './place-search.ts';

export interface PlaceRoutesOptions {
  /** A real geocoding service; the built-in search over bundled cities and studio addresses by default. */
  placeSearch?: PlaceSearch;
}

export default async function placeRoutes(app: FastifyInstance, options: PlaceRoutesOptions) {
  const places = options.placeSearch ?? createBuiltinPlaceSearch(app.db);

  registerCall(app, autocompletePlaces, ({ query }) =>
    places.autocomplete({
      text: query.query,
      countries: query.countries ?? PLACE_SEARCH_COUNTRIES,
      limit: query.limit,
    }),
  );
  registerCall(app, searchPlaces, ({ query }) =>
    places.search({ text: query.query, countries: query.country ?? PLACE_SEARCH_COUNTRIES, limit: query.limit }),
  );
  registerCall(app, reversePlace, async ({ query }) => {
    const place = await places.reverse(query.lat, query.lng);
    if (!place) throw notFound(StudioErrors.placeNotFound, 'No known place near these coordinates');
    return place;
  });
}
