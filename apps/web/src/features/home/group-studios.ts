export interface TenantGroup<S> {
  tenant: string;
  studios: S[];
}

/** Studios grouped by tenant, groups and studios in the order the list gives them. */
export function groupByTenant<S extends { magiclineTenant: string }>(studios: readonly S[]): TenantGroup<S>[] {
  const groups = new Map<string, S[]>();
  for (const studio of studios) {
    const group = groups.get(studio.magiclineTenant);
    if (group) group.push(studio);
    else groups.set(studio.magiclineTenant, [studio]);
  }
  return [...groups].map(([tenant, members]) => ({ tenant, studios: members }));
}
