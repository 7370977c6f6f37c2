/** Where distances are measured from: a chosen place, or the visitor's own position (label null). */
export interface FinderOrigin {
  latitude: number;
  longitude: number;
  label: string | null;
}

/** The finder's search as the address keeps it (q, lat, lng, near), so going back from a studio restores it. */
export interface FinderSearch {
  text: string;
  origin: FinderOrigin | null;
}

const PARAMS = { text: 'q', latitude: 'lat', longitude: 'lng', label: 'near' } as const;

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

export function readFinderSearch(search: string): FinderSearch {
  const query = new URLSearchParams(search);
  const latitude = coordinate(query.get(PARAMS.latitude), 90);
  const longitude = coordinate(query.get(PARAMS.longitude), 180);
  const origin =
    latitude === undefined || longitude === undefined
      ? null
      : { latitude, longitude, label: query.get(PARAMS.label) || null };
  return { text: query.get(PARAMS.text)?.trim() ?? '', origin };
}

/** The address query with the finder's parameters replaced; every other parameter stays. */
export function writeFinderSearch(search: string, next: FinderSearch): string {
  const query = new URLSearchParams(search);
  for (const name of Object.values(PARAMS)) query.delete(name);
  if (next.text) query.set(PARAMS.text, next.text);
  if (next.origin) {
    query.set(PARAMS.latitude, next.origin.latitude.toFixed(5));
    query.set(PARAMS.longitude, next.origin.longitude.toFixed(5));
    if (next.origin.label) query.set(PARAMS.label, next.origin.label);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
