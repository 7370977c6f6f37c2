import {
  getPublicHistoricUtilization,
  getPublicTodayUtilization,
  getPublicUtilization,
  getPublicUtilizationReveal,
  type Studio,
} from '@motus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json, notFound, type Route } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { failingOnce, pathOf, pending, studioRoutes } from './studio-test-kit.ts';
import { chartHours, levelByLimits } from './utilization-level.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

const studio: Studio = berlinStudio();
const params = { studioId: studio.id };
const REVEAL = pathOf(getPublicUtilizationReveal, params);
const CURRENT = pathOf(getPublicUtilization, params);
const TODAY = pathOf(getPublicTodayUtilization, params);
const HISTORIC = pathOf(getPublicHistoricUtilization, params);

async function renderStudio(overrides: (routes: Record<string, Route>) => Record<string, Route> = () => ({})) {
  const routes = studioRoutes(studio);
  installFakeServer({ ...routes, ...overrides(routes) });
  await renderApp(studioPath(studio.studioUuid));
  await screen.findByRole('heading', { level: 1, name: studio.name });
}

const occupancy = async () => within(await screen.findByRole('region', { name: 'Current occupancy' }));

describe('occupancy on the studio page', () => {
  it('shows the level by the indicator limits, the figures and today by hour with a table for screen readers', async () => {
    await renderStudio();
    const region = await occupancy();
    expect(await region.findByText('Moderately busy')).toBeInTheDocument();
    expect(region.getByText('52% of capacity · checked in: 42')).toBeInTheDocument();
    expect(region.getByText('Moderately busy from 40%, very busy from 75% of capacity.')).toBeInTheDocument();

    const table = within(await region.findByRole('table', { name: /Occupancy today by hour/ }));
    const rows = table.getAllByRole('row');
    // Header, then 6:00 to 22:00: the hours in which anybody trains.
    expect(rows).toHaveLength(17);
    expect(rows[1]).toHaveTextContent('6:00 AM–7:00 AM20%30%');
    expect(rows[4]).toHaveTextContent('9:00 AM–10:00 AM52%30%');
    expect(rows[5]).toHaveTextContent('10:00 AM–11:00 AM–30%');
  });

  it('shows a spinner while the figures load', async () => {
    await renderStudio(() => ({ [REVEAL]: pending }));
    expect((await occupancy()).getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says so before the first check-in of the day', async () => {
    const quiet = { studioId: studio.id, zoneId: studio.zoneId, date: '2025-03-03', dayOfWeek: 'MONDAY', weeks: 8 };
    await renderStudio(() => ({
      [TODAY]: () => json({ ...quiet, hours: [] }),
      [HISTORIC]: () => json({ ...quiet, hours: [] }),
    }));
    expect(await (await occupancy()).findByText('No check-ins yet today.')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    await renderStudio((routes) => ({ [CURRENT]: failingOnce(routes[CURRENT]) }));
    const region = await occupancy();
    expect(await region.findByText('The occupancy could not be loaded.')).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByText('Moderately busy')).toBeInTheDocument();
  });

  it('tells visitors when only members see the figures', async () => {
    await renderStudio(() => ({
      [REVEAL]: () => json({ studioId: studio.id, reveal: false, visibility: 'MEMBERS' }),
    }));
    expect(
      await (await occupancy()).findByText(
        'The studio shows its occupancy to its members only. Log in as a member to see it.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves the section out for a studio without utilization', async () => {
    await renderStudio(() => ({ [REVEAL]: () => notFound('UTILIZATION_NOT_CONFIGURED') }));
    await screen.findByRole('region', { name: 'Opening hours' });
    expect(screen.queryByRole('region', { name: 'Current occupancy' })).not.toBeInTheDocument();
  });
});

describe('utilization levels and chart hours', () => {
  const limits = [
    { level: 'LOW', fromPercentage: 0, toPercentage: 30 },
    { level: 'MEDIUM', fromPercentage: 30, toPercentage: 60 },
    { level: 'HIGH', fromPercentage: 60, toPercentage: 100 },
  ] as const;

  it('picks the level whose range holds the percentage', () => {
    expect(levelByLimits(0, [...limits])).toBe('LOW');
    expect(levelByLimits(30, [...limits])).toBe('MEDIUM');
    expect(levelByLimits(100, [...limits])).toBe('HIGH');
  });

  it('trims the quiet night hours and keeps today beside the usual figures', () => {
    const hours = chartHours(
      [
        { hour: 7, percentage: 10 },
        { hour: 8, percentage: 0 },
      ],
      [
        { hour: 6, percentage: 5 },
        { hour: 9, percentage: 12 },
      ],
    );
    expect(hours.map((entry) => entry.hour)).toEqual([6, 7, 8, 9]);
    expect(hours[1]).toEqual({ hour: 7, today: 10, usual: null });
    expect(chartHours([], [])).toEqual([]);
  });
});
