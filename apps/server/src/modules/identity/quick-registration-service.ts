import { ErrorCodes, type QuickRegistration } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionTicket } from '../../plugins/session.ts';
import { type Customer, findCustomer } from '../customers/index.ts';
import { studioNamesById } from '../studios/index.ts';
import { uiLocaleOf } from './accounts.ts';
import type { Caller } from './caller.ts';
import { hashPassword } from './password.ts';
import { createAccount, emailAlreadyRegistered } from './registration-service.ts';
import { findOpenQuickRegistration, markQuickRegistrationUsed } from './repo/studio-connects.ts';
import { findUserByEmail } from './repo/users.ts';
import type { QuickRegistrationRow } from './schema/studio-connects.ts';
import type { UserRow } from './schema/users.ts';
import { createSession } from './session-service.ts';
import { connectCustomer } from './studio-connect-service.ts';
import { sha256 } from './tokens.ts';

interface OpenInvitation {
  invitation: QuickRegistrationRow;
  customer: Customer & { email: string };
}

/** An unused, unexpired invitation and its customer; the uuid is a bearer secret, so only its hash is looked up. */
async function openInvitation(db: Database, registerUuid: string): Promise<OpenInvitation> {
  const invitation = await findOpenQuickRegistration(db, sha256(registerUuid), new Date());
  const customer = invitation ? await findCustomer(db, invitation.tenantId, invitation.customerId) : undefined;
  if (!invitation || !customer?.email) {
    throw notFound(ErrorCodes.quickRegistrationNotFound, 'This registration link is unknown, used or expired');
  }
  return { invitation, customer: { ...customer, email: customer.email } };
}

export async function getQuickRegistration(db: Database, registerUuid: string): Promise<QuickRegistration> {
  const { customer } = await openInvitation(db, registerUuid);
  const names = await studioNamesById(db, [customer.studioId]);
  return {
    registerUuid,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    tenant: customer.tenantId,
    studioId: customer.studioId,
    studioName: names.get(customer.studioId) ?? '',
  };
}

/**
 * Creates the account the studio invited the customer to, connected to the customer, and logs in. The studio sent
 * the link to the customer's address, so holding it proves the address: the account starts verified.
 */
export async function quickRegister(
  db: Database,
  request: { registerUuid: string; password: string },
  caller: Caller,
): Promise<{ user: UserRow; ticket: SessionTicket }> {
  const { invitation, customer } = await openInvitation(db, request.registerUuid);
  if (await findUserByEmail(db, customer.email)) throw emailAlreadyRegistered();
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const user = await createAccount(tx, {
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      passwordHash,
      verified: true,
      locale: uiLocaleOf(caller.locale),
    });
    await connectCustomer(tx, user.id, customer);
    await markQuickRegistrationUsed(tx, invitation.id, new Date());
    return { user, ticket: await createSession(tx, user.id, caller) };
  });
}
