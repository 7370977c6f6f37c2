import type { MigrationSteps } from '@motus/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, USER_INFO } from '../../test/app-test-kit.ts';
import { installFakeServer, json, requestTo } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  resetApp();
});

const STEPS = '/v1/me/account-context/migration/rsg-group/steps';

function step(title: string) {
  return { title, content: `${title} text`, labelText: title, confirmText: 'Next', cancelText: 'No', checkbox: null };
}

const steps: MigrationSteps = {
  shouldShowMigrationWizard: true,
  currentStep: 'STEP_1',
  step1: step('Move your account'),
  step2: step('Terms'),
  step3: step('Refusal'),
  step4: step('Refused'),
};

describe('the migration wizard in the shell', () => {
  it('opens for a member on a page of the group account context', async () => {
    installFakeServer({ [USER_INFO]: () => json(demoUser()), [STEPS]: () => json(steps) });
    await renderApp('/me/settings?facilityGroup=alpenfit&locale=en-GB');
    expect(await screen.findByRole('dialog', { name: 'Move your account' })).toBeInTheDocument();
  });

  it('loads nothing for a guest', async () => {
    const fake = installFakeServer({ [STEPS]: () => json(steps) });
    const { router } = await renderApp('/me/settings?facilityGroup=alpenfit&migration=1&locale=en-GB');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-register'));
    expect(requestTo(fake, STEPS)).toBeUndefined();
    expect(screen.queryByRole('dialog', { name: 'Move your account' })).not.toBeInTheDocument();
  });
});
