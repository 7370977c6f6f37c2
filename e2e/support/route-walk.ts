import { encodeStudioUuid } from '@motus/contract';
import { readRouteTable } from '@motus/contract/spec-tables';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const BERLIN = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 })}`;

/** Public and booking routes live under the studio prefix, except these (spec 000 section 2). */
const UNSCOPED = new Set([
  '/',
  '/studios',
  '/studios/:tenant',
  '/studio',
  '/login-register',
  '/login-register/:registerUuid',
  '/maintenance',
]);

/** The embedded external pages of spec 000 section 2.4: no portal header or footer. */
const EXTERNAL = /^\/(event|streaming|payment|self-service|fitness-apps)(\/|$)/;

/** Demo values for the path parameters; ids the demo does not know still have to open a screen. */
const PARAM_VALUES: Record<string, string> = {
  tenant: 'kraftwerk',
  vendor: 'strava',
  method: 'callback',
  filter: 'all',
  registerUuid: '5d7e3c2a-1b4f-4c8e-9a6d-2f0b1e3c4d5a',
  checkoutUuid: '5d7e3c2a-1b4f-4c8e-9a6d-2f0b1e3c4d5b',
};

function withDemoParams(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? '1');
}

/** Every line of routes.tsv as an address: studio routes under the Berlin studio, parameters filled in. */
export function routeTablePaths(): string[] {
  return readRouteTable().map(({ group, path }) => {
    const scoped = (group === 'public' || group === 'booking') && !UNSCOPED.has(path);
    return withDemoParams(scoped ? `${BERLIN}${path}` : path);
  });
}

/**
 * Opens an address inside the running app, as the browser's back and forward buttons do: the router follows the
 * history entry without a reload, so a walk over the whole table stays fast. A full-page redirect still reloads.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((target) => {
    // The entry in React Router's own shape, so that the router counts it as one step forward.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `walk${idx}`, idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // Two frames and a task: the router and React commit the new screen before the checks look at the page.
    return new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
    );
  }, address);
}

/**
 * The page settled (a heading in the content and no spinner left in it) inside the shell: header, main and footer
 * (only main for an embedded external page), and not the 'Page not found' screen. A guard's redirect is accepted.
 * Once the heading shows, the other checks run together: the walk checks every screen of the table.
 */
export async function expectInsideShell(page: Page, path: string): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading').first(), path).toBeVisible();
  const frame = EXTERNAL.test(new URL(page.url()).pathname)
    ? []
    : [page.locator('header').first(), page.locator('footer')];
  await Promise.all([
    expect(main.getByRole('status').or(page.getByRole('heading', { name: 'Page not found' })), path).toHaveCount(0),
    ...frame.map((part) => expect(part, path).toBeVisible()),
  ]);
}
