import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieConsent } from '../../lib/cookie-consent.ts';
import { demoUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json, requestTo } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

const VERIFY = '/v2/public/verify';
const RESEND = '/v1/me/resendregistrationmail';

beforeEach(() => {
  cookieConsent.consent.set({ general: true, stats: false, chat: false, utc: '2025-01-01T00:00:00.000Z' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

describe('verify-register', () => {
  it('confirms the mailed code once and logs the user in', async () => {
    const fake = installFakeServer({ [VERIFY]: () => json(demoUser()) });
    await renderApp('/verify-register?email=lena.vogel%40example.com&code=123456&locale=en-GB');

    // The first screen of the file waits for its chunk to compile as well as for the answer.
    expect(await screen.findByRole('heading', { name: 'Welcome, Lena Vogel!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect to your studio' })).toBeInTheDocument();
    expect(fake.mock.calls.filter(([input]) => String(input).startsWith(VERIFY))).toHaveLength(1);
    // The header shows the user now: the session changed with the verification.
    expect(await screen.findByRole('button', { name: /Lena Vogel/ })).toBeInTheDocument();
  });

  it('explains a wrong code and offers a new mail without telling whether the account exists', async () => {
    const fake = installFakeServer({
      [VERIFY]: () => json({ errorCode: 'INVALID_VERIFICATION_CODE', errorMessage: 'Wrong code', traceId: 't' }, 400),
      [RESEND]: () => new Response(null, { status: 204 }),
    });
    await renderApp('/verify-register?email=lena.vogel%40example.com&code=000000&locale=en-GB');

    expect(await screen.findByText('This code is wrong or no longer valid.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(
      await screen.findByText(
        'If the account for lena.vogel@example.com still needs confirming, a new code is on its way.',
      ),
    ).toBeInTheDocument();
    expect(await (requestTo(fake, RESEND) as Request).json()).toEqual({ email: 'lena.vogel@example.com' });
    expect(screen.getByRole('link', { name: 'Enter the code again' })).toHaveAttribute(
      'href',
      '/login-register?locale=en-GB&step=verify&email=lena.vogel%40example.com',
    );
  });
});
