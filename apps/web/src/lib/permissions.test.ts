import { describe, expect, it } from 'vitest';
import { grantedPermissions, hasPermission, type PermissionSource } from './permissions.ts';

const guest: PermissionSource = {
  loggedIn: false,
  studioConnects: [],
  studio: { tenant: 'kraftwerk', organizationUnitId: 1 },
  tenant: 'kraftwerk',
  activeMenuEntries: [],
  customerPermissions: [],
  isDev: false,
};

describe('grantedPermissions', () => {
  it('grants nothing computed to a guest', () => {
    expect([...grantedPermissions(guest)]).toEqual([]);
  });

  it('computes the connect flags from the current studio and tenant', () => {
    const connectedElsewhere = grantedPermissions({
      ...guest,
      loggedIn: true,
      studioConnects: [{ studioId: 2, tenant: 'kraftwerk' }],
    });
    expect(connectedElsewhere).toEqual(new Set(['LOGGED_IN', 'HAS_CONNECT', 'HAS_TENANT_CONNECT']));
    const connectedHere = grantedPermissions({
      ...guest,
      loggedIn: true,
      studioConnects: [{ studioId: 1, tenant: 'kraftwerk' }],
    });
    expect(connectedHere.has('HAS_STUDIO_CONNECT')).toBe(true);
    const otherTenant = grantedPermissions({
      ...guest,
      loggedIn: true,
      studioConnects: [{ studioId: 9, tenant: 'alpenfit' }],
    });
    expect(otherTenant.has('HAS_TENANT_CONNECT')).toBe(false);
  });

  it('counts active menu entries, and courses are available through BENEFITS, COURSES or NEWS', () => {
    const granted = grantedPermissions({ ...guest, activeMenuEntries: ['NEWS', 'DAY_TICKETS'], isDev: true });
    expect(granted).toEqual(new Set(['NEWS', 'DAY_TICKETS', 'COURSES', 'BENEFITS', 'IS_DEV']));
  });
});

describe('hasPermission', () => {
  const granted = new Set(['LOGGED_IN', 'SELF_SERVICE', 'CUSTOMER_CENTER_INVOICE_ACTIVE']);

  it('checks a single name', () => {
    expect(hasPermission(granted, 'LOGGED_IN')).toBe(true);
    expect(hasPermission(granted, 'NEWS')).toBe(false);
    expect(hasPermission(granted, undefined)).toBe(true);
  });

  it('checks all-of and at-least-one-of together', () => {
    expect(hasPermission(granted, { allOf: ['LOGGED_IN', 'SELF_SERVICE'] })).toBe(true);
    expect(hasPermission(granted, { allOf: ['LOGGED_IN', 'NEWS'] })).toBe(false);
    expect(hasPermission(granted, { atLeastOneOf: ['NEWS', 'CUSTOMER_CENTER_INVOICE_ACTIVE'] })).toBe(true);
    expect(hasPermission(granted, { atLeastOneOf: ['NEWS', 'COURSES'] })).toBe(false);
    expect(hasPermission(granted, { allOf: ['SELF_SERVICE'], atLeastOneOf: ['NEWS'] })).toBe(false);
  });
});
