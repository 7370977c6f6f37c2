import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CORPORATE_FITNESS_URL, SUPPORT_URL } from '../../lib/external-links.ts';
import { readJson, STORAGE_KEYS } from '../../lib/storage.ts';
import { studioPath } from '../../lib/studio-route.ts';
import {
  BRAND,
  berlinRoutes,
  brandWithId,
  connectedUser,
  demoUser,
  MEMBER_FEATURES,
  MEMBER_MENU,
  PUBLIC_FEATURES,
  PUBLIC_MENU,
  USER_INFO,
} from '../../test/app-test-kit.ts';
import { berlinStudio, kraftwerkBrand, lonestarBrand } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

const berlin = studioPath(berlinStudio().studioUuid);

function setWidth(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => setWidth(1280));

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  resetApp();
});

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return within(screen.getByRole('dialog', { name: 'Menu' }));
}

function entryNames(menu: ReturnType<typeof within>): string[] {
  return menu
    .getAllByRole('link')
    .map((link: HTMLElement) => link.textContent?.replace(' (opens in a new tab)', '') ?? '');
}

describe('header menu', () => {
  it('offers a guest Register / Log in, the studio finder, corporate fitness and the portal links', async () => {
    installFakeServer({});
    await renderApp('/imprint?locale=en-GB');

    const menu = await openMenu();

    expect(entryNames(menu)).toEqual([
      'Register / Log in',
      'Studio finder',
      'Corporate fitness',
      'Support',
      'Imprint',
      'Privacy policy',
      'T&C',
      'Cookies',
    ]);
    expect(menu.queryByRole('link', { name: 'Kontakt' })).not.toBeInTheDocument();
    const corporate = menu.getByRole('link', { name: /Corporate fitness/ });
    expect(corporate).toHaveAttribute('href', CORPORATE_FITNESS_URL);
    expect(corporate).toHaveAttribute('target', '_blank');
    expect(menu.getByRole('link', { name: /Support/ })).toHaveAttribute('href', SUPPORT_URL);
    expect(menu.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy?locale=en-GB');
    expect(menu.getByRole('link', { name: 'T&C' })).toHaveAttribute('href', '/agb?locale=en-GB');
  });

  it('drops Register / Log in for a logged-in user', async () => {
    installFakeServer({ [USER_INFO]: () => json(demoUser()) });
    await renderApp('/imprint?locale=en-GB');

    const menu = await openMenu();

    expect(menu.queryByRole('link', { name: 'Register / Log in' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Studio finder' })).toBeInTheDocument();
  });

  it.each([2, 40])('hides Support for brand %i and shows its contact link', async (id) => {
    installFakeServer({ [BRAND]: () => json(brandWithId(id)) });
    await renderApp('/imprint?locale=en-GB');

    const menu = await openMenu();

    expect(menu.queryByRole('link', { name: /Support/ })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
      'href',
      'mailto:service@kraftwerk-fitness.example',
    );
  });

  it("uses a brand's legal document links for privacy policy and T&C", async () => {
    const brand = kraftwerkBrand();
    brand.texts.legalDocumentsLinks = {
      privacyPolicy: 'https://kraftwerk-fitness.example/datenschutz',
      termsAndConditions: 'javascript:alert(1)',
    };
    installFakeServer({ [BRAND]: () => json(brand) });
    await renderApp('/imprint?locale=en-GB');

    const menu = await openMenu();

    expect(menu.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      'https://kraftwerk-fitness.example/datenschutz',
    );
    expect(menu.getByRole('link', { name: 'T&C' })).toHaveAttribute('href', '/agb?locale=en-GB');
  });

  it('shows the contact link of a custom-context brand too, and Support when the brand does not hide it', async () => {
    installFakeServer({ [BRAND]: () => json({ ...lonestarBrand(), hideSupportUrl: false }) });
    await renderApp('/imprint?locale=en-GB');

    const menu = await openMenu();

    expect(menu.getByRole('link', { name: /Support/ })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Kontakt' })).toBeInTheDocument();
  });

  it('traps focus in the open menu, and Escape closes it and returns focus to the menu button', async () => {
    installFakeServer({});
    await renderApp('/imprint?locale=en-GB');
    const button = await screen.findByRole('button', { name: 'Open menu' });

    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('desktop header', () => {
  it('shows the studio name and the tabs the studio offers, each with its tracking origin', async () => {
    installFakeServer({ ...berlinRoutes(), [BRAND]: () => json(lonestarBrand()) });
    await renderApp(`${berlin}/news`);

    const nav = await screen.findByRole('navigation', { name: 'Studio navigation' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Kraftwerk Berlin Mitte' })).toBeInTheDocument());
    const tabs = within(nav)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'));
    expect(tabs.map((tab) => [tab.textContent, tab.dataset.origin])).toEqual([
      ['Studio', 'studio'],
      ['News', 'studio-news'],
      ['Appointments', 'appointments'],
      ['Courses', 'courses'],
      ['Check-in reservation', 'checkin-reservation'],
      ['Memberships', 'contract'],
      ['Day tickets', 'day-tickets'],
    ]);
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Studio' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('href', `${berlin}/news`);
  });

  it('hides the home tab for brand 2 and tabs without their menu entry', async () => {
    installFakeServer({
      ...berlinRoutes(),
      [BRAND]: () => json(kraftwerkBrand()),
      [PUBLIC_MENU]: () => json(['COURSES', 'CONTRACT']),
    });
    await renderApp(berlin);

    const nav = await screen.findByRole('navigation', { name: 'Studio navigation' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Memberships' })).toBeInTheDocument());
    expect(within(nav).queryByRole('link', { name: 'Studio' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Day tickets' })).not.toBeInTheDocument();
  });

  it('shows the trial-session button with the TRIAL_SESSION menu entry and feature, and not without', async () => {
    installFakeServer({ ...berlinRoutes(), [PUBLIC_MENU]: () => json([...ALL_MENU_ENTRIES, 'TRIAL_SESSION']) });
    await renderApp(`${berlin}/news`);

    const nav = await screen.findByRole('navigation', { name: 'Studio navigation' });
    const trial = await within(nav).findByRole('link', { name: 'Trial session' });
    expect(trial).toHaveAttribute('href', `${berlin}/trial-session/1`);
    expect(trial).toHaveAttribute('data-origin', 'trial-session-step');
  });

  it('hides the trial-session button when the feature is off', async () => {
    installFakeServer({
      ...berlinRoutes(),
      [PUBLIC_MENU]: () => json([...ALL_MENU_ENTRIES, 'TRIAL_SESSION']),
      [PUBLIC_FEATURES]: () => json({ TRIAL_SESSION: false }),
    });
    await renderApp(`${berlin}/news`);

    const nav = await screen.findByRole('navigation', { name: 'Studio navigation' });
    await within(nav).findByRole('link', { name: 'News' });
    expect(within(nav).queryByRole('link', { name: 'Trial session' })).not.toBeInTheDocument();
  });

  it('links the logo to the studio page when a studio is selected', async () => {
    installFakeServer({ ...berlinRoutes(), [BRAND]: () => json(kraftwerkBrand()) });
    await renderApp(`${berlin}/news`);

    const logo = await screen.findByRole('link', { name: 'Kraftwerk Berlin Mitte – go to the studio page' });
    expect(logo).toHaveAttribute('href', berlin);
    expect(logo.querySelector('img')).toHaveAttribute('src', '/demo/kraftwerk-logo.svg');
  });

  it("offers 'Already member?' to a logged-in user not connected to the tenant, remembering the page", async () => {
    installFakeServer(berlinRoutes(demoUser()));
    const { router } = await renderApp(`${berlin}/news`);

    const nav = await screen.findByRole('navigation', { name: 'Studio navigation' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Already member?' }));
    expect(screen.getAllByRole('button', { name: 'Already member?' })).toHaveLength(1);

    await waitFor(() => expect(router.state.location.pathname).toBe('/studio-connect'));
    expect(router.state.location.search).toBe('?tenant=kraftwerk&organizationUnitId=1210001001');
    expect(readJson(window.sessionStorage, STORAGE_KEYS.loginRedirect, [])).toEqual([`${berlin}/news`]);
  });

  it("leaves the studio's name and buttons to the studio page's heading until it has scrolled away", async () => {
    installFakeServer({
      ...berlinRoutes(demoUser()),
      [PUBLIC_MENU]: () => json([...ALL_MENU_ENTRIES, 'TRIAL_SESSION']),
    });
    await renderApp(berlin);
    const nav = await screen.findByRole('navigation', { name: 'Studio navigation' });
    await screen.findByRole('heading', { level: 1, name: 'Kraftwerk Berlin Mitte' });
    await screen.findByRole('button', { name: 'Already member?' });
    expect(within(nav).queryByRole('button', { name: 'Already member?' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Trial session' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Kraftwerk Berlin Mitte' })).not.toBeInTheDocument();

    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });

    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled');
    expect(within(nav).getByRole('button', { name: 'Already member?' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Trial session' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Kraftwerk Berlin Mitte' })).toBeInTheDocument();
  });

  it("does not offer 'Already member?' to a member of the tenant", async () => {
    installFakeServer({
      ...berlinRoutes(connectedUser()),
      [MEMBER_MENU]: () => json(ALL_MENU_ENTRIES),
      [MEMBER_FEATURES]: () => json({}),
    });
    await renderApp(`${berlin}/news`);

    const nav = await screen.findByRole('navigation', { name: 'Studio navigation' });
    await within(nav).findByRole('link', { name: 'News' });
    await screen.findByRole('button', { name: 'Account menu of Lena Vogel' });
    expect(screen.queryByRole('button', { name: 'Already member?' })).not.toBeInTheDocument();
  });
});

describe('mobile header', () => {
  it('lists the studio navigation in the burger drawer, staggered, and closes it on navigation', async () => {
    setWidth(390);
    installFakeServer(berlinRoutes());
    const { router } = await renderApp(berlin);

    expect(screen.queryByRole('navigation', { name: 'Studio navigation' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    const menu = await openMenu();
    const news = await menu.findByRole('link', { name: 'News' });
    const entries = menu.getAllByRole('listitem');
    expect(entries.map((entry) => entry.style.getPropertyValue('--stagger-index'))).toEqual(
      entries.map((_, index) => String(index)),
    );

    await userEvent.click(news);

    await waitFor(() => expect(router.state.location.pathname).toBe(`${berlin}/news`));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows the studio name as the title', async () => {
    setWidth(390);
    installFakeServer(berlinRoutes());
    await renderApp(`${berlin}/news`);

    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByText('Kraftwerk Berlin Mitte')).toBeInTheDocument());
  });

  it("takes the studio page's heading as the title until it has scrolled away", async () => {
    setWidth(390);
    installFakeServer(berlinRoutes());
    await renderApp(berlin);
    await screen.findByRole('heading', { level: 1, name: 'Kraftwerk Berlin Mitte' });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByText('Kraftwerk Berlin Mitte')).not.toBeInTheDocument();

    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });

    expect(within(banner).getByText('Kraftwerk Berlin Mitte')).toBeInTheDocument();
  });
});
