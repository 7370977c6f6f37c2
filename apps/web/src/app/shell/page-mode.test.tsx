import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { berlinRoutes } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { pageModeOf } from './page-mode.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

const berlinQuery = `tenant=kraftwerk&organizationUnitId=${berlinStudio().id}`;

describe('pageModeOf', () => {
  it('shows the full frame by default', () => {
    expect(pageModeOf('/imprint', '')).toEqual({ header: 'full', footer: true, external: null });
  });

  it.each(['true', '1'])('hides header and footer with noHeader=%s and noFooter=%s', (value) => {
    expect(pageModeOf('/imprint', `?noHeader=${value}`)).toMatchObject({ header: 'none', footer: true });
    expect(pageModeOf('/imprint', `?noFooter=${value}`)).toMatchObject({ header: 'full', footer: false });
    expect(pageModeOf('/imprint', '?noHeader=false&noFooter=0')).toMatchObject({ header: 'full', footer: true });
  });

  it('shows only the mobile-style top bar in the booking portal', () => {
    expect(pageModeOf('/imprint', '?bookingPortal=true')).toMatchObject({ header: 'booking-portal', footer: true });
  });

  it.each(['/payment', '/streaming', '/self-service', '/self-service/success', '/fitness-apps/garmin/callback'])(
    'embeds %s as an external page with the studio block',
    (path) => {
      expect(pageModeOf(path, '')).toEqual({ header: 'none', footer: false, external: { studioBlock: true } });
    },
  );

  it('embeds any page with externalPage=true, and the external events page without the studio block', () => {
    expect(pageModeOf('/imprint', '?externalPage=true').external).toEqual({ studioBlock: true });
    expect(pageModeOf('/event', '').external).toEqual({ studioBlock: false });
    expect(pageModeOf('/payment-method-configuration', '').external).toBeNull();
    expect(pageModeOf('/events', '').external).toBeNull();
  });
});

describe('page modes in the app', () => {
  it('renders neither header nor footer with noHeader and noFooter', async () => {
    installFakeServer({});
    await renderApp('/imprint?noHeader=true&noFooter=1');

    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('renders the studio block and the page in a card on an external page, without the portal frame', async () => {
    installFakeServer(berlinRoutes());
    await renderApp(`/payment?${berlinQuery}&locale=en-GB`);

    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Kraftwerk Berlin Mitte')).toBeInTheDocument();
    expect(within(banner).getByText('Torstraße 112, 10119 Berlin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('hides the studio block on the external events page', async () => {
    installFakeServer(berlinRoutes());
    await renderApp(`/event?${berlinQuery}&locale=en-GB`);

    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the mobile-style top bar without the studio row in the booking portal', async () => {
    installFakeServer(berlinRoutes());
    await renderApp(`/imprint?${berlinQuery}&bookingPortal=true&locale=en-GB`);

    const banner = await screen.findByRole('banner');
    expect(banner).toHaveAttribute('data-booking-portal');
    expect(within(banner).getByRole('button', { name: 'Open menu' })).not.toHaveTextContent('Menu');
    expect(within(banner).queryByRole('navigation', { name: 'Studio navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
