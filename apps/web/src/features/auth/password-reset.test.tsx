import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieConsent } from '../../lib/cookie-consent.ts';
import { demoUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json, requestTo } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

const RESET_REQUEST = '/v1/public/user/resetpassword';
const RESET = '/v2/public/user/changepassword';
const empty = () => new Response(null, { status: 204 });

beforeEach(() => {
  cookieConsent.consent.set({ general: true, stats: false, chat: false, utc: '2025-01-01T00:00:00.000Z' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

describe('password reset', () => {
  it('answers the same neutral confirmation for any address', async () => {
    const fake = installFakeServer({ [RESET_REQUEST]: empty });
    await renderApp('/password-forgot?locale=en-GB');

    await userEvent.type(await screen.findByLabelText(/^E-mail address/), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByText(
        'If an account uses someone@example.com, we have sent a code to set a new password. It is valid for a limited time.',
      ),
    ).toBeInTheDocument();
    expect(await (requestTo(fake, RESET_REQUEST) as Request).json()).toEqual({ email: 'someone@example.com' });
  });

  it('sets the new password with the mailed code and logs in with it', async () => {
    const fake = installFakeServer({
      [RESET]: empty,
      '/login': () => json(demoUser({ studioConnects: [] })),
    });
    const { router } = await renderApp('/verify-password?email=lena.vogel%40example.com&code=654321&locale=en-GB');

    expect(await screen.findByText('Choose a new password for lena.vogel@example.com.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and log in' }));
    expect(
      await screen.findByText('At least 8 characters with at least one letter and one digit', { selector: 'span' }),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh-pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and log in' }));

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/verify-password'));
    expect(await (requestTo(fake, RESET) as Request).json()).toEqual({
      email: 'lena.vogel@example.com',
      code: '654321',
      password: 'Fresh-pass-9',
    });
    expect(requestTo(fake, '/login')?.headers.get('authorization')).toBe(
      `Basic ${btoa('lena.vogel@example.com:Fresh-pass-9')}`,
    );
  });
});
