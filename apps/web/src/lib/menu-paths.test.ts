import { describe, expect, it } from 'vitest';
import { isSectionAvailable, STUDIO_SECTIONS } from './menu-paths.ts';

const rules = (permissions: string[], features: string[] = []) => ({
  can: (permission: string) => permissions.includes(permission),
  feature: (name: string) => features.includes(name),
});

describe('studio sections', () => {
  it('maps menu entries to the paths of the route table', () => {
    expect(STUDIO_SECTIONS.courses).toMatchObject({ path: 'course', permission: 'COURSES' });
    expect(STUDIO_SECTIONS.appointments).toMatchObject({ path: 'appointments', permission: 'BENEFITS' });
    expect(STUDIO_SECTIONS.offers).toMatchObject({ path: 'offers', permission: 'BENEFIT_OFFERS' });
    expect(STUDIO_SECTIONS.trialSession).toMatchObject({ path: 'trial-session', entry: 'trial-session/1' });
  });

  it('needs the permission, and the feature where the section has one', () => {
    expect(isSectionAvailable('vouchers', rules(['VOUCHERS']))).toBe(true);
    expect(isSectionAvailable('vouchers', rules([]))).toBe(false);
    expect(isSectionAvailable('trialSession', rules(['TRIAL_SESSION']))).toBe(false);
    expect(isSectionAvailable('trialSession', rules(['TRIAL_SESSION'], ['TRIAL_SESSION']))).toBe(true);
  });
});
