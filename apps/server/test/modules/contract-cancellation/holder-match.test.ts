import type { ContractCancellationReceipt, ContractCancellationRequest } from '@motus/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractCancellationRequests } from '../../../src/modules/contract-cancellation/schema.ts';
import { contractCancelations } from '../../../src/modules/contracts/schema.ts';
import { outbox } from '../../../src/modules/mail/schema.ts';
import { BERLIN } from '../../helpers/booking-factory.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

/** Anna Berger's seeded 12-month contract (seed/contracts.ts), past its minimum term at a German studio. */
const ANNA = {
  contractId: 'c0a1b2c3-0000-4000-8000-00000000a001',
  contractNumber: 'V100000001',
  customerNumber: 'KW-100234',
  firstName: 'Anna',
  lastName: 'Berger',
  dateOfBirth: '1990-04-12',
  email: 'anna.berger@kraftwerk.example',
};

function annaAsks(overrides: Partial<ContractCancellationRequest> = {}): ContractCancellationRequest {
  const { firstName, lastName, dateOfBirth, email } = ANNA;
  return { studioId: BERLIN.studioId, firstName, lastName, dateOfBirth, email, kind: 'ORDINARY', ...overrides };
}

async function send(body: ContractCancellationRequest, source: string) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/public/contract-cancellations',
    payload: body,
    remoteAddress: source,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { requestId } = response.json<ContractCancellationReceipt>();
  const [stored] = await t.db
    .select()
    .from(contractCancellationRequests)
    .where(eq(contractCancellationRequests.id, requestId));
  return stored;
}

function pendingOfAnna() {
  return t.db
    .select()
    .from(contractCancelations)
    .where(and(eq(contractCancelations.contractId, ANNA.contractId), eq(contractCancelations.status, 'PENDING')));
}

/** The receipts that name a cancelled contract; in this file only Anna's requests can produce one. */
function confirmations() {
  return t.db.select().from(outbox).where(eq(outbox.template, 'contract-cancellation-confirmed'));
}

// Anna's address may be mailed five times a day (GUEST_LIMITS): this file sends her five requests.
describe("a cancellation without login finds the holder's contract", () => {
  it.each([
    ['another date of birth', { dateOfBirth: '1990-04-13' }],
    ['another last name', { lastName: 'Bergmann' }],
    ['a contract number that is not hers', { contractNumber: 'V100000002' }],
  ])('cancels nothing for %s, yet confirms the request as received', async (_case, change) => {
    const stored = await send(annaAsks(change), '198.51.100.101');
    expect(stored?.contractId).toBeNull();
    expect(await pendingOfAnna()).toEqual([]);
  });

  it('cancels her contract to the next possible date, whatever the case and spacing she types', async () => {
    const stored = await send(
      annaAsks({
        firstName: ' anna ',
        lastName: 'BERGER',
        email: 'Anna.Berger@Kraftwerk.example',
        customerNumber: ANNA.customerNumber,
        contractNumber: ANNA.contractNumber.toLowerCase(),
        locale: 'de-DE',
      }),
      '198.51.100.102',
    );
    expect(stored?.contractId).toBe(ANNA.contractId);
    const [pending] = await pendingOfAnna();
    expect(pending).toMatchObject({ kind: 'ORDINARY', contractEndDate: stored?.contractEndDate });
    const [mail, ...more] = await confirmations();
    expect(more).toEqual([]);
    expect(mail?.textBody).toContain('„12 Monate Premium“ (Vertragsnummer V100000001)');
  });

  it('leaves a contract with a pending cancellation to the studio', async () => {
    const stored = await send(annaAsks({ kind: 'EXTRAORDINARY', reason: 'Umzug' }), '198.51.100.103');
    expect(stored?.contractId).toBeNull();
    expect(await pendingOfAnna()).toHaveLength(1);
  });
});
