import type { StudioRef } from '@motus/contract';
import { brandRules } from '../../lib/brand-rules.ts';
import { useFeature } from '../../lib/studio-config.ts';
import { type PublicStudio, studioUuidOf, useCurrentStudio, useTenant } from '../../lib/studio-context.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { useTenantName } from '../../lib/use-tenant-name.ts';
import { useBrand } from '../../lib/whitelabel.ts';
import { type StudioNavigation, studioNavigation } from './navigation.ts';

export interface StudioFrame {
  ref: StudioRef | null;
  studioUuid: string | null;
  /** The loaded studio; undefined while loading or without one. */
  studio: PublicStudio | undefined;
  tenant: string | undefined;
  tenantName: string | undefined;
  navigation: StudioNavigation;
}

const NO_NAVIGATION: StudioNavigation = { tabs: [], trialSession: null };

/** What the frame shows about the page's studio and tenant: names, and the navigation the user may use. */
export function useStudioFrame(): StudioFrame {
  const { ref, studio } = useCurrentStudio();
  const tenant = useTenant();
  const tenantName = useTenantName(tenant);
  const { can } = usePermissions();
  const feature = useFeature();
  const { homeTabHidden } = brandRules(useBrand().brand.config);
  const studioUuid = ref ? studioUuidOf(ref) : null;
  const navigation = studioUuid ? studioNavigation(studioUuid, { can, feature, homeTabHidden }) : NO_NAVIGATION;
  return { ref, studioUuid, studio, tenant, tenantName, navigation };
}
