import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { PUBLIC_FEATURES, PUBLIC_MENU } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { studioRoutes } from './studio-test-kit.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

const studio = berlinStudio();
const base = studioPath(studio.studioUuid);

async function offersRegion(menu: Route, path = base) {
  installFakeServer({
    ...studioRoutes(studio),
    [PUBLIC_MENU]: menu,
    [PUBLIC_FEATURES]: () => json({ TRIAL_SESSION: true }),
  });
  await renderApp(path);
  return within(await screen.findByRole('region', { name: 'Offers at a glance' }));
}

describe("the studio's offers at a glance", () => {
  it('links the offers whose menu entries are on, keeping the page language', async () => {
    const region = await offersRegion(
      () => json(['TRIAL_SESSION', 'CHECKIN_RESERVATION', 'STUDIO_EVENTS', 'VOUCHERS', 'CONTRACT']),
      `${base}?locale=en-GB`,
    );
    const links = await region.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${base}/trial-session/1?locale=en-GB`,
      `${base}/checkin-reservation?locale=en-GB`,
      `${base}/events?locale=en-GB`,
      `${base}/vouchers?locale=en-GB`,
      `${base}/contract?locale=en-GB`,
    ]);
    expect(region.getByRole('link', { name: /^Memberships/ })).toBeInTheDocument();
    expect(region.queryByRole('link', { name: /^Courses/ })).not.toBeInTheDocument();
  });

  it('counts courses and appointments as offered with any of their menu entries', async () => {
    const region = await offersRegion(() => json(['NEWS']));
    expect(await region.findByRole('link', { name: /^Courses/ })).toHaveAttribute('href', `${base}/course`);
    expect(region.getByRole('link', { name: /^Appointments/ })).toHaveAttribute('href', `${base}/appointments`);
  });

  it('says so when the studio offers nothing online', async () => {
    const region = await offersRegion(() => json([]));
    expect(await region.findByText('The studio offers nothing to book online yet.')).toBeInTheDocument();
  });
});
