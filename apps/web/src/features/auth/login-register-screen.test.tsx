import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieConsent } from '../../lib/cookie-consent.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { BRAND, berlinRoutes, brandWithId, connectedUser, demoUser } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json, requestTo } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

const CONTACTS = { email: 'lena.vogel@example.com', additionalEmails: [], phoneNumber: null, mobileNumber: null };

beforeEach(() => {
  cookieConsent.consent.set({ general: true, stats: false, chat: false, utc: '2025-01-01T00:00:00.000Z' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  resetApp();
});

async function form(name: string) {
  return within(await screen.findByRole('form', { name }));
}

async function logIn(email: string, password: string) {
  const login = await form('Log in');
  await userEvent.type(login.getByLabelText(/^E-mail address/), email);
  await userEvent.type(login.getByLabelText(/^Password/), password);
  await userEvent.click(login.getByRole('button', { name: 'Login' }));
}

async function fillRegistration(password: string) {
  const registration = await form('New here? Create an account');
  await userEvent.type(registration.getByLabelText(/^First name/), 'Nora');
  await userEvent.type(registration.getByLabelText(/^Last name/), 'Bauer');
  await userEvent.type(registration.getByLabelText(/^E-mail address/), 'new@example.com');
  await userEvent.type(registration.getByLabelText(/^Password/), password);
  return registration;
}

describe('login', () => {
  it('logs in with a basic authorization header and returns to the remembered path', async () => {
    writeJson(window.sessionStorage, STORAGE_KEYS.loginRedirect, ['/emails?locale=en-GB']);
    const fake = installFakeServer({
      '/login': () => json(demoUser()),
      '/v1/me/contacts': () => json(CONTACTS),
    });
    const { router } = await renderApp('/login-register?locale=en-GB');

    await logIn('lena.vogel@example.com', 'Secret-123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/emails'));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail addresses' })).toBeInTheDocument();
    const request = requestTo(fake, '/login');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe(`Basic ${btoa('lena.vogel@example.com:Secret-123')}`);
    expect(readJson(window.sessionStorage, STORAGE_KEYS.loginRedirect, [''])).toEqual([]);
  });

  it('opens the first connected studio after login under brand 40', async () => {
    writeJson(window.sessionStorage, STORAGE_KEYS.loginRedirect, ['/emails?locale=en-GB']);
    installFakeServer({
      ...berlinRoutes(),
      [BRAND]: () => json(brandWithId(40)),
      '/login': () => json(connectedUser()),
    });
    const { router } = await renderApp('/login-register?locale=en-GB');

    await logIn('lena.vogel@example.com', 'Secret-123');

    await waitFor(() => expect(router.state.location.pathname).toBe(studioPath(berlinStudio().studioUuid)));
  });

  it('says so in the user language when the credentials are wrong', async () => {
    installFakeServer({
      '/login': () => json({ errorCode: 'INVALID_CREDENTIALS', errorMessage: 'Wrong', traceId: 't' }, 401),
    });
    await renderApp('/login-register?locale=de-DE');

    const login = await form('Anmelden');
    await userEvent.type(login.getByLabelText(/^E-Mail-Adresse/), 'lena.vogel@example.com');
    await userEvent.type(login.getByLabelText(/^Passwort( \*)?$/), 'nope-1234');
    await userEvent.click(login.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeInTheDocument();
  });

  it('explains a paused login and where to find the link that lets this device in', async () => {
    installFakeServer({
      '/login': () => json({ errorCode: 'TOO_MANY_REQUESTS', errorMessage: 'Too many', traceId: 't' }, 429),
    });
    await renderApp('/login-register?locale=en-GB');

    await logIn('lena.vogel@example.com', 'Secret-123');

    expect(await screen.findByText(/logins from this device are paused for a quarter of an hour/)).toBeInTheDocument();
  });

  it('lets this device in with the mailed link, on a click, then logs in as usual', async () => {
    const fake = installFakeServer({
      '/v1/public/user/unlock-login': () => new Response(null, { status: 204 }),
      '/login': () => json(demoUser()),
    });
    await renderApp('/login-register?locale=en-GB&unlock=mailed-token');

    expect(await screen.findByText('Log in on this device')).toBeInTheDocument();
    expect(requestTo(fake, '/v1/public/user/unlock-login')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Allow this device' }));

    expect(await screen.findByText('This device may log in')).toBeInTheDocument();
    const unlock = requestTo(fake, '/v1/public/user/unlock-login');
    expect(unlock?.method).toBe('POST');
    expect(await unlock?.json()).toEqual({ token: 'mailed-token' });
    await logIn('lena.vogel@example.com', 'Secret-123');
    await waitFor(() => expect(requestTo(fake, '/login')).toBeDefined());
  });

  it('says when the mailed link no longer works', async () => {
    installFakeServer({
      '/v1/public/user/unlock-login': () =>
        json({ errorCode: 'LOGIN_UNLOCK_NOT_FOUND', errorMessage: 'gone', traceId: 't' }, 404),
    });
    await renderApp('/login-register?locale=en-GB&unlock=used-token');

    await userEvent.click(await screen.findByRole('button', { name: 'Allow this device' }));

    expect(await screen.findByText(/This link is unknown, used or expired/)).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const fake = installFakeServer({});
    await renderApp('/login-register?locale=en-GB');

    const login = await form('Log in');
    await userEvent.click(login.getByRole('button', { name: 'Login' }));

    expect(await login.findAllByText('This value is required')).toHaveLength(2);
    expect(requestTo(fake, '/login')).toBeUndefined();
  });
});

describe('registration', () => {
  it('asks for a valid password and the terms before registering', async () => {
    const fake = installFakeServer({ '/v3/public/register': () => json({ email: 'new@example.com' }) });
    await renderApp('/login-register?locale=en-GB');

    const registration = await fillRegistration('onlyletters');
    await userEvent.click(registration.getByRole('button', { name: 'Register and connect' }));

    expect(
      await screen.findByText('At least 8 characters with at least one letter and one digit', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(requestTo(fake, '/v3/public/register')).toBeUndefined();
  });

  it('registers, then takes the mailed code to verify-register', async () => {
    const fake = installFakeServer({
      '/v3/public/register': () => json({ email: 'new@example.com' }),
      '/v2/public/verify': () => json(demoUser({ name: 'Nora Bauer', email: 'new@example.com' })),
    });
    const { router } = await renderApp('/login-register?locale=en-GB');

    const registration = await fillRegistration('Secret-123');
    await userEvent.click(registration.getByRole('checkbox'));
    await userEvent.click(registration.getByRole('button', { name: 'Register and connect' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(await (requestTo(fake, '/v3/public/register') as Request).json()).toEqual({
      firstName: 'Nora',
      lastName: 'Bauer',
      email: 'new@example.com',
      password: 'Secret-123',
      acceptTermsAndConditions: true,
      locale: 'en-GB',
    });

    await userEvent.type(screen.getByLabelText(/^6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm registration' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-register'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Nora Bauer!' })).toBeInTheDocument();
    expect(await (requestTo(fake, '/v2/public/verify') as Request).json()).toEqual({
      email: 'new@example.com',
      code: '123456',
    });
  });

  it("links the studio's own terms and privacy texts when a studio is known", async () => {
    installFakeServer({
      '/studio-api/nox/public/v1/legalinfo/consent': () =>
        json({
          privacyPolicy: { type: 'PRIVACY', text: '<p>Privacy</p>', externalUrl: false },
          termsAndConditions: { type: 'GENERAL_TERMS', text: 'https://studio.example/agb', externalUrl: true },
        }),
    });
    await renderApp('/login-register?tenant=kraftwerk&organizationUnitId=1210001001&locale=en-GB');

    expect(await screen.findByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      'https://studio.example/agb',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toMatch(/\/studio-privacy$/),
    );
  });
});
