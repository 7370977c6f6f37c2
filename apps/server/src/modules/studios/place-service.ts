import type { Database } from '../../db/client.ts';
import { studioPlaceRows } from './search-repo.ts';

export interface StudioPlace {
  city: string;
  postcode: string | null;
  region: string | null;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface StudioPlaceQuery {
  /** Folded words (searchWords). */
  words: string[];
  countries: string[];
  limit: number;
  /** true: the city or postcode starts with the words (autocomplete); false: the address contains them all. */
  prefixOnly: boolean;
}

/** The cities (or postcodes, for digits) of studio addresses, for the place search. */
export function studioPlaces(db: Database, query: StudioPlaceQuery): Promise<StudioPlace[]> {
  return studioPlaceRows(db, query);
}
