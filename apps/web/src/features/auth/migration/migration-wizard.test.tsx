import type { MigrationStep, MigrationSteps } from '@motus/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../lib/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { readJson, writeJson } from '../../../lib/storage.ts';
import { initTranslations } from '../../../lib/translations.ts';
import { demoUser } from '../../../test/app-test-kit.ts';
import { installFakeServer, json, requestTo } from '../../../test/fake-server.ts';
import { localDay, migrationStorageKey } from './migration-decision.ts';
import { MigrationWizard } from './migration-wizard.tsx';

const BASE = '/v1/me/account-context/migration/rsg-group';
const USER = demoUser();
const KEY = migrationStorageKey('alpenfit', USER.id);

function step(title: string, checkbox: boolean): MigrationStep {
  return {
    title,
    content: `${title} text`,
    labelText: `${title} label`,
    confirmText: `${title} confirm`,
    cancelText: `${title} cancel`,
    checkbox: checkbox
      ? {
          text: `${title} consent`,
          privacyPolicy: { urlText: 'Privacy', url: 'https://alpenfit.example/privacy' },
          termsAndConditions: { urlText: 'Terms', url: 'https://alpenfit.example/terms' },
        }
      : null,
  };
}

function steps(overrides: Partial<MigrationSteps> = {}): MigrationSteps {
  return {
    shouldShowMigrationWizard: true,
    currentStep: 'STEP_1',
    step1: step('Intro', true),
    step2: step('Terms', true),
    step3: step('Refusal', false),
    step4: step('Refused', false),
    ...overrides,
  };
}

const empty = () => new Response(null, { status: 204 });

function serve(answer: MigrationSteps) {
  return installFakeServer({
    '/v1/me/info': () => json(USER),
    [`${BASE}/steps`]: () => json(answer),
    [`${BASE}/migrate`]: empty,
    [`${BASE}/cancelation-notice`]: empty,
  });
}

async function renderWizard(query = '') {
  await initTranslations('en-GB');
  const user = userEvent.setup();
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[`/?facilityGroup=alpenfit${query}`]}>
        <MigrationWizard />
      </MemoryRouter>
    </Providers>,
  );
  return user;
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => window.localStorage.clear());

afterEach(() => vi.unstubAllGlobals());

describe('MigrationWizard', () => {
  it('walks INTRO, ACCEPT_TERMS and back, then records a refusal and closes from its result', async () => {
    const fake = serve(steps());
    const user = await renderWizard();

    await dialog('Intro');
    await user.click(button('Intro confirm'));
    expect(screen.getByText('Please tick the box to continue.')).toBeInTheDocument();
    expect(button('Intro confirm')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Intro consent' }));
    expect(button('Intro confirm')).toBeEnabled();
    await user.click(button('Intro confirm'));

    await dialog('Terms');
    await user.click(button('Terms cancel'));
    await dialog('Intro');
    await user.click(button('Intro cancel'));
    await dialog('Refusal');
    await user.click(button('Refusal confirm'));

    await dialog('Refused');
    expect(requestTo(fake, `${BASE}/cancelation-notice`)?.method).toBe('POST');
    expect(readJson(window.localStorage, KEY, null)).toEqual({
      date: localDay(new Date()),
      facilityGroup: 'alpenfit',
      decision: 'REFUSE',
    });
    await user.click(button('Refused cancel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('records the acceptance with both consents and closes', async () => {
    const fake = serve(steps());
    const user = await renderWizard();

    await dialog('Intro');
    await user.click(screen.getByRole('checkbox', { name: 'Intro consent' }));
    await user.click(button('Intro confirm'));
    await dialog('Terms');
    await user.click(screen.getByRole('checkbox', { name: 'Terms consent' }));
    await user.click(button('Terms confirm'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await (requestTo(fake, `${BASE}/migrate`) as Request).json()).toEqual({
      agreedToPrivacyPolicy: true,
      agreedToTermsAndConditions: true,
    });
    expect(readJson(window.localStorage, KEY, { decision: '' }).decision).toBe('ACCEPT');
  });

  it('opens at the refusal result when the server says STEP_4', async () => {
    serve(steps({ currentStep: 'STEP_4' }));
    await renderWizard();

    expect(await dialog('Refused')).toBeInTheDocument();
  });

  it('shows at most once a day per facility group and user, unless forced by ?migration=1', async () => {
    const fake = serve(steps());
    writeJson(window.localStorage, KEY, { date: localDay(new Date()), facilityGroup: 'alpenfit', decision: 'REFUSE' });
    await renderWizard();

    await waitFor(() => expect(requestTo(fake, `${BASE}/steps`)).toBeDefined());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await renderWizard('&migration=1');
    expect(await dialog('Intro')).toBeInTheDocument();
  });

  it('shows again on a later day', async () => {
    serve(steps());
    writeJson(window.localStorage, KEY, { date: '2020-01-01', facilityGroup: 'alpenfit', decision: 'REFUSE' });
    await renderWizard();

    expect(await dialog('Intro')).toBeInTheDocument();
  });

  it('stays closed when the server does not ask for it', async () => {
    const fake = serve(steps({ shouldShowMigrationWizard: false }));
    await renderWizard();

    await waitFor(() => expect(requestTo(fake, `${BASE}/steps`)).toBeDefined());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
