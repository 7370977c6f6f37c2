import { getFacilityGroupConfig } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { pathOf, studioRoutes } from './studio-test-kit.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

const studio = berlinStudio();
const CONFIG = pathOf(getFacilityGroupConfig, { publicFacilityGroup: 'kraftwerk' });

function config(tileUrl: string | null) {
  return {
    publicFacilityGroup: 'kraftwerk',
    name: 'Kraftwerk',
    studioCount: 4,
    countryCodes: ['AT', 'DE'],
    center: null,
    placeSearch: { countries: ['de'], limit: 6 },
    map: { tileUrl, width: 640, height: 333, zoom: 12 },
  };
}

async function locationRegion(tileUrl: string | null) {
  installFakeServer({ ...studioRoutes(studio), [CONFIG]: () => json(config(tileUrl)) });
  await renderApp(studioPath(studio.studioUuid));
  return within(await screen.findByRole('region', { name: 'Location' }));
}

describe('the studio map', () => {
  it('draws its own map without MAP_TILE_URL, with the address and a maps link', async () => {
    const region = await locationRegion(null);
    const map = region.getByRole('img', { name: 'Map around Kraftwerk Berlin Mitte' });
    expect(map.querySelector('img')).toBeNull();
    expect(region.getByText('Torstraße 112, 10119 Berlin, Germany')).toBeInTheDocument();
    const link = region.getByRole('link', { name: 'Get directions to Kraftwerk Berlin Mitte (opens in a new tab)' });
    expect(link).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Kraftwerk Berlin Mitte, Torstraße 112, 10119 Berlin, Germany')}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the static map of the configured address, 640 × 333 at zoom 12', async () => {
    const region = await locationRegion('https://maps.example/static?c={lat},{lng}&z={zoom}&s={width}x{height}');
    const map = await region.findByRole('img', { name: 'Map around Kraftwerk Berlin Mitte' });
    await waitFor(() =>
      expect(map.querySelector('img')).toHaveAttribute(
        'src',
        'https://maps.example/static?c=52.529,13.401&z=12&s=640x333',
      ),
    );
  });

  it('lays out tiles around the studio for a tile address', async () => {
    const region = await locationRegion('https://tiles.example/{z}/{x}/{y}.png');
    const map = await region.findByRole('img', { name: 'Map around Kraftwerk Berlin Mitte' });
    await waitFor(() =>
      expect([...map.querySelectorAll('img')].map((tile) => tile.getAttribute('src'))).toContain(
        'https://tiles.example/12/2200/1343.png',
      ),
    );
  });
});
