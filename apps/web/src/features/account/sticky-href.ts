import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { withStickyQuery } from '../../lib/sticky-query.ts';

/** In-app addresses with their own parameters that keep the page's brand and language parameters. */
export function useStickyHref(): (pathname: string, query?: Record<string, string>) => string {
  const { search } = useLocation();
  return useCallback(
    (pathname, query = {}) => {
      const own = new URLSearchParams(query).toString();
      return withStickyQuery(own ? `${pathname}?${own}` : pathname, search);
    },
    [search],
  );
}
