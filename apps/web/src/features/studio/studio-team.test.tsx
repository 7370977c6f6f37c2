import { listEmployees } from '@motus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { failingOnce, pathOf, pending, studioRoutes } from './studio-test-kit.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

const studio = berlinStudio();
const EMPLOYEES = pathOf(listEmployees, {});

async function teamRegion(employees?: (routes: Record<string, Route>) => Route) {
  const routes = studioRoutes(studio);
  const fetch = installFakeServer(employees ? { ...routes, [EMPLOYEES]: employees(routes) } : routes);
  await renderApp(studioPath(studio.studioUuid));
  return { fetch, region: within(await screen.findByRole('region', { name: 'Our team' })) };
}

describe('the team on the studio page', () => {
  it('introduces each employee with photo or initials, name, role and specialties, in the page language', async () => {
    const { fetch, region } = await teamRegion();
    expect(await region.findByRole('heading', { level: 3, name: 'Jana Krüger' })).toBeInTheDocument();
    expect(region.getByText('JK')).toHaveAttribute('aria-hidden', 'true');
    expect(region.getByText('Studio manager')).toBeInTheDocument();
    expect(region.getByText('Training plans')).toBeInTheDocument();
    expect(region.getByRole('heading', { level: 3, name: 'Malik Osei' })).toBeInTheDocument();
    expect(region.queryByText('MO')).not.toBeInTheDocument();

    const request = fetch.mock.calls.map(([input]) => String(input)).find((url) => url.startsWith(EMPLOYEES));
    expect(request).toBe(`${EMPLOYEES}?studioId=${studio.id}&locale=en-US`);
  });

  it('shows a spinner while the team loads', async () => {
    const { region } = await teamRegion(() => pending);
    expect(region.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says so when the studio lists nobody', async () => {
    const { region } = await teamRegion(() => () => json([]));
    expect(await region.findByText('The studio has not introduced its team yet.')).toBeInTheDocument();
  });

  it('offers a retry when the team cannot be loaded', async () => {
    const { region } = await teamRegion((routes) => failingOnce(routes[EMPLOYEES]));
    expect(await region.findByText('The team could not be loaded.')).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByRole('heading', { level: 3, name: 'Jana Krüger' })).toBeInTheDocument();
  });
});
