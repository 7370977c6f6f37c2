import { getBookableModules } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { contractsKey } from './contract-keys.ts';

export function bookableModulesQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [...contractsKey, 'bookable-modules', locale],
    queryFn: ({ signal }) => api(getBookableModules, { query: { locale }, signal }),
  });
}

/** The add-ons the member's running contract can still book. */
export function useBookableModules() {
  return useQuery(bookableModulesQueryOptions(useLocale()));
}
