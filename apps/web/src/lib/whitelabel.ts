import { getWhitelabelConfig, type WhitelabelConfig } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client.ts';
import { type Brand, describeBrand } from './brand.ts';
import { useFacilityGroup } from './request-context.ts';

/**
 * The brand of this request; null when there is none. No content (204) and a 404 mean "no brand"; any other failure
 * is logged and also treated as no brand (spec 000 section 7: a non-200 answer yields nothing), so the portal works.
 */
export async function fetchWhitelabelConfig(): Promise<WhitelabelConfig | null> {
  try {
    return (await api(getWhitelabelConfig)) ?? null;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.warn('White-label config unavailable', error);
    return null;
  }
}

export interface BrandState {
  brand: Brand;
  /** True only until the first brand is known; later switches keep showing the previous brand meanwhile. */
  isPending: boolean;
}

/** The facility group travels as the x-facility-group header; it is part of the key so a new one refetches. */
export function useBrand(): BrandState {
  const facilityGroup = useFacilityGroup();
  const { data, isPending } = useQuery({
    queryKey: ['whitelabel', facilityGroup ?? null],
    queryFn: fetchWhitelabelConfig,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const config = data ?? null;
  const brand = useMemo(() => describeBrand(config), [config]);
  return { brand, isPending };
}
