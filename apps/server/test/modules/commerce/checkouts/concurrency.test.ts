import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/db/client.ts';
import { checkoutDepsOf } from '../../../../src/modules/commerce/checkouts/checkout-deps.ts';
import { finalizeCheckout } from '../../../../src/modules/commerce/checkouts/finalize-service.ts';
import { orders } from '../../../../src/modules/commerce/checkouts/schema.ts';
import { payments } from '../../../../src/modules/commerce/payments/schema.ts';
import { createTestPaymentProvider } from '../../../../src/modules/psp/test-provider.ts';
import {
  courseBody,
  createMemberCheckout,
  createPaidAppointment,
  payAsMember,
} from '../../../helpers/checkout-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { useSecondInstance } from '../../../helpers/second-instance.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();
const instanceFor = useSecondInstance(t);
const FINALIZES = 20;
let anna: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
});

/** A checkout paid at the provider and not yet finalized. */
async function paidCheckout(): Promise<string> {
  const appointment = await createPaidAppointment(t.db);
  const created = await createMemberCheckout(t, anna, courseBody(appointment.id));
  await payAsMember(t, anna, created.id);
  return created.id;
}

async function expectOneOrderAndPayment(checkoutId: string) {
  expect(await t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).toHaveLength(1);
  expect(await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId))).toHaveLength(1);
}

/** The checkout services as another server instance has them: its own pool, its own provider object. */
function depsOn(db: Database) {
  const provider = createTestPaymentProvider(db, { webhookSecret: t.app.config.psp.webhookSecret });
  return checkoutDepsOf(db, provider, t.app.config);
}

describe(`${FINALIZES} finalizes of one paid checkout at once`, () => {
  it('create one order and one payment through the API', async () => {
    const id = await paidCheckout();
    const responses = await Promise.all(
      Array.from({ length: FINALIZES }, () =>
        asMember(t, anna, { method: 'POST', url: `/v3/checkouts/${id}/finalize` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(FINALIZES).fill(200));
    const orderIds = new Set(responses.map((response) => response.json().order?.id));
    expect(orderIds.size).toBe(1);
    await expectOneOrderAndPayment(id);
  });

  it('create one order and one payment when half of them run on a second instance', async () => {
    const id = await paidCheckout();
    const finalized = await Promise.all(
      Array.from({ length: FINALIZES }, (_, index) => finalizeCheckout(depsOn(instanceFor(index)), id)),
    );
    expect(new Set(finalized.map((checkout) => checkout.status))).toEqual(new Set(['FINALIZED']));
    await expectOneOrderAndPayment(id);
  });
});
