import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { berlinRoutes, connectedUser, demoUser, MEMBER_MENU, USER_INFO } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { accountLinks } from './account-menu.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

async function accountButton() {
  return screen.findByRole('button', { name: 'Account menu of Lena Vogel' });
}

function itemNames(): string[] {
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('account menu', () => {
  it('lists My payments only with a studio connect', () => {
    const hrefs = (hasConnect: boolean) => accountLinks(hasConnect).map((link) => link.href);
    expect(hrefs(true)).toEqual(['/me/bookings', '/me/checkin-reservations', '/me/payments', '/me/settings']);
    expect(hrefs(false)).toEqual(['/me/bookings', '/me/checkin-reservations', '/me/settings']);
  });

  it('shows the name and the default avatar, and opens bookings, check-in reservations, settings and Log out', async () => {
    installFakeServer({ [USER_INFO]: () => json(demoUser()) });
    await renderApp('/imprint?locale=en-GB');

    const button = await accountButton();
    expect(button).toHaveTextContent('Lena Vogel');
    expect(button.querySelector('svg')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);

    expect(itemNames()).toEqual(['My bookings', 'My check-in reservations', 'Settings', 'Log out']);
    expect(within(screen.getByRole('menu')).getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My bookings' })).toHaveAttribute('href', '/me/bookings?locale=en-GB');
    expect(screen.getByRole('menuitem', { name: 'My bookings' })).toHaveFocus();
  });

  it('adds My payments for a connected user, and shows the e-mail and picture when there is no name', async () => {
    const user = { ...connectedUser(), name: ' ', profilePictureUrl: '/demo/avatar.png' };
    installFakeServer({ ...berlinRoutes(user), [MEMBER_MENU]: () => json([]) });
    await renderApp(`${studioPath(berlinStudio().studioUuid)}?locale=en-GB`);

    const button = await screen.findByRole('button', { name: 'Account menu of lena.vogel@example.com' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/demo/avatar.png');
    await userEvent.click(button);

    expect(itemNames()).toEqual(['My bookings', 'My check-in reservations', 'My payments', 'Settings', 'Log out']);
  });

  it('moves with the arrow keys, Home and End, and Escape closes and returns focus', async () => {
    installFakeServer({ [USER_INFO]: () => json(demoUser()) });
    await renderApp('/imprint?locale=en-GB');
    const button = await accountButton();
    button.focus();

    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My bookings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My check-in reservations' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'My bookings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a press lands outside it', async () => {
    installFakeServer({ [USER_INFO]: () => json(demoUser()) });
    await renderApp('/imprint?locale=en-GB');
    await userEvent.click(await accountButton());

    await userEvent.click(document.body);

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('the staff area entry', () => {
  const STAFF_ME = '/v1/staff/me';
  const staffCalls = (fetch: ReturnType<typeof installFakeServer>) =>
    fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === STAFF_ME).length;

  it('is listed before the settings for a studio employee', () => {
    const hrefs = accountLinks(false, false, false, true).map((link) => link.href);
    expect(hrefs).toEqual(['/me/bookings', '/me/checkin-reservations', '/staff', '/me/settings']);
  });

  it('shows for a staff account and leads to /staff', async () => {
    installFakeServer({ [USER_INFO]: () => json(demoUser({ staffOf: 'kraftwerk' })) });
    await renderApp('/imprint?locale=en-GB');
    await userEvent.click(await accountButton());

    expect(await screen.findByRole('menuitem', { name: 'Staff area' })).toHaveAttribute('href', '/staff?locale=en-GB');
  });

  it('stays hidden for a member, who never asks the staff call', async () => {
    const fetch = installFakeServer({ [USER_INFO]: () => json(demoUser()) });
    await renderApp('/imprint?locale=en-GB');
    await userEvent.click(await accountButton());

    expect(itemNames()).toEqual(['My bookings', 'My check-in reservations', 'Settings', 'Log out']);
    expect(staffCalls(fetch)).toBe(0);
  });

  it('is not asked for a guest', async () => {
    const fetch = installFakeServer({});
    await renderApp('/imprint?locale=en-GB');
    expect(await screen.findByRole('link', { name: 'Register / Log in' })).toBeInTheDocument();
    expect(staffCalls(fetch)).toBe(0);
  });
});
