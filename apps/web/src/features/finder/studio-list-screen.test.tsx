import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { BERLIN, MUNICH, studioPage } from './test-studios.ts';

const TENANT = '/studio-api/nox/public/v1/tenant';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

function installTenant() {
  const searches: URLSearchParams[] = [];
  installFakeServer({
    [TENANT]: () =>
      json({
        publicTenantName: 'Kraftwerk Fitness',
        tenantName: 'Kraftwerk Fitness GmbH',
        connectedTenant: false,
        studios: [BERLIN, MUNICH].map(({ id, zoneId }) => ({ id, zoneId })),
        tenantLogo: null,
        organizationUnitId: null,
        studioUuid: null,
        error: false,
      }),
    '/v1/public/studios': (request) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      const text = query.get('query')?.toLowerCase();
      return studioPage([BERLIN, MUNICH].filter((studio) => !text || studio.address.city.toLowerCase().includes(text)));
    },
  });
  return { lastSearch: () => searches.at(-1) };
}

describe('studio list', () => {
  it("lists the tenant's studios under its public name and filters them by text", async () => {
    const { lastSearch } = installTenant();
    await renderApp('/studios/kraftwerk?locale=en-GB');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kraftwerk Fitness' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Kraftwerk Berlin Mitte/ })).toHaveAttribute(
      'href',
      `${studioPath(BERLIN.studioUuid)}?locale=en-GB`,
    );
    expect(lastSearch()?.get('tenant')).toBe('kraftwerk');
    await waitFor(() => expect(document.title).toBe('Motus | Kraftwerk Fitness'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter studios' }), 'münchen');

    await waitFor(() => expect(screen.queryByRole('link', { name: /Kraftwerk Berlin Mitte/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /^Kraftwerk München Schwabing/ })).toBeInTheDocument();
    // One studio found without map tiles: its address and a maps link stand in for a drawn map.
    expect(screen.getByRole('img', { name: 'Map around Kraftwerk München Schwabing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Get directions to Kraftwerk München Schwabing/ })).toBeInTheDocument();
    expect(lastSearch()?.get('query')).toBe('münchen');
  });

  it('says so when the filter matches nothing', async () => {
    installTenant();
    await renderApp('/studios/kraftwerk');

    await userEvent.type(await screen.findByRole('searchbox', { name: 'Filter studios' }), 'Hamburg');

    expect(
      await screen.findByText('No studio matches “Hamburg”. Check the spelling or try a city or postcode.'),
    ).toBeInTheDocument();
  });
});
