import { encodeStudioUuid } from '@motus/contract';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantOf } from './page-tenant.ts';
import { bindLocation, requestContext } from './request-context.ts';
import { useTenant } from './studio-context.ts';
import { studioPath } from './studio-route.ts';

const kraftwerkCourses = `${studioPath(encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 }))}/course`;

function tenantSeenByHook(pathname: string, search: string): string | undefined {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, { initialEntries: [`${pathname}${search}`] }, children);
  return renderHook(() => useTenant(), { wrapper }).result.current;
}

describe('the tenant of a page', () => {
  afterEach(() => bindLocation(() => window.location));

  it('is the studio in the path, not a tenant query parameter', () => {
    expect(tenantOf(kraftwerkCourses, '?t=alpenfit')).toBe('kraftwerk');
  });

  it('is the same in the x-tenant header and in useTenant()', () => {
    bindLocation(() => ({ pathname: kraftwerkCourses, search: '?t=alpenfit' }));
    expect(requestContext().tenant).toBe('kraftwerk');
    expect(tenantSeenByHook(kraftwerkCourses, '?t=alpenfit')).toBe('kraftwerk');
  });

  it('is the tenant query parameter on a page about no studio', () => {
    expect(tenantOf('/courses', '?tenant=alpenfit')).toBe('alpenfit');
    expect(tenantOf('/account', '')).toBeUndefined();
  });
});
