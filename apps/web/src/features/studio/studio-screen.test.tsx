import type { Studio } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { BRAND, PUBLIC_FEATURES, PUBLIC_MENU } from '../../test/app-test-kit.ts';
import { austinStudio, berlinStudio, kraftwerkBrand } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, notFound, requestTo } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { studioRoutes, TENANT_NAME } from './studio-test-kit.ts';

const STUDIO_API = '/studio-api/nox/public/v1/studios';
const NO_BRAND = { '/whitelabelconfigs/web': () => notFound('WHITELABEL_CONFIG_NOT_FOUND') };

function trialSessionRoutes(studio: Studio) {
  return {
    ...studioRoutes(studio),
    [PUBLIC_FEATURES]: () => json({ TRIAL_SESSION: true }),
    [PUBLIC_MENU]: () => json([...ALL_MENU_ENTRIES, 'TRIAL_SESSION']),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

describe('studio page', () => {
  it('shows name, US address, country, contacts and upcoming closures of the studio', async () => {
    const studio = austinStudio();
    const fetch = installFakeServer(studioRoutes(studio));

    await renderApp(studioPath(studio.studioUuid));

    expect(await screen.findByRole('heading', { level: 1, name: studio.name })).toBeInTheDocument();
    expect(screen.getAllByText('1420 South Congress Avenue, Austin, TX 78704')[0]).toBeInTheDocument();
    expect(screen.getByText('United States')).toBeInTheDocument();

    const contacts = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contacts.getByRole('link', { name: 'Call +1 512-555-0142' })).toHaveAttribute('href', 'tel:+15125550142');
    expect(
      contacts.getByRole('link', { name: 'Send an email to southcongress@lonestar-athletic.example' }),
    ).toHaveAttribute('href', 'mailto:southcongress@lonestar-athletic.example');
    const website = contacts.getByRole('link', {
      name: 'Website lonestar-athletic.example/south-congress (opens in a new tab)',
    });
    expect(website).toHaveAttribute('href', 'https://lonestar-athletic.example/south-congress');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    // The studio's picture is decorative: the page names the studio.
    await waitFor(() =>
      expect(document.querySelector('img[src="/demo/images/studios/demo-studio.svg"]')).toHaveAttribute('alt', ''),
    );

    const closures = await screen.findByRole('region', { name: 'Upcoming closures' });
    expect(within(closures).getByText('Floor renovation')).toBeInTheDocument();
    expect(within(closures).queryByText('Past inventory day')).not.toBeInTheDocument();

    await waitFor(() => expect(document.title).toBe(`Motus | ${studio.name}`));
    expect(document.documentElement.lang).toBe('en-US');

    const studioRequest = requestTo(fetch, `${STUDIO_API}/${studio.id}`);
    expect(studioRequest?.headers.get('x-client-type')).toBe('WEB');
    expect(studioRequest?.headers.get('x-tenant')).toBe('lonestar');
    expect(requestTo(fetch, '/whitelabelconfigs/web')?.headers.get('x-facility-group')).toBe('lonestar');
  });

  it('heads the page with logo, tenant, contact icons and the trial-session button, on every screen size', async () => {
    const studio = berlinStudio();
    installFakeServer(trialSessionRoutes(studio));

    await renderApp(studioPath(studio.studioUuid));

    const hero = await screen.findByRole('heading', { level: 1, name: studio.name });
    const page = within(hero.closest('article') as HTMLElement);
    expect(page.getByRole('img', { name: `Logo of ${studio.name}` })).toHaveAttribute(
      'src',
      `${STUDIO_API}/${studio.id}/logo`,
    );
    expect(await page.findByText(TENANT_NAME)).toBeInTheDocument();
    const icons = within(page.getByRole('list', { name: 'Contact' }));
    expect(icons.getByRole('link', { name: 'Call +49 30 2345 6780' })).toHaveAttribute('href', 'tel:+493023456780');
    expect(await page.findByRole('link', { name: 'Book Trial session' })).toHaveAttribute(
      'href',
      `${studioPath(studio.studioUuid)}/trial-session/1`,
    );
  });

  it('names the studio once: the header leaves its name and trial button, and the brand its logo, to the page', async () => {
    const studio = berlinStudio();
    installFakeServer({ ...trialSessionRoutes(studio), [BRAND]: () => json(kraftwerkBrand()) });

    await renderApp(studioPath(studio.studioUuid));

    const hero = await screen.findByRole('heading', { level: 1, name: studio.name });
    const page = within(hero.closest('article') as HTMLElement);
    expect(await page.findByRole('link', { name: 'Book Trial session' })).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.queryByRole('link', { name: 'Trial session' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: studio.name })).not.toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Courses' })).toBeInTheDocument();
    expect(page.queryByRole('img', { name: `Logo of ${studio.name}` })).not.toBeInTheDocument();
  });

  it('writes a German address street first, zip before city', async () => {
    const studio = berlinStudio();
    installFakeServer(studioRoutes(studio));

    await renderApp(studioPath(studio.studioUuid));

    expect(await screen.findByRole('heading', { level: 1, name: studio.name })).toBeInTheDocument();
    expect(screen.getAllByText('Torstraße 112, 10119 Berlin')[0]).toBeInTheDocument();
    expect(screen.getByText('Germany')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming closures' })).not.toBeInTheDocument();
  });

  it("shows 'Oops!' when the server does not know the studio", async () => {
    const studio = austinStudio();
    installFakeServer({ ...NO_BRAND, [`${STUDIO_API}/${studio.id}`]: () => notFound('STUDIO_NOT_FOUND') });

    await renderApp(studioPath(studio.studioUuid));

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText("We don't know this studio.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all studios' })).toHaveAttribute('href', '/');
  });

  it("shows 'Oops!' for a studio uuid that does not decode", async () => {
    installFakeServer(NO_BRAND);

    await renderApp('/studio/not-a-studio');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
  });

  it("shows 'Oops!' when the studio belongs to another tenant than the uuid names", async () => {
    const studio = austinStudio();
    installFakeServer({ ...NO_BRAND, [`${STUDIO_API}/${studio.id}`]: () => json(studio) });

    await renderApp(studioPath(btoa(`kraftwerk:${studio.id}`)));

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
  });

  it('lists the error of any other failure, with a retry', async () => {
    const studio = austinStudio();
    installFakeServer({
      ...NO_BRAND,
      [`${STUDIO_API}/${studio.id}`]: () =>
        json({ errorCode: 'STUDIO_CLOSED', errorMessage: 'Studio is closed for visitors', traceId: 'abc' }, 403),
    });

    await renderApp(studioPath(studio.studioUuid));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The studio could not be loaded.' })).toBeInTheDocument();
    expect(within(alert).getByText('Studio is closed for visitors (Trace ID: abc)')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
