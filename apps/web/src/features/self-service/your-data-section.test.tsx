import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const NOX = '/studio-api/nox/v1/customercenter';
const DOWNLOAD = `${NOX}/dataprivacy/download`;

function serve(download: (request: Request) => Response) {
  return installFakeServer({
    '/v1/me/info': () => json(connectedUser()),
    [`${NOX}/config`]: () => json({ paymentSignatureRequired: false, permissions: ['CUSTOMER_CENTER'] }),
    [DOWNLOAD]: download,
  });
}

function formatsAskedFor(fetch: ReturnType<typeof serve>): (string | null)[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === DOWNLOAD)
    .map((url) => url.searchParams.get('format'));
}

describe('your data on the self-service overview', () => {
  it('downloads the export as a PDF and as JSON', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetch = serve((request) =>
      new URL(request.url).searchParams.get('format') === 'json'
        ? new Response(new Blob(['{}']), { headers: { 'content-type': 'application/json' } })
        : new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
    );
    await renderApp('/selfservice/overview?locale=en-GB');
    expect(await screen.findByRole('region', { name: 'Your data' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download my data (JSON)' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));

    expect(formatsAskedFor(fetch)).toEqual(['pdf', 'json']);
    expect(createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('tells the member when the download fails', async () => {
    serve(() => json({ errorCode: 'INTERNAL_ERROR', message: 'boom' }, 500));
    await renderApp('/selfservice/overview?locale=en-GB');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data (JSON)' }));
    expect(await screen.findByText('Your data could not be downloaded.')).toBeInTheDocument();
  });
});
