import type { Path } from 'react-router';
import { keepStickyQuery } from '../../lib/sticky-query.ts';

/**
 * An in-app address (path, optionally with its own query) as a link target that keeps the brand and language
 * parameters of the current page; the address's own parameters win.
 */
export function stickyTarget(href: string, currentSearch: string): Partial<Path> {
  const url = new URL(href, 'http://portal.invalid');
  const kept = keepStickyQuery(url.pathname, currentSearch);
  const query = new URLSearchParams(typeof kept === 'string' ? '' : kept.search);
  for (const [name, value] of url.searchParams) query.set(name, value);
  const search = query.toString();
  return { pathname: url.pathname, search: search ? `?${search}` : '' };
}
