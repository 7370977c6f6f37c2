import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, STORAGE_KEYS } from '../../lib/storage.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { berlinRoutes } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  resetApp();
});

describe('login button', () => {
  it('remembers the page with its query and opens login-register', async () => {
    installFakeServer(berlinRoutes());
    const page = `${studioPath(berlinStudio().studioUuid)}/news?locale=en-GB&from=test`;
    const { router } = await renderApp(page);

    await userEvent.click(await screen.findByRole('link', { name: 'Register / Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login-register'));
    expect(router.state.location.search).toBe('?locale=en-GB');
    expect(readJson(window.sessionStorage, STORAGE_KEYS.loginRedirect, [])).toEqual([page]);
  });

  it('is hidden on verify-register without a tenant', async () => {
    installFakeServer({});
    await renderApp('/verify-register?email=a%40b.example&code=123456&locale=en-GB');

    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('link', { name: 'Register / Log in' })).not.toBeInTheDocument();
  });

  it('shows on verify-register when a tenant is set', async () => {
    installFakeServer({});
    await renderApp('/verify-register?email=a%40b.example&code=123456&tenant=kraftwerk&locale=en-GB');

    expect(await screen.findByRole('link', { name: 'Register / Log in' })).toBeInTheDocument();
  });
});
