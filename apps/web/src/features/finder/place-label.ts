import type { Place } from '@motus/contract';
import { countryName } from '../../lib/intl.ts';

/** 'München, Bayern, Deutschland': the place as the server names it, the country in the UI language. */
export function placeLabel(place: Place, locale: string): string {
  return [place.name, place.region, countryName(place.countryCode, locale) ?? place.countryCode]
    .filter(Boolean)
    .join(', ');
}
