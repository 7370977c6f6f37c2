import { encodeStudioUuid } from '@motus/contract';
import { readRouteTable } from '@motus/contract/spec-tables';
import { flattenCatalogue, readCatalogue } from '@motus/i18n/catalogues';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.tsx';
import { ROUTE_TABLE, SCREEN_IDS } from './route-table.ts';

const STUDIO_UUID = encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 });

/** A concrete address for a route pattern. */
function concrete(pattern: string): string {
  return pattern
    .replace(':filter', encodeURIComponent(JSON.stringify({ employeeId: 3 })))
    .replace(':tenant', 'kraftwerk')
    .replace(/:step/, '1')
    .replace(/:[A-Za-z]+/g, '42');
}

function resolvedPath(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const deepest = matches[matches.length - 1]?.route;
  return deepest?.path === '*' ? undefined : (deepest?.path ?? (deepest?.index ? '(index)' : undefined));
}

const table = readRouteTable();
const studioPaths = new Set(ROUTE_TABLE.filter((route) => route.scope === 'studio').map((route) => `/${route.path}`));

describe('the route table (spec/routes.tsv)', () => {
  it('resolves every route of the table to a screen', () => {
    const unresolved = table.map((row) => concrete(row.path)).filter((path) => !resolvedPath(path));
    console.info(`routes.tsv: ${table.length} routes, ${table.length - unresolved.length} resolved`);
    expect(unresolved).toEqual([]);
  });

  it('serves every studio route under the studio prefix too', () => {
    const missing = table
      .filter((row) => studioPaths.has(row.path))
      .map((row) => `/studio/${STUDIO_UUID}${concrete(row.path)}`)
      .filter((path) => !resolvedPath(path));
    expect(missing).toEqual([]);
  });

  it('declares no route that the spec does not list', () => {
    const specPaths = new Set(table.map((row) => row.path));
    const extra = ROUTE_TABLE.filter(
      (route) => !route.devOnly && !route.beyondSpec && !specPaths.has(`/${route.path}`),
    ).map((route) => route.path);
    expect(extra).toEqual([]);
  });

  it('has a translated title for every screen', async () => {
    const titles = flattenCatalogue(await readCatalogue('common', 'en-GB'));
    expect(SCREEN_IDS.filter((screen) => !titles.has(`routes.${screen}`))).toEqual([]);
  });
});
