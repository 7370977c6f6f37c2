import type { Place } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { BERLIN, MUNICH, studioPage } from './test-studios.ts';

const SEARCH = '/v1/public/studios';
const PLACES = '/v1/public/places';

const MUNICH_PLACE: Place = {
  id: 'city:de:munchen',
  type: 'CITY',
  name: 'München',
  label: 'München, Bayern, Germany',
  postcode: null,
  region: 'Bayern',
  countryCode: 'DE',
  latitude: 48.137,
  longitude: 11.575,
};
const MUNICH_POSTCODE: Place = {
  ...MUNICH_PLACE,
  id: 'postcode:de:80802-munchen',
  type: 'POSTCODE',
  name: '80802 München',
  label: '80802 München, Bayern, Germany',
  postcode: '80802',
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  resetApp();
});

function stubGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

/** A fake search that answers by the query's text and coordinates, and remembers what it was asked. */
function installFinder() {
  const searches: URLSearchParams[] = [];
  const fake = installFakeServer({
    [SEARCH]: (request) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      const text = query.get('query')?.toLowerCase();
      const near = query.has('lat');
      const studios = [MUNICH, BERLIN]
        .filter((studio) => !text || studio.name.toLowerCase().includes(text))
        .map((studio) => ({ ...studio, distanceKm: near ? (studio === MUNICH ? 2.75 : 504.3) : null }));
      return studioPage(studios);
    },
    [PLACES]: () => json([MUNICH_PLACE, MUNICH_POSTCODE]),
  });
  return { fake, lastSearch: () => searches.at(-1) };
}

function results() {
  return within(screen.getByRole('region', { name: /Studios|Results|All studios/ }));
}

describe('studio finder', () => {
  it('lists the studios with links to their pages that keep the language, and shows them on a map', async () => {
    installFinder();
    await renderApp('/?locale=en-GB');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find your studio' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'All studios' })).toBeInTheDocument();
    expect(screen.getByText('2 studios')).toBeInTheDocument();
    expect(results().getByRole('link', { name: /Kraftwerk Berlin Mitte/ })).toHaveAttribute(
      'href',
      `${studioPath(BERLIN.studioUuid)}?locale=en-GB`,
    );
    expect(screen.getByRole('img', { name: 'Map with 2 studios' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Motus | Find your studio'));
  });

  it('searches the text on Enter and keeps the search in the address', async () => {
    const { lastSearch } = installFinder();
    const { router } = await renderApp('/');
    const field = await screen.findByRole('combobox', { name: 'Studio, city or postcode' });

    await userEvent.type(field, 'Berlin{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'Results for “Berlin”' })).toBeInTheDocument();
    expect(lastSearch()?.get('query')).toBe('Berlin');
    await waitFor(() => expect(screen.getByText('1 studio')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?q=Berlin');
  });

  it('suggests places and is used with arrow keys, Enter and Escape', async () => {
    const { lastSearch } = installFinder();
    await renderApp('/?locale=en-GB');
    const field = await screen.findByRole('combobox', { name: 'Studio, city or postcode' });

    await userEvent.type(field, 'Münch');
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([MUNICH_PLACE.label, MUNICH_POSTCODE.label]);
    expect(field).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('Münch');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('');

    await userEvent.type(field, 'Münch');
    await screen.findByRole('listbox', { name: 'Suggested places' });
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Studios near München, Bayern, Germany' }),
    ).toBeInTheDocument();
    expect(field).toHaveValue('München, Bayern, Germany');
    expect(lastSearch()?.get('lat')).toBe('48.137');
    expect(lastSearch()?.get('lng')).toBe('11.575');
    expect(
      await results().findByRole('link', { name: /Kraftwerk München Schwabing.*Distance:\s*2\.8 km/ }),
    ).toBeVisible();
  });

  it('finds the studios near the visitor with the browser position', async () => {
    const { lastSearch } = installFinder();
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 48.15, longitude: 11.58 } } as GeolocationPosition),
    );
    stubGeolocation({ getCurrentPosition });
    await renderApp('/?locale=en-US');

    await userEvent.click(await screen.findByRole('button', { name: 'Near me' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Studios near you' })).toBeInTheDocument();
    expect(lastSearch()?.get('lat')).toBe('48.15');
    expect(await results().findByText('1.7 mi')).toBeInTheDocument();
    expect(results().getByText('313 mi')).toBeInTheDocument();
  });

  it('explains a blocked or missing position', async () => {
    installFinder();
    const denied = { code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError;
    stubGeolocation({
      getCurrentPosition: (_: PositionCallback, failure?: PositionErrorCallback | null) => failure?.(denied),
    });
    await renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    expect(await screen.findByText('Location access is blocked')).toBeInTheDocument();

    stubGeolocation(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText('Your location could not be determined')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    installFinder();
    await renderApp('/?q=Hamburg');

    expect(
      await screen.findByText('No studio matches “Hamburg”. Check the spelling or try a city or postcode.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Studio, city or postcode' })).toHaveValue('Hamburg');
  });

  it('offers a retry when the search fails', async () => {
    let fail = true;
    installFakeServer({
      [SEARCH]: () => (fail ? json({ errorCode: 'BOOM', errorMessage: 'Search is down' }, 500) : studioPage([BERLIN])),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The studios could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: /^Kraftwerk Berlin Mitte/ })).toBeInTheDocument();
  });
});
