import { type SQL, sql } from 'drizzle-orm';

const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The same haversine distance as SQL, from a point to the coordinate columns of a row. */
export function distanceKmSql(from: Coordinates, latitude: SQL | unknown, longitude: SQL | unknown): SQL {
  const dLat = sql`radians(${latitude} - ${from.latitude}::float8)`;
  const dLng = sql`radians(${longitude} - ${from.longitude}::float8)`;
  const h = sql`power(sin(${dLat} / 2), 2) + cos(radians(${from.latitude}::float8)) * cos(radians(${latitude})) * power(sin(${dLng} / 2), 2)`;
  return sql`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(${h}))))`;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
