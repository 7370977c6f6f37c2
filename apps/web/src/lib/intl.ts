/** The default studio time zone (spec 000 section 9). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** A country's name in the UI locale; undefined when Intl does not know the code. */
export function countryName(countryCode: string, locale: string): string | undefined {
  const code = countryCode.toUpperCase();
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

function dateTimeFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: DEFAULT_TIME_ZONE });
  }
}

/** A period in the UI locale, as wall-clock time of the given zone (a studio's, not the visitor's). */
export function formatDateTimeRange(from: Date, until: Date, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, timeZone).formatRange(from, until);
}
