import { type QueryValue, readQueryParams } from '../../lib/query-params.ts';

/** Pages that are always embedded external pages (spec 000 section 2.4); /fitness-apps has vendor and method below. */
const EXTERNAL_PATHS = [
  /^\/event\/?$/,
  /^\/streaming\/?$/,
  /^\/payment\/?$/,
  /^\/self-service(\/.*)?$/,
  /^\/fitness-apps\//,
];
/** The external events page shows no studio header block. */
const EXTERNAL_EVENTS_PATH = /^\/event\/?$/;

export type HeaderMode = 'full' | 'booking-portal' | 'none';

export interface PageMode {
  header: HeaderMode;
  footer: boolean;
  /** The embedded external-page layout: no portal frame, the page inside a card under an optional studio block. */
  external: { studioBlock: boolean } | null;
}

function isOn(value: QueryValue | undefined): boolean {
  return value === true || value === 'true' || value === 1;
}

/**
 * The frame of a page. Query parameters switch it (spec 000 sections 1 and 2.6 leave their names open): `noHeader`,
 * `noFooter`, `externalPage` and `bookingPortal`, each on with `true` or `1`.
 */
export function pageModeOf(pathname: string, search: string): PageMode {
  const query = readQueryParams(search);
  if (isOn(query.externalPage) || EXTERNAL_PATHS.some((path) => path.test(pathname))) {
    return { header: 'none', footer: false, external: { studioBlock: !EXTERNAL_EVENTS_PATH.test(pathname) } };
  }
  const bookingPortal = isOn(query.bookingPortal);
  return {
    header: isOn(query.noHeader) ? 'none' : bookingPortal ? 'booking-portal' : 'full',
    footer: !isOn(query.noFooter),
    external: null,
  };
}
