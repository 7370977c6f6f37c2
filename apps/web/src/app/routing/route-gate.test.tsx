import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, STORAGE_KEYS } from '../../lib/storage.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { demoUser, USER_INFO } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { fullPageLoad } from './full-redirect.tsx';

const STUDIOS = '/studio-api/nox/public/v1/studios';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetApp();
});

describe('route guards in the app', () => {
  it('sends a guest from a guarded path to login-register and remembers the path', async () => {
    installFakeServer({});
    const { router } = await renderApp('/selfservice/overview?locale=en-GB');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-register'));
    expect(readJson(window.sessionStorage, STORAGE_KEYS.loginRedirect, [])).toEqual([
      '/selfservice/overview?locale=en-GB',
    ]);
  });

  it('sends a route without its required query parameters home', async () => {
    installFakeServer({ [STUDIOS]: () => json([]) });
    const { router } = await renderApp('/verify-register?email=a%40b.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the translated placeholder for a screen that has not landed, with its title', async () => {
    installFakeServer({});
    await renderApp('/password-forgot?locale=de-DE');
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Motus | Passwort vergessen'));
  });

  it('moves a studio screen without prefix under the studio named in the query', async () => {
    const studio = berlinStudio();
    installFakeServer({ [`${STUDIOS}/${studio.id}`]: () => json(studio) });
    const { router } = await renderApp(`/news?tenant=kraftwerk&organizationUnitId=${studio.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${studioPath(studio.studioUuid)}/news`));
    expect(await screen.findByRole('heading', { name: 'News' })).toBeInTheDocument();
  });

  it('keeps the brand and language when a studio screen without a studio goes to the fallback address', async () => {
    const load = vi.spyOn(fullPageLoad, 'replace').mockImplementation(() => undefined);
    installFakeServer({});
    await renderApp('/course?facilityGroup=kraftwerk&locale=en-GB&view=week');
    await waitFor(() => expect(load).toHaveBeenCalledWith('/?facilityGroup=kraftwerk&locale=en-GB'));
  });

  it("sends a user without the studio's menu entry away from its screen", async () => {
    const studio = berlinStudio();
    installFakeServer({
      [`${STUDIOS}/${studio.id}`]: () => json(studio),
      '/studio-api/nox/public/v1/menu/active': () => json(['COURSES']),
    });
    const { router } = await renderApp(`${studioPath(studio.studioUuid)}/vouchers`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-register'));
  });

  it('normalises an unknown spelling of a known path', async () => {
    installFakeServer({});
    const { router } = await renderApp('/Password-Forgot/index.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-forgot'));
  });

  it('keeps a referral code from the address', async () => {
    installFakeServer({ [STUDIOS]: () => json([]) });
    await renderApp('/?referralCode=FRIEND-42');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.referralCode)).toBe('FRIEND-42'));
  });

  it('keeps the brand and language parameters when home redirects a member to settings', async () => {
    installFakeServer({ [USER_INFO]: () => json(demoUser()) });
    const { router } = await renderApp('/?locale=de-DE&noFooter=true&referralCode=FRIEND-42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/settings'));
    expect(router.state.location.search).toBe('?locale=de-DE&noFooter=true');
  });

  it('keeps them when a guard sends a guest to login-register', async () => {
    installFakeServer({});
    const { router } = await renderApp('/me/settings?locale=fr-FR&code=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-register'));
    expect(router.state.location.search).toBe('?locale=fr-FR');
  });

  it('logging out of a guarded page goes home rather than to login-register, remembering nothing', async () => {
    let loggedIn = true;
    installFakeServer({
      [USER_INFO]: () =>
        loggedIn ? json(demoUser()) : json({ errorCode: 'NOT_LOGGED_IN', errorMessage: 'User is not logged in' }, 403),
      '/logout': () => {
        loggedIn = false;
        return new Response(null, { status: 204 });
      },
      [STUDIOS]: () => json([]),
    });
    const { router } = await renderApp('/me/settings?locale=en-GB&email=a%40b.example');

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Lena Vogel' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?locale=en-GB');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your studio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.loginRedirect)).toBeNull();
  });
});
