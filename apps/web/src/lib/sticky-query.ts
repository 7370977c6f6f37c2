import { type To, useLocation } from 'react-router';
import { STUDIO_CODE_PARAM } from './request-context.ts';

/** Parameters that choose the brand, the language or the page mode and so must survive in-app navigation. */
const STICKY_PARAMS = [
  'facilityGroup',
  STUDIO_CODE_PARAM,
  'locale',
  'noHeader',
  'noFooter',
  'bookingPortal',
  'externalPage',
];

export function keepStickyQuery(pathname: string, search: string): To {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of STICKY_PARAMS) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? { pathname, search: `?${query}` } : { pathname };
}

/** A link target inside the app that keeps the brand and language parameters of the current page. */
export function useStickyTo(pathname: string): To {
  return keepStickyQuery(pathname, useLocation().search);
}
