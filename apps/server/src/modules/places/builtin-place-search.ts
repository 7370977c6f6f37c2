import type { Place } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { distanceKm } from '../../lib/geo.ts';
import { foldText, searchWords } from '../../lib/search-text.ts';
import { countryName, type StudioPlace, studioPlaces } from '../studios/index.ts';
import { CITIES, type City } from './cities.ts';
import type { PlaceQuery, PlaceSearch } from './place-search.ts';

/** Reverse lookups farther than this from every known place find nothing. */
const REVERSE_RADIUS_KM = 100;

interface IndexedCity {
  city: City;
  folded: string;
  region: string;
}

const INDEX: IndexedCity[] = CITIES.map((city) => ({
  city,
  folded: foldText(city.name),
  region: foldText(city.region),
}));

function slug(text: string): string {
  return foldText(text).replaceAll(' ', '-');
}

function placeId(type: 'city' | 'postcode', countryCode: string, name: string): string {
  return `${type}:${countryCode.toLowerCase()}:${slug(name)}`;
}

/** Ids that several bundled cities of one country would share (Aurora in Colorado and in Illinois). */
const SHARED_IDS = new Set(
  CITIES.map((city) => placeId('city', city.countryCode, city.name)).filter(
    (id, index, ids) => ids.indexOf(id) !== index,
  ),
);

/** `city:de:munchen`; a name the country has twice adds the region, so every place keeps its own id. */
function cityId(city: City): string {
  const id = placeId('city', city.countryCode, city.name);
  return SHARED_IDS.has(id) ? `${id}:${slug(city.region)}` : id;
}

function cityPlace(city: City): Place {
  return {
    id: cityId(city),
    type: 'CITY',
    name: city.name,
    label: [city.name, city.region, countryName(city.countryCode, 'en')].join(', '),
    postcode: null,
    region: city.region,
    countryCode: city.countryCode,
    latitude: city.latitude,
    longitude: city.longitude,
  };
}

function studioPlace(place: StudioPlace): Place {
  const name = place.postcode ? `${place.postcode} ${place.city}` : place.city;
  return {
    id: placeId(place.postcode ? 'postcode' : 'city', place.countryCode, name),
    type: place.postcode ? 'POSTCODE' : 'CITY',
    name,
    label: [name, place.region, countryName(place.countryCode, 'en')].filter(Boolean).join(', '),
    postcode: place.postcode,
    region: place.region,
    countryCode: place.countryCode,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** 0: the name is the text, 1: the name starts with it, 2: a later word of the name does; undefined: no match. */
function nameRank(entry: IndexedCity, phrase: string): number | undefined {
  if (entry.folded === phrase) return 0;
  if (entry.folded.startsWith(phrase)) return 1;
  return entry.folded.includes(` ${phrase}`) ? 2 : undefined;
}

function rankedCities(phrase: string, countries: string[]): IndexedCity[] {
  return INDEX.filter((entry) => countries.includes(entry.city.countryCode))
    .map((entry) => ({ entry, rank: nameRank(entry, phrase) }))
    .filter((candidate): candidate is { entry: IndexedCity; rank: number } => candidate.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || b.entry.city.populationK - a.entry.city.populationK)
    .map((candidate) => candidate.entry);
}

/** Bundled cities first; studio cities the list lacks and postcodes after them, without doubles. */
function merge(cities: Place[], fromStudios: Place[], limit: number): Place[] {
  const seen = new Set(cities.map((place) => place.id));
  return [...cities, ...fromStudios.filter((place) => !seen.has(place.id))].slice(0, limit);
}

/** Every word must name the city, its region or a postcode: "münchen bayern" and "berlin" both find a city. */
function namesCity(entry: IndexedCity, words: string[]): boolean {
  const haystack = `${entry.folded} ${entry.region}`.split(' ');
  return words.every((word) => haystack.some((part) => part.startsWith(word)));
}

export function createBuiltinPlaceSearch(db: Database): PlaceSearch {
  return {
    async autocomplete({ text, countries, limit }: PlaceQuery) {
      const words = searchWords(text);
      if (words.length === 0) return [];
      const cities = rankedCities(words.join(' '), countries).map((entry) => cityPlace(entry.city));
      const fromStudios = (await studioPlaces(db, { words, countries, limit, prefixOnly: true })).map(studioPlace);
      return merge(cities, fromStudios, limit);
    },

    async search({ text, countries, limit }: PlaceQuery) {
      const words = searchWords(text);
      if (words.length === 0) return [];
      const cities = INDEX.filter((entry) => countries.includes(entry.city.countryCode) && namesCity(entry, words))
        .sort((a, b) => b.city.populationK - a.city.populationK)
        .map((entry) => cityPlace(entry.city));
      const fromStudios = (await studioPlaces(db, { words, countries, limit, prefixOnly: false })).map(studioPlace);
      return merge(cities, fromStudios, limit);
    },

    async reverse(latitude: number, longitude: number) {
      const nearest = CITIES.map((city) => ({ city, km: distanceKm({ latitude, longitude }, city) })).sort(
        (a, b) => a.km - b.km,
      )[0];
      return nearest && nearest.km <= REVERSE_RADIUS_KM ? cityPlace(nearest.city) : undefined;
    },
  };
}
