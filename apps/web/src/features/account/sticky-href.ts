import { useCallback } from 'react';
import { createPath, type Path, useLocation } from 'react-router';
import { keepStickyQuery } from '../../lib/sticky-query.ts';

/** In-app addresses with their own parameters that keep the page's brand and language parameters. */
export function useStickyHref(): (pathname: string, query?: Record<string, string>) => string {
  const { search } = useLocation();
  return useCallback(
    (pathname, query = {}) => {
      const params = new URLSearchParams((keepStickyQuery(pathname, search) as Partial<Path>).search);
      for (const [name, value] of Object.entries(query)) params.set(name, value);
      return createPath({ pathname, search: params.size > 0 ? `?${params}` : '' });
    },
    [search],
  );
}
