import { describe, expect, it, vi } from 'vitest';
import { detectEnvironment } from './environment.ts';
import { isFeatureEnabled } from './feature-flags.ts';

describe('detectEnvironment', () => {
  it.each([
    ['localhost', 'local'],
    ['kraftwerk.localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['portal.dev.motus.example', 'dev'],
    ['motus-dev.example.com', 'dev'],
    ['staging.motus.example', 'dev'],
    ['portal.kraftwerk-fitness.example', 'prod'],
    ['devon-fitness.example', 'prod'],
  ])('%s is %s', (host, environment) => {
    expect(detectEnvironment(host)).toBe(environment);
  });
});

describe('isFeatureEnabled', () => {
  const prod = { environment: 'prod' as const, tenant: 'kraftwerk' };

  it('turns every flag on in the dev environment', () => {
    expect(isFeatureEnabled({ TRIAL_SESSION: false }, 'TRIAL_SESSION', { environment: 'dev', tenant: undefined })).toBe(
      true,
    );
    expect(isFeatureEnabled({}, 'GA4', { environment: 'dev', tenant: undefined })).toBe(true);
  });

  it('keeps the production-off list off in production, whatever the server says', () => {
    for (const name of ['SPONSORING', 'VACCINATION_CERTIFICATE', 'TRACKING_EVENTS', 'GA4']) {
      expect(isFeatureEnabled({ [name]: true }, name, prod)).toBe(false);
    }
    expect(isFeatureEnabled({}, 'TRACKING_EVENTS', { environment: 'local', tenant: undefined })).toBe(true);
  });

  it('turns the privacy rename on for the named tenants only', () => {
    expect(isFeatureEnabled({}, 'PRIVACY_MYSPORTS_RENAME', prod)).toBe(true);
    expect(isFeatureEnabled({}, 'PRIVACY_MYSPORTS_RENAME', { ...prod, tenant: 'lonestar' })).toBe(false);
  });

  it("follows the server's answer and enables unknown flags with a warning", () => {
    const warn = vi.fn();
    expect(isFeatureEnabled({ TRIAL_SESSION: false }, 'TRIAL_SESSION', { ...prod, warn })).toBe(false);
    expect(isFeatureEnabled({ LEGAL_INFOS: true }, 'LEGAL_INFOS', { ...prod, warn })).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(isFeatureEnabled({}, 'BRAND_NEW', { ...prod, warn })).toBe(true);
    expect(isFeatureEnabled({}, 'BRAND_NEW', { ...prod, warn })).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BRAND_NEW'));
  });
});
