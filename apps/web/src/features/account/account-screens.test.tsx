import type { Contacts, Profile } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieConsent } from '../../lib/cookie-consent.ts';
import { demoUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json, type Route, requestTo } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';
import { leavePage } from './leave-page.ts';

vi.mock('./leave-page.ts', () => ({ leavePage: vi.fn() }));

const USER = demoUser();
const IMAGE_URL = '/v1/me/profile/image/5a0c1f1e-8d3b-4c7e-9a2f-6b1d0e3c4f55';

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    firstName: 'Lena',
    lastName: 'Vogel',
    email: USER.email,
    locale: 'en-GB',
    profilePictureUrl: null,
    ...overrides,
  };
}

function contacts(overrides: Partial<Contacts> = {}): Contacts {
  return { email: USER.email, additionalEmails: [], phoneNumber: null, mobileNumber: null, ...overrides };
}

/** A logged-in member with the given answers. */
function serve(routes: Record<string, Route>) {
  return installFakeServer({ '/v1/me/info': () => json(USER), ...routes });
}

const empty = () => new Response(null, { status: 204 });

beforeEach(() => {
  cookieConsent.consent.set({ general: true, stats: false, chat: false, utc: '2025-01-01T00:00:00.000Z' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetApp();
});

describe('profile', () => {
  it('saves name, language and phone numbers', async () => {
    const fake = serve({
      '/v1/me/profile': (request) => json(request.method === 'PUT' ? profile({ firstName: 'Helena' }) : profile()),
      '/v1/me/contacts': () => json(contacts()),
    });
    await renderApp('/me/settings/profile?locale=en-GB');

    const form = within(await screen.findByRole('form', { name: 'Your details' }));
    await userEvent.clear(form.getByLabelText(/^First name/));
    await userEvent.type(form.getByLabelText(/^First name/), 'Helena');
    await userEvent.selectOptions(form.getByLabelText(/^Language/), 'de-DE');
    await userEvent.type(form.getByLabelText(/^Mobile phone/), 'abc');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Invalid phone number', { selector: 'span' })).toBeInTheDocument();

    await userEvent.clear(form.getByLabelText(/^Mobile phone/));
    await userEvent.type(form.getByLabelText(/^Mobile phone/), '+49 170 1234567');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('Your profile has been saved.')).toBeInTheDocument();
    const put = fake.mock.calls
      .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
      .find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({ firstName: 'Helena', lastName: 'Vogel', locale: 'de-DE' });
    const update = fake.mock.calls
      .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
      .find((request) => request.method === 'POST' && request.url.endsWith('/v1/me/contacts'));
    expect(await update?.json()).toEqual({ phoneNumber: null, mobileNumber: '+49 170 1234567' });
  });

  it('uploads a picture resized to a JPEG as the multipart field image, and removes it', async () => {
    let picture: string | null = null;
    const fake = serve({
      '/v1/me/profile': () => json(profile({ profilePictureUrl: picture })),
      '/v1/me/contacts': () => json(contacts()),
      '/v1/me/profile/image': (request) => {
        picture = request.method === 'POST' ? IMAGE_URL : null;
        return request.method === 'POST' ? json({ profilePictureUrl: IMAGE_URL }) : empty();
      },
    });
    vi.stubGlobal('createImageBitmap', async () => ({ width: 1600, height: 1200, close: () => undefined }));
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: () => undefined,
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['jpeg'], { type: 'image/jpeg' })),
    );
    await renderApp('/me/settings/profile?locale=en-GB');

    const input = (await screen.findByLabelText('Upload a picture')) as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', IMAGE_URL);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 800, 600);
    const upload = await (requestTo(fake, '/v1/me/profile/image') as Request).formData();
    expect((upload.get('image') as File).type).toBe('image/jpeg');

    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByRole('img', { name: 'No profile picture' })).toBeInTheDocument();
  });
});

describe('e-mail addresses', () => {
  it('adds an address and confirms it with the mailed code', async () => {
    let additional = [{ email: 'lena@work.example', verified: false }];
    const fake = serve({
      '/v1/me/contacts': () => json(contacts({ additionalEmails: additional })),
      '/v1/me/additional-email': () => json(contacts({ additionalEmails: additional })),
      '/v1/me/additionalemail/verify': () => {
        additional = [{ email: 'lena@work.example', verified: true }];
        return json(contacts({ additionalEmails: additional }));
      },
    });
    const { router } = await renderApp('/add-email?locale=en-GB');

    await userEvent.type(await screen.findByLabelText(/^New e-mail address/), 'lena@work.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-additional-email'));
    expect(await screen.findByLabelText(/^E-mail address/)).toHaveValue('lena@work.example');
    await userEvent.type(screen.getByLabelText(/^6-digit code/), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm address' }));

    expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeInTheDocument();
    expect(await (requestTo(fake, '/v1/me/additionalemail/verify') as Request).json()).toEqual({
      email: 'lena@work.example',
      code: '246810',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Back to my e-mail addresses' }));
    const row = (await screen.findByText('lena@work.example')).closest('li') as HTMLElement;
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
  });

  it('removes an additional address after asking', async () => {
    const fake = serve({
      '/v1/me/contacts': () => json(contacts({ additionalEmails: [{ email: 'old@example.com', verified: true }] })),
      '/v1/me/additional-email': () => json(contacts()),
    });
    const { router } = await renderApp('/emails?locale=en-GB');

    await userEvent.click(await screen.findByRole('link', { name: 'Remove old@example.com' }));
    expect(await screen.findByText('Remove old@example.com from your account?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove address' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/emails'));
    const request = requestTo(fake, '/v1/me/additional-email');
    expect(request?.method).toBe('DELETE');
    expect(new URL(request?.url ?? '').searchParams.get('email')).toBe('old@example.com');
  });
});

describe('account deletion', () => {
  it('explains what is deleted, asks for the password, deletes, clears all local and session storage and loads home afresh', async () => {
    window.localStorage.setItem('referral-code', 'FRIEND');
    window.sessionStorage.setItem('login-redirect', '["/emails"]');
    const fake = serve({ '/v1/me': empty });
    await renderApp('/me/settings?locale=en-GB');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/your e-mail addresses and the connections to your studios/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Your password/), 'Secret-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/?locale=en-GB', expect.any(Function)));
    const request = requestTo(fake, '/v1/me');
    expect(request?.method).toBe('DELETE');
    expect(await request?.json()).toEqual({ password: 'Secret-123' });
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('asks for the password before calling the server, and says so when it is wrong', async () => {
    vi.mocked(leavePage).mockClear();
    const fake = serve({
      '/v1/me': () => json({ errorCode: 'WRONG_PASSWORD', errorMessage: 'wrong', traceId: 't' }, 400),
    });
    await renderApp('/me/settings?locale=en-GB');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Please enter your password to delete your account.')).toBeInTheDocument();
    expect(requestTo(fake, '/v1/me')).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText(/^Your password/), 'Not-It-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('The current password is wrong.')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });
});
