import { useCustomerConfig } from './customer-config.ts';
import { detectEnvironment } from './environment.ts';
import { grantedPermissions, hasPermission, type PermissionCheck } from './permissions.ts';
import { useSession } from './session.ts';
import { useActiveMenuEntries } from './studio-config.ts';
import { useEffectiveTenant, useStudioRef } from './studio-context.ts';

export interface Permissions {
  granted: ReadonlySet<string>;
  can: (check: PermissionCheck | undefined) => boolean;
}

/**
 * The permissions of the current user on the current page: computed flags, the studio's active menu entries and
 * the customer configuration's permissions.
 */
export function usePermissions(): Permissions {
  const { loggedIn, user } = useSession();
  const customerConfig = useCustomerConfig();
  const studio = useStudioRef();
  const tenant = useEffectiveTenant();
  const menu = useActiveMenuEntries();
  const granted = grantedPermissions({
    loggedIn: loggedIn === true,
    studioConnects: user?.studioConnects ?? [],
    studio,
    tenant,
    activeMenuEntries: menu.data ?? [],
    customerPermissions: customerConfig.data?.permissions ?? [],
    isDev: detectEnvironment(window.location.hostname) !== 'prod',
  });
  return { granted, can: (check) => hasPermission(granted, check) };
}
