import { type AnyCall, allCalls, type CalendarItem } from '@motus/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefits } from '../../src/modules/booking/schema/benefits.ts';
import { studioConnects } from '../../src/modules/identity/schema/studio-connects.ts';
import { studios } from '../../src/modules/studios/schema/studios.ts';
import { type FuzzRequest, type KnownValues, sampleRequestWith } from '../helpers/fuzz-inputs.ts';
import { DEMO_USERS, logIn } from '../helpers/identity.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Generated from the contract: a member of tenant A (Anna, kraftwerk) calls every customer and user call with tenant
 * B's context (alpenfit) and B's ids. A customer call is refused by the one scope; a user call answers nothing of B.
 */
const t = useTestApp();
const TENANT_B = 'alpenfit';

/** Calls that end the session the test runs in; they take nothing of a tenant. */
const ENDS_SESSION = new Set(['identity.logout', 'identity.deleteAccount']);

interface TenantB {
  known: KnownValues;
  /** What of B's member a user call must never answer. */
  secrets: string[];
  /** The ids of the rows a `resource` call is about, by call id. */
  resources: Record<string, KnownValues>;
}

async function firstId(rows: Promise<{ id: number }[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`the seed has no such row of ${TENANT_B}`);
  return row.id;
}

async function tenantB(): Promise<TenantB> {
  const studioId = await firstId(t.db.select({ id: studios.id }).from(studios).where(eq(studios.tenantId, TENANT_B)));
  const ofKind = (kind: CalendarItem['itemType']) => and(eq(benefits.tenantId, TENANT_B), eq(benefits.kind, kind));
  const singleBenefitId = await firstId(
    t.db.select({ id: benefits.id }).from(benefits).where(ofKind('SINGLE_APPOINTMENT')),
  );
  const connects = await t.db.select().from(studioConnects).where(eq(studioConnects.tenantId, TENANT_B));
  const single = { benefitId: [singleBenefitId], bookableItemId: [singleBenefitId] };
  return {
    known: { tenant: [TENANT_B], studioId: [studioId, String(studioId)], organizationUnitId: [studioId] },
    secrets: [DEMO_USERS.alpenfit, ...connects.map((connect) => connect.customerId)],
    resources: {
      'booking.bookSingle': single,
      'single.getBenefit': single,
      'single.listSlots': single,
      'single.getBenefitWithSlots': single,
      'single.getNextAvailable': single,
    },
  };
}

let anna = '';
let b: TenantB;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  b = await tenantB();
});

function requestOf(call: AnyCall): FuzzRequest {
  const resource = call.tenant === 'resource' ? b.resources[call.id] : {};
  if (!resource) throw new Error(`${call.id} takes its tenant from a resource: name B's row of it in this test`);
  return sampleRequestWith(call, { ...b.known, ...resource });
}

function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  return t.request({
    method: request.method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      cookie: anna,
      'x-tenant': TENANT_B,
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
}

const customerCalls = allCalls.filter((call) => call.principal === 'customer');
const userCalls = allCalls.filter((call) => call.principal === 'user' && !ENDS_SESSION.has(call.id));

describe("a member of tenant A with tenant B's context and ids", () => {
  it('finds customer and user calls in the contract', () => {
    expect(customerCalls.length).toBeGreaterThan(50);
    expect(userCalls.length).toBeGreaterThan(20);
  });

  it.each(customerCalls.map((call) => [call.id, call] as const))('is refused by %s', async (_id, call) => {
    const request = requestOf(call);
    const response = await send(request);
    expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_CONNECTED_TO_TENANT' });
  });

  it.each(userCalls.map((call) => [call.id, call] as const))('sees nothing of B through %s', async (_id, call) => {
    const request = requestOf(call);
    const response = await send(request);
    expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBeLessThan(500);
    for (const secret of b.secrets) expect(response.body).not.toContain(secret);
  });
});
