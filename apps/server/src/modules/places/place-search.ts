import type { Place } from '@motus/contract';

export interface PlaceQuery {
  text: string;
  /** ISO codes, upper case. */
  countries: string[];
  limit: number;
}

/**
 * Geocoding and place search for the studio finder (spec 001 section 7.6). The built-in implementation answers from
 * a bundled city list and the studios' own addresses, offline; a real geocoding service plugs in behind this.
 */
export interface PlaceSearch {
  /** Places whose name or postcode starts with what was typed, best first. */
  autocomplete(query: PlaceQuery): Promise<Place[]>;
  /** Places a whole text names ("Leopoldstraße München", "80802"), best first. */
  search(query: PlaceQuery): Promise<Place[]>;
  /** The known place nearest to the coordinates, with its region; undefined when nothing is near. */
  reverse(latitude: number, longitude: number): Promise<Place | undefined>;
}
