import { numberFormat } from '../../lib/intl.ts';

const KM_PER_MILE = 1.609344;

/** Kilometres, or miles for en-US; one decimal below ten, whole numbers above. */
export function formatDistance(km: number, locale: string): string {
  const miles = locale === 'en-US';
  const value = miles ? km / KM_PER_MILE : km;
  return numberFormat(locale, {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
