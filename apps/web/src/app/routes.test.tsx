import { encodeStudioUuid } from '@motus/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../lib/studio-route.ts';
import { austinStudio, berlinStudio, kraftwerkBrand, lonestarBrand } from '../test/demo-data.ts';
import { installFakeServer, json } from '../test/fake-server.ts';
import { renderApp, resetApp } from '../test/render-app.tsx';

const STUDIOS = '/studio-api/nox/public/v1/studios';
const BRAND = '/whitelabelconfigs/web';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

describe('routes', () => {
  it('redirects /studio?tenant&organizationUnitId to the studio page, keeping other parameters', async () => {
    const studio = berlinStudio();
    installFakeServer({ [`${STUDIOS}/${studio.id}`]: () => json(studio) });

    const { router } = await renderApp(`/studio?tenant=kraftwerk&organizationUnitId=${studio.id}&locale=en-US`);

    await waitFor(() => expect(router.state.location.pathname).toBe(studioPath(studio.studioUuid)));
    expect(router.state.location.search).toBe('?locale=en-US');
    expect(await screen.findByRole('heading', { level: 1, name: studio.name })).toBeInTheDocument();
  });

  it('accepts studioId in place of organizationUnitId', async () => {
    installFakeServer({});

    const { router } = await renderApp('/studio?tenant=kraftwerk&studioId=1210001002');

    const uuid = encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001002 });
    await waitFor(() => expect(router.state.location.pathname).toBe(studioPath(uuid)));
  });

  it('shows a translated "page not found" inside the shell for unknown paths', async () => {
    installFakeServer({});

    await renderApp('/no/such/page?locale=de-DE');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it("applies a styled brand's colours, title, logo and favicon", async () => {
    const studio = berlinStudio();
    installFakeServer({ [BRAND]: () => json(kraftwerkBrand()), [`${STUDIOS}/${studio.id}`]: () => json(studio) });

    await renderApp(studioPath(studio.studioUuid));

    expect(await screen.findByRole('heading', { level: 1, name: studio.name })).toBeInTheDocument();
    const root = document.documentElement;
    await waitFor(() => expect(root.style.getPropertyValue('--color-highlight')).toBe('#c2410c'));
    expect(root.style.getPropertyValue('--color-error')).toBe('');
    expect(document.title).toBe(`Kraftwerk Fitness | ${studio.name}`);
    // With a studio selected the logo leads to its page (spec 000 section 2.6).
    const logo = screen.getByRole('link', { name: `${studio.name} – go to the studio page` });
    expect(logo.querySelector('img')).toHaveAttribute('src', '/demo/kraftwerk-logo.svg');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/demo/kraftwerk-favicon.svg');
    expect(screen.getByText('A service of')).toBeInTheDocument();
  });

  it('keeps the Motus look for a custom-context brand, but uses its title and logo', async () => {
    const studio = austinStudio();
    installFakeServer({ [BRAND]: () => json(lonestarBrand()), [`${STUDIOS}/${studio.id}`]: () => json(studio) });

    await renderApp(studioPath(studio.studioUuid));

    expect(await screen.findByRole('heading', { level: 1, name: studio.name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Lone Star Athletic | ${studio.name}`));
    expect(document.documentElement.style.getPropertyValue('--color-highlight')).toBe('');
    expect(screen.queryByText('A service of')).not.toBeInTheDocument();
  });

  it('opens the development gallery where the server turned it on (DEV_UI)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    installFakeServer({ '/healthz': () => json({ status: 'ok', database: 'ok', devUi: true }) });
    await renderApp('/dev/ui?locale=en-GB');
    expect(await screen.findByRole('heading', { level: 1, name: 'UI building blocks' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('sends a visitor of the development gallery home where the server has it off', async () => {
    installFakeServer({ '/healthz': () => json({ status: 'ok', database: 'ok', devUi: false }) });
    const { router } = await renderApp('/dev/ui?locale=en-GB');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'UI building blocks' })).not.toBeInTheDocument();
  });
});
