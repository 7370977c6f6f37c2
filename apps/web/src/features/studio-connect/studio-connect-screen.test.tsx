import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieConsent } from '../../lib/cookie-consent.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { BRAND, demoUser } from '../../test/app-test-kit.ts';
import { berlinStudio, kraftwerkBrand } from '../../test/demo-data.ts';
import { installFakeServer, json, requestTo } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

const CONNECT = '/v1/me/studioconnects/withcustomercode';
const STUDIO = berlinStudio();
const CONNECTED = {
  id: '0b9a4a3e-3f0d-4a55-8f59-2b7a1f0d6c22',
  studioId: STUDIO.id,
  tenant: 'kraftwerk',
  studioName: STUDIO.name,
};

beforeEach(() => {
  cookieConsent.consent.set({ general: true, stats: false, chat: false, utc: '2025-01-01T00:00:00.000Z' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  resetApp();
});

const SEARCH = '/v1/public/studios';
/** The studios to choose from, as the finder's search answers them (only what the picker reads). */
const CHOOSABLE = {
  content: [{ id: STUDIO.id, name: STUDIO.name, magiclineTenant: 'kraftwerk', address: { city: 'Berlin' } }],
  page: 0,
  size: 100,
  totalElements: 1,
};

function serve(connect: () => Response, routes: Record<string, () => Response> = {}) {
  let connected = false;
  return installFakeServer({
    '/v1/me/info': () => json(demoUser(connected ? { studioConnected: true, studioConnects: [CONNECTED] } : {})),
    [SEARCH]: () => json(CHOOSABLE),
    [`/studio-api/nox/public/v1/studios/${STUDIO.id}`]: () => json(STUDIO),
    [CONNECT]: () => {
      const answer = connect();
      connected = answer.ok;
      return answer;
    },
    ...routes,
  });
}

/** The queries of the studio searches the page made. */
function searchesOf(fake: ReturnType<typeof serve>): URLSearchParams[] {
  return fake.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === SEARCH)
    .map((url) => url.searchParams);
}

async function connectByCustomerCode(code: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Customer number' }), code);
  await userEvent.type(screen.getByLabelText(/^Date of birth/), '03111986');
  await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
}

describe('studio connect', () => {
  it('lets the member pick the studio, connects to that studio by customer code and opens its page', async () => {
    const fake = serve(() => json(CONNECTED));
    const { router } = await renderApp('/studio-connect?locale=en-GB');

    await userEvent.selectOptions(await screen.findByLabelText(/^Studio/), String(STUDIO.id));
    expect(await screen.findByRole('radio', { name: 'Customer number and date of birth' })).toBeChecked();
    await connectByCustomerCode('KW-100245');

    await waitFor(() => expect(router.state.location.pathname).toBe(studioPath(STUDIO.studioUuid)));
    expect(await (requestTo(fake, CONNECT) as Request).json()).toEqual({
      customerCode: 'KW-100245',
      dateOfBirth: '1986-11-03',
      tenant: 'kraftwerk',
      studioId: STUDIO.id,
    });
    expect(searchesOf(fake).map((query) => query.get('facilityGroup'))).toEqual([null]);
  });

  it("offers only the brand's studios on a brand's portal", async () => {
    const fake = serve(() => json(CONNECTED), { [BRAND]: () => json(kraftwerkBrand()) });
    await renderApp('/studio-connect?locale=en-GB');

    expect(await screen.findByRole('option', { name: 'Kraftwerk Berlin Mitte (Berlin)' })).toBeInTheDocument();
    expect(searchesOf(fake).map((query) => query.get('facilityGroup'))).toEqual(['kraftwerk']);
  });

  it('says clearly when no membership matches', async () => {
    serve(() => json({ errorCode: 'CUSTOMER_NOT_FOUND', errorMessage: 'No match', traceId: 't' }, 404));
    await renderApp(`/studio-connect?tenant=kraftwerk&organizationUnitId=${STUDIO.id}&locale=en-GB`);

    expect(await screen.findByRole('heading', { name: STUDIO.name })).toBeInTheDocument();
    await connectByCustomerCode('KW-999999');

    expect(
      await screen.findByText('No membership matches these details. Please check them, or ask your studio.'),
    ).toBeInTheDocument();
  });

  it('asks for the details each method needs', async () => {
    serve(() => json(CONNECTED));
    await renderApp('/studio-connect?tenant=kraftwerk&locale=en-GB');

    await userEvent.click(await screen.findByRole('radio', { name: /last 4 characters of your IBAN/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findAllByText('This value is required', { selector: 'span' })).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Last 4 characters of your IBAN' }), '21-8');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('Please enter the last 4 letters or digits of your IBAN', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Date of birth/)).not.toBeInTheDocument();
  });
});
