import type { StudioRef } from '@motus/contract';

/** A route or menu check: one permission, or all-of and at-least-one-of lists (spec 000 section 6). */
export type PermissionCheck = string | { allOf?: readonly string[]; atLeastOneOf?: readonly string[] };

export interface StudioConnect {
  studioId: number;
  tenant: string;
}

export interface PermissionSource {
  loggedIn: boolean;
  studioConnects: readonly StudioConnect[];
  /** The studio the page is about, if any. */
  studio: StudioRef | null;
  /** The tenant the page is about (the studio's, or a tenant-only page's). */
  tenant: string | undefined;
  activeMenuEntries: readonly string[];
  /** Permissions the customer configuration grants (self-service sub-permissions and the like). */
  customerPermissions: readonly string[];
  isDev: boolean;
}

/** Menu entries that make courses and appointments available. */
const BOOKABLE_ENTRIES = ['BENEFITS', 'COURSES', 'NEWS'];

/** The computed flags plus active menu entries plus customer permissions, as one set of names. */
export function grantedPermissions(source: PermissionSource): Set<string> {
  const granted = new Set<string>([...source.activeMenuEntries, ...source.customerPermissions]);
  const { studio, tenant, studioConnects } = source;
  if (source.loggedIn) granted.add('LOGGED_IN');
  if (source.loggedIn && studioConnects.length > 0) granted.add('HAS_CONNECT');
  if (studio && studioConnects.some((connect) => connect.studioId === studio.organizationUnitId)) {
    granted.add('HAS_STUDIO_CONNECT');
  }
  if (tenant && studioConnects.some((connect) => connect.tenant === tenant)) granted.add('HAS_TENANT_CONNECT');
  if (source.isDev) granted.add('IS_DEV');
  if (source.activeMenuEntries.some((entry) => BOOKABLE_ENTRIES.includes(entry))) {
    granted.add('COURSES');
    granted.add('BENEFITS');
  }
  return granted;
}

export function hasPermission(granted: ReadonlySet<string>, check: PermissionCheck | undefined): boolean {
  if (check === undefined) return true;
  if (typeof check === 'string') return granted.has(check);
  const allOf = check.allOf ?? [];
  const atLeastOneOf = check.atLeastOneOf ?? [];
  return (
    allOf.every((name) => granted.has(name)) &&
    (atLeastOneOf.length === 0 || atLeastOneOf.some((name) => granted.has(name)))
  );
}
