import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, requestTo } from '../test/fake-server.ts';
import { useLogout, withoutLogoutParams } from './logout.ts';
import { bindLocation } from './request-context.ts';
import { USER_INFO_KEY } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('withoutLogoutParams', () => {
  it('removes code, email, c and e and keeps the rest', () => {
    expect(withoutLogoutParams('?code=1&email=a%40b.example&c=2&e=3&locale=de-DE')).toBe('?locale=de-DE');
    expect(withoutLogoutParams('?code=1')).toBe('');
    expect(withoutLogoutParams('?locale=de-DE')).toBeNull();
  });
});

function Frame() {
  const logout = useLogout();
  return (
    <>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
      <Outlet />
    </>
  );
}

/** A home route that settles on an address still carrying verification parameters. */
function Home() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!search.includes('keep')) void navigate('/?code=1&email=a%40b.example&c=2&e=3&keep=yes', { replace: true });
  }, [search, navigate]);
  return <p>Home</p>;
}

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(USER_INFO_KEY, { name: 'Lena' });
  queryClient.setQueryData(['me', 'bookings'], ['a booking']);
  queryClient.setQueryData(['whitelabel', null], { id: 2 });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Frame,
        children: [
          { index: true, Component: Home },
          { path: 'me/bookings', Component: () => <p>Bookings</p> },
        ],
      },
    ],
    { initialEntries: ['/me/bookings?locale=de-DE'] },
  );
  bindLocation(() => router.state.location);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

describe('useLogout', () => {
  it('ends the session, clears the cart and session storage, resets the session query and goes home', async () => {
    vi.useFakeTimers();
    const fetch = installFakeServer({ '/logout': () => new Response(null, { status: 204 }) });
    window.localStorage.setItem(STORAGE_KEYS.cart, '{"items":[1]}');
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, '{"stats":true}');
    window.sessionStorage.setItem(STORAGE_KEYS.loginRedirect, '["/me/bookings"]');
    const { queryClient, router } = setUp();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(requestTo(fetch, '/logout')?.method).toBe('POST');
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('{"stats":true}');
    expect(window.sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(USER_INFO_KEY)).toBeNull();
    expect(queryClient.getQueryData(['me', 'bookings'])).toBeUndefined();
    expect(queryClient.getQueryData(['whitelabel', null])).toEqual({ id: 2 });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?code=1&email=a%40b.example&c=2&e=3&keep=yes');

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(router.state.location.search).toContain('code=1');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?keep=yes');
  });

  it('logs the user out of the page even when the logout call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeServer({ '/logout': () => new Response('down', { status: 503 }) });
    const { queryClient, router } = setUp();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(USER_INFO_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
