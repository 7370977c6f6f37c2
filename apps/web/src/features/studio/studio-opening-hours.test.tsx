import { getStudioByAlias } from '@motus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { failingOnce, pathOf, pending, studioRoutes, weekHours } from './studio-test-kit.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

const studio = berlinStudio();
const DETAIL = pathOf(getStudioByAlias, { alias: studio.studioUuid });

async function hoursRegion(detail?: (routes: Record<string, Route>) => Route) {
  const routes = studioRoutes(studio);
  installFakeServer(detail ? { ...routes, [DETAIL]: detail(routes) } : routes);
  await renderApp(studioPath(studio.studioUuid));
  return within(await screen.findByRole('region', { name: 'Opening hours' }));
}

describe('opening hours on the studio page', () => {
  it('lists Monday to Sunday in the studio time, closed days included', async () => {
    const region = await hoursRegion();
    const table = within(await region.findByRole('table', { name: 'Opening hours by weekday' }));
    expect(table.getAllByRole('row')).toHaveLength(7);
    expect(table.getByRole('rowheader', { name: /^Tuesday/ }).nextElementSibling).toHaveTextContent('6:00 AM–10:00 PM');
    expect(table.getByRole('rowheader', { name: /Sunday/ }).nextElementSibling).toHaveTextContent('Closed');
    expect(region.getByText(/Open now|Closed now/)).toBeInTheDocument();
  });

  it('shows a spinner while the hours load', async () => {
    const region = await hoursRegion(() => pending);
    expect(region.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says so when the studio has published no hours', async () => {
    const region = await hoursRegion(() => () => json({ ...studio, openingHours: weekHours([]) }));
    expect(await region.findByText('The studio has not published its opening hours yet.')).toBeInTheDocument();
  });

  it('offers a retry when the hours cannot be loaded', async () => {
    const region = await hoursRegion((routes) => failingOnce(routes[DETAIL]));
    expect(await region.findByText('The opening hours could not be loaded.')).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByRole('table', { name: 'Opening hours by weekday' })).toBeInTheDocument();
  });
});
