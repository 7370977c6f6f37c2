import { autocompletePlaces } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Spec 001 section 7.6: at most six places; the countries are the server's (de, ch, at, plus us for the US studio). */
const PLACE_LIMIT = 6;
const MIN_LENGTH = 2;

export function placeSuggestionsQueryOptions(text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: ['places', 'autocomplete', query],
    queryFn: ({ signal }) => api(autocompletePlaces, { query: { query, limit: PLACE_LIMIT }, signal }),
    enabled: query.length >= MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

/** Places whose name or postcode starts with the text; nothing for fewer than two characters. */
export function usePlaceSuggestions(text: string) {
  return useQuery(placeSuggestionsQueryOptions(text));
}
