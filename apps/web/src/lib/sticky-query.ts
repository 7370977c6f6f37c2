import { type Path, parsePath, type To, useLocation } from 'react-router';
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

/** The sticky parameters of a search string that have a value. */
function stickyParams(search: string): URLSearchParams {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of STICKY_PARAMS) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}

export function keepStickyQuery(pathname: string, search: string): To {
  const query = stickyParams(search).toString();
  return query ? { pathname, search: `?${query}` } : { pathname };
}

/**
 * An in-app address (a path, optionally with its own query and hash) plus the brand and language parameters of the
 * current page; the address's own parameters win. Every in-app redirect goes through here (spec 000 section 2.5).
 */
export function withStickyQuery(path: string, currentSearch: string): string {
  const target = new URL(path, 'http://motus.invalid');
  const query = stickyParams(currentSearch);
  for (const [name, value] of target.searchParams) query.set(name, value);
  const text = query.toString();
  return `${target.pathname}${text ? `?${text}` : ''}${target.hash}`;
}

/** A link target inside the app that keeps the brand and language parameters of the current page. */
export function useStickyTo(pathname: string): To {
  return keepStickyQuery(pathname, useLocation().search);
}

/** An in-app address as a link target that keeps the brand and language parameters of the current page. */
export function stickyTarget(href: string, currentSearch: string): Partial<Path> {
  return parsePath(withStickyQuery(href, currentSearch));
}
