import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type FinderSearch, readFinderSearch, writeFinderSearch } from './finder-search.ts';

/** The finder's search, kept in the address. */
export function useFinderSearch(): [FinderSearch, (next: FinderSearch) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const set = useCallback(
    (next: FinderSearch) => navigate({ pathname, search: writeFinderSearch(search, next) }, { replace: true }),
    [navigate, pathname, search],
  );
  return [readFinderSearch(search), set];
}
