import { randomUUID } from 'node:crypto';
import { signContract } from '@motus/contract';
import type { ApiClient } from '@motus/contract/client';
import type { APIRequestContext } from '@playwright/test';
import {
  BERLIN_MITTE,
  connectToCustomer,
  type Member,
  registerMember,
  type SeededCustomer,
  uniqueEmail,
} from './members.ts';

/** Kraftwerk Berlin Mitte's "12 Monate Premium" offer and its one term (seed/contracts.ts: studio index * 10 + 2). */
const BERLIN_YEAR_OFFER = 12;
/** A valid German IBAN (Commerzbank's example account). */
const IBAN = 'DE89370400440532013000';
/** A 1×1 PNG: the drawn signature as the pad sends it. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A member who signed their own membership: the journey's contract is theirs alone. */
export interface ContractMember extends Member {
  customer: SeededCustomer;
  contractNumber: string;
}

/**
 * Signs Berlin Mitte's 12-month membership for a new person through the public sign call, as the online sign-up does,
 * then registers an account with the same address and connects it with the new customer number.
 */
export async function signedMember(
  api: ApiClient,
  request: APIRequestContext,
  workerIndex: number,
): Promise<ContractMember> {
  const person = { firstName: 'Clara', lastName: 'Contract', email: uniqueEmail('contract', workerIndex) };
  const customer = { dateOfBirth: '1991-05-17' };
  const signed = await api(signContract, {
    body: {
      idempotencyKey: randomUUID(),
      studioId: BERLIN_MITTE.id,
      contractOfferId: BERLIN_YEAR_OFFER,
      termId: BERLIN_YEAR_OFFER,
      moduleIds: [],
      customerData: {
        ...person,
        ...customer,
        street: 'Torstraße',
        houseNumber: '12',
        zip: '10119',
        city: 'Berlin',
        countryCode: 'DE',
        locale: 'en-GB',
      },
      paymentData: { method: 'SEPA', iban: IBAN, accountHolder: `${person.firstName} ${person.lastName}` },
      acceptedConditionIds: ['GENERAL_TERMS', 'REVOCATION_TERMS'],
      sepaAgreementAccepted: true,
      signature: SIGNATURE,
    },
  });
  const member = await registerMember(api, request, workerIndex, person);
  const seeded = { customerCode: signed.customerNumber, ...customer };
  await connectToCustomer(api, seeded, BERLIN_MITTE);
  return { ...member, customer: seeded, contractNumber: signed.contractNumber };
}
