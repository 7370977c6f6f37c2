import { describe, expect, it } from 'vitest';
import { hasPermission } from '../../lib/permissions.ts';
import { evaluateGuard, type GuardInput } from './guard.ts';

function input(overrides: Partial<GuardInput> & { granted?: string[] } = {}): GuardInput {
  const granted = new Set(overrides.granted ?? []);
  return {
    route: {},
    query: new URLSearchParams(),
    can: (check) => hasPermission(granted, check),
    feature: () => true,
    loggedIn: false,
    connectedToTenant: false,
    devUi: false,
    ...overrides,
  };
}

describe('evaluateGuard', () => {
  it('lets an unguarded route through', () => {
    expect(evaluateGuard(input())).toEqual({ kind: 'allow' });
  });

  it('sends a route without its required query parameters home', () => {
    const route = { requiredQuery: ['email', 'code'] };
    expect(evaluateGuard(input({ route, query: new URLSearchParams('email=a@b.example') }))).toEqual({ kind: 'home' });
    expect(evaluateGuard(input({ route, query: new URLSearchParams('email=a@b.example&code=1') }))).toEqual({
      kind: 'allow',
    });
  });

  it('makes a full-page redirect to the fallback address when the feature is off', () => {
    const decision = evaluateGuard(input({ route: { feature: 'TRIAL_SESSION' }, feature: () => false }));
    expect(decision).toEqual({ kind: 'fullRedirect', href: '/' });
  });

  it('sends a guest without permission to login-register', () => {
    expect(evaluateGuard(input({ route: { permission: 'LOGGED_IN' } }))).toEqual({
      kind: 'denied',
      to: '/login-register',
    });
  });

  it('sends a logged-in user without permission home when connected to the tenant, else to studio connect', () => {
    const route = { permission: { allOf: ['LOGGED_IN', 'HAS_TENANT_CONNECT'] } };
    expect(evaluateGuard(input({ route, loggedIn: true, granted: ['LOGGED_IN'] }))).toEqual({
      kind: 'denied',
      to: '/studio-connect',
    });
    expect(
      evaluateGuard(
        input({ route: { permission: 'NEWS' }, loggedIn: true, connectedToTenant: true, granted: ['LOGGED_IN'] }),
      ),
    ).toEqual({ kind: 'denied', to: '/' });
  });

  it('checks all-of and at-least-one-of permissions', () => {
    const route = { permission: { allOf: ['LOGGED_IN'], atLeastOneOf: ['A', 'B'] } };
    expect(evaluateGuard(input({ route, loggedIn: true, granted: ['LOGGED_IN', 'B'] }))).toEqual({ kind: 'allow' });
  });

  it('shows development-only screens only where the server turned them on (DEV_UI)', () => {
    expect(evaluateGuard(input({ route: { devOnly: true } }))).toEqual({ kind: 'home' });
    expect(evaluateGuard(input({ route: { devOnly: true }, devUi: true }))).toEqual({ kind: 'allow' });
    expect(evaluateGuard(input({ route: {} }))).toEqual({ kind: 'allow' });
  });
});
