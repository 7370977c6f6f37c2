import {
  getActiveLegalInfos,
  getMemberActiveMenu,
  getMemberFeatures,
  getPublicActiveMenu,
  getPublicFeatures,
  type LegalInfo,
} from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client.ts';
import { detectEnvironment } from './environment.ts';
import { isFeatureEnabled } from './feature-flags.ts';
import { useSession } from './session.ts';
import { useStudioRef } from './studio-context.ts';

/** Private calls when the user is connected to the studio's tenant, public ones otherwise (spec 001 section 7.4). */
function useConnectedToTenant(tenant: string | undefined): boolean {
  const { user } = useSession();
  return Boolean(tenant && user?.studioConnects.some((connect) => connect.tenant === tenant));
}

export function useFeatureFlags() {
  const studio = useStudioRef();
  const member = useConnectedToTenant(studio?.tenant);
  return useQuery({
    queryKey: ['studio-config', 'features', studio?.organizationUnitId ?? null, member],
    queryFn: ({ signal }) =>
      api(member ? getMemberFeatures : getPublicFeatures, {
        query: { studioId: studio?.organizationUnitId ?? 0 },
        signal,
      }),
    enabled: studio !== null,
  });
}

/** Whether a feature is on for the current page (environment rules of spec 000 section 6 applied). */
export function useFeature(): (name: string) => boolean {
  const { data } = useFeatureFlags();
  const tenant = useStudioRef()?.tenant;
  const environment = detectEnvironment(window.location.hostname);
  return (name) => isFeatureEnabled(data ?? {}, name, { environment, tenant, warn: console.warn });
}

export function useActiveMenuEntries() {
  const studio = useStudioRef();
  const member = useConnectedToTenant(studio?.tenant);
  return useQuery({
    queryKey: ['studio-config', 'menu', studio?.organizationUnitId ?? null, member],
    queryFn: ({ signal }) =>
      api(member ? getMemberActiveMenu : getPublicActiveMenu, {
        query: { studioId: studio?.organizationUnitId ?? 0 },
        signal,
      }),
    enabled: studio !== null,
  });
}

const DEFAULT_IMPRINT: LegalInfo = { type: 'IMPRINT', text: '', externalUrl: false };

/** The studio's active legal infos; with the LEGAL_INFOS feature off, a single default IMPRINT entry. */
export function useActiveLegalInfos(): LegalInfo[] {
  const studio = useStudioRef();
  const feature = useFeature();
  const { i18n } = useTranslation();
  const enabled = studio !== null && feature('LEGAL_INFOS');
  const { data } = useQuery({
    queryKey: ['studio-config', 'legal', studio?.organizationUnitId ?? null, i18n.language],
    queryFn: ({ signal }) =>
      api(getActiveLegalInfos, {
        query: { studioId: studio?.organizationUnitId ?? 0, locale: i18n.language.replace('-', '_') },
        signal,
      }),
    enabled,
  });
  if (studio && !feature('LEGAL_INFOS')) return [DEFAULT_IMPRINT];
  return data?.activeLegalInfos ?? [];
}
