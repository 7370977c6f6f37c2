import { randomUUID } from 'node:crypto';
import { connectWithCustomerCode, deleteAccount, login, register, verifyRegistrationAndLogin } from '@motus/contract';
import { type ApiClient, ApiError, basicAuthorization } from '@motus/contract/client';
import type { APIRequestContext } from '@playwright/test';
import { apiOf } from '../api.ts';
import { mailedCode } from '../mailbox.ts';
import type { Credentials } from '../session.ts';

/** An account a journey created for itself; its password is the factory's. */
export interface Member extends Credentials {
  firstName: string;
  lastName: string;
}

/** A customer of the seed as the studio knows it (README "Demo data"): what a member connects with. */
export interface SeededCustomer {
  customerCode: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
}

/** A studio of the seed a member connects at. */
export interface SeededStudio {
  tenant: string;
  id: number;
}

export const BERLIN_MITTE: SeededStudio = { tenant: 'kraftwerk', id: 1210001001 };

const PASSWORD = 'Journey-pass-1';

/** The date of birth as the studio-connect form takes it, typed digit by digit (ddmmyyyy). */
export function birthDigitsOf(customer: SeededCustomer): string {
  const [year, month, day] = customer.dateOfBirth.split('-');
  return `${day}${month}${year}`;
}

/** An address no other journey uses, in this run or any other: the worker's index and a random part. */
export function uniqueEmail(kind: string, workerIndex: number): string {
  return `e2e-${kind}-w${workerIndex}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Registers an account through the public calls the registration form makes and confirms it with the mailed code:
 * the request context is then logged in as the new member.
 */
export async function registerMember(
  api: ApiClient,
  request: APIRequestContext,
  workerIndex: number,
  person: Partial<Omit<Member, 'password'>> = {},
): Promise<Member> {
  const member = {
    email: uniqueEmail('member', workerIndex),
    firstName: 'Robin',
    lastName: 'Parallel',
    ...person,
    password: PASSWORD,
  };
  await api(register, { body: { ...member, acceptTermsAndConditions: true, locale: 'en-GB' } });
  const code = await mailedCode(request, member.email, 'registration-code');
  await api(verifyRegistrationAndLogin, { body: { email: member.email, code } });
  return member;
}

/** Connects the logged-in account to a customer of the seed, at the studio it names (studio connect, spec 001). */
export async function connectToCustomer(api: ApiClient, customer: SeededCustomer, studio: SeededStudio): Promise<void> {
  await api(connectWithCustomerCode, { body: { ...customer, tenant: studio.tenant, studioId: studio.id } });
}

/** Deletes the logged-in account, which gives its customer back for the next member to connect to. */
export async function deleteMember(api: ApiClient, account: Credentials): Promise<void> {
  await api(deleteAccount, { body: { password: account.password } });
}

/** Logs in and deletes the account, unless it is gone already (its login then answers 401). */
export async function deleteIfStillThere(request: APIRequestContext, account: Credentials): Promise<void> {
  const api = apiOf(request);
  try {
    await api(login, { headers: { authorization: basicAuthorization(account.email, account.password) } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
  await deleteMember(api, account);
}
