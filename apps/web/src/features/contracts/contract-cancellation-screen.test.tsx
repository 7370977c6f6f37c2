import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { berlinRoutes } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const CALL = '/v1/public/contract-cancellations';
const page = `${studioPath(berlinStudio().studioUuid)}/contract?cancel=1`;

function serve(answer: () => Response) {
  return installFakeServer({ ...berlinRoutes(), [CALL]: answer });
}

function received() {
  return json({
    requestId: '2b1f5c1e-2a4b-4c6d-8e9f-0a1b2c3d4e51',
    receivedAt: '2026-11-26T14:05:00Z',
    studioName: 'Kraftwerk Berlin Mitte',
  });
}

async function fillIdentity() {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Vorname/ }), 'Erika');
  await userEvent.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Mustermann');
  await userEvent.type(screen.getByRole('textbox', { name: /^Geburtsdatum/ }), '29021980');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail/ }), 'erika@example.com');
}

function bodyOf(fetch: ReturnType<typeof serve>) {
  const call = fetch.mock.calls.find(([url, init]) => String(url).includes(CALL) && init?.method === 'POST');
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

describe('cancellation without login (§312k BGB)', () => {
  it('asks, confirms with one "Jetzt kündigen" button, and shows the receipt with its time', async () => {
    const fetch = serve(received);
    await renderApp(`${page}&locale=de-DE`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mitgliedschaft kündigen' })).toBeInTheDocument();
    await fillIdentity();
    await userEvent.type(screen.getByRole('textbox', { name: /^Vertragsnummer/ }), ' KW-2025-0042 ');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    const confirm = await screen.findByRole('heading', { level: 1, name: 'Kündigung bestätigen' });
    const main = confirm.closest('div') as HTMLElement;
    expect(within(main).getAllByRole('button')).toHaveLength(1);
    expect(within(main).getByText('Zum nächstmöglichen Zeitpunkt')).toBeInTheDocument();
    expect(bodyOf(fetch)).toBeUndefined();
    await userEvent.click(within(main).getByRole('button', { name: 'Jetzt kündigen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihre Kündigung ist eingegangen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Kraftwerk Berlin Mitte hat Ihre Kündigung am .*2026.* erhalten/)).toBeInTheDocument();
    expect(screen.getByText(/erika@example.com/)).toBeInTheDocument();
    expect(bodyOf(fetch)).toEqual({
      studioId: berlinStudio().id,
      firstName: 'Erika',
      lastName: 'Mustermann',
      dateOfBirth: '1980-02-29',
      email: 'erika@example.com',
      contractNumber: 'KW-2025-0042',
      kind: 'ORDINARY',
      locale: 'de-DE',
    });
  });

  it('asks for the reason of an extraordinary cancellation and for the date the person wishes', async () => {
    const fetch = serve(received);
    await renderApp(`${page}&locale=en-GB`);
    await userEvent.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Erika');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Mustermann');
    await userEvent.type(screen.getByRole('textbox', { name: /^Date of birth/ }), '29021980');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'erika@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'Extraordinary cancellation (with a reason)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'On a date of my choice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByRole('textbox', { name: /^Reason for the extraordinary cancellation/ }),
    ).toHaveAccessibleDescription(/required/i);

    await userEvent.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Moving abroad');
    await userEvent.type(screen.getByRole('textbox', { name: /^Requested contract end/ }), '31032027');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel now' }));
    await screen.findByRole('heading', { level: 1, name: 'Your cancellation has been received' });
    expect(bodyOf(fetch)).toMatchObject({ kind: 'EXTRAORDINARY', reason: 'Moving abroad', wishedDate: '2027-03-31' });
  });

  it('says in the person’s language when too many requests came from their network', async () => {
    serve(() =>
      json(
        {
          errorCode: 'TOO_MANY_REQUESTS',
          errorMessage: 'Too many bookings from this network; please try again later',
          traceId: 't',
          errors: [{ errorCode: 'GUEST_SOURCE_LIMIT', typedArgs: [] }],
        },
        429,
      ),
    );
    await renderApp(`${page}&locale=de-DE`);
    await fillIdentity();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt kündigen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kündigung bestätigen' })).toBeInTheDocument();
    expect(await screen.findByText(/Netzwerk|später/)).toBeInTheDocument();
  });
});
