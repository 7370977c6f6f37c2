import type { MigrationSteps } from '@motus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const base = '/v1/me/account-context/migration/rsg-group';
let lukas = '';

/** Lukas is connected to alpenfit, whose brand (id 40) has the RSG_GROUP account context. */
beforeAll(async () => {
  lukas = await logIn(t, DEMO_USERS.alpenfit);
});

function steps(cookie: string) {
  return asMember(t, cookie, { url: `${base}/steps`, headers: { 'x-facility-group': 'alpenfit' } });
}

describe('account-context migration', () => {
  it('shows the wizard at STEP_1 to a member of a group brand, in their language', async () => {
    const response = await steps(lukas);
    expect(response.statusCode).toBe(200);
    const data = response.json<MigrationSteps>();
    expect(data).toMatchObject({ shouldShowMigrationWizard: true, currentStep: 'STEP_1' });
    expect(data.step1.title).toBe('Ihr Konto zieht in das Gruppenkonto um');
    expect(data.step1.content).toContain('Alpenfit');
    expect(data.step2.checkbox).toMatchObject({
      privacyPolicy: { urlText: 'Datenschutzerklärung', url: 'http://localhost:3000/privacy' },
      termsAndConditions: { urlText: 'AGB', url: 'http://localhost:3000/agb' },
    });
    expect(data.step3.checkbox).toBeNull();
  });

  it('does not show the wizard to a member of another brand', async () => {
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    expect((await steps(anna)).json<MigrationSteps>().shouldShowMigrationWizard).toBe(false);
  });

  it('requires both agreements to migrate', async () => {
    for (const payload of [
      { agreedToPrivacyPolicy: true, agreedToTermsAndConditions: false },
      { agreedToPrivacyPolicy: true },
      {},
    ]) {
      const response = await asMember(t, lukas, { method: 'POST', url: `${base}/migrate`, payload });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('noxweb.register.terms.error');
    }
  });

  it('opens at STEP_4 after a refusal and stops showing after acceptance', async () => {
    const refused = await asMember(t, lukas, { method: 'POST', url: `${base}/cancelation-notice` });
    expect(refused.statusCode).toBe(204);
    expect((await steps(lukas)).json<MigrationSteps>()).toMatchObject({
      shouldShowMigrationWizard: true,
      currentStep: 'STEP_4',
    });
    const accepted = await asMember(t, lukas, {
      method: 'POST',
      url: `${base}/migrate`,
      payload: { agreedToPrivacyPolicy: true, agreedToTermsAndConditions: true },
    });
    expect(accepted.statusCode).toBe(204);
    expect((await steps(lukas)).json<MigrationSteps>().shouldShowMigrationWizard).toBe(false);
  });
});
