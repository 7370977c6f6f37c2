import { ErrorCodes, type StudioConnect } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import {
  type Customer,
  matchByCodeAndBirthDate,
  matchByCodeAndIbanSuffix,
  matchByEmail,
  matchByIbanAndBirthDate,
} from '../customers/index.ts';
import { requireStudioOfTenant, studioNamesById } from '../studios/index.ts';
import { requireUser, verifiedAddressesOf } from './accounts.ts';
import { attemptSucceeded, beginAttempt } from './guess-limits.ts';
import {
  deleteConnectOfUser,
  findConnectOfCustomer,
  findConnectOfUserInTenant,
  insertConnect,
  listConnectsOfUser,
} from './repo/studio-connects.ts';
import type { StudioConnectRow } from './schema/studio-connects.ts';
import type { UserRow } from './schema/users.ts';

export type ConnectMethod =
  | { kind: 'customerCode'; customerCode: string; dateOfBirth: string }
  | { kind: 'email'; email: string | undefined }
  | { kind: 'iban'; iban: string; dateOfBirth: string }
  | { kind: 'ibanSuffix'; customerCode: string; ibanSuffix: string };

async function toStudioConnects(db: Database, rows: StudioConnectRow[]): Promise<StudioConnect[]> {
  const names = await studioNamesById(
    db,
    rows.map((row) => row.studioId),
  );
  return rows.map((row) => ({
    id: row.id,
    studioId: row.studioId,
    tenant: row.tenantId,
    studioName: names.get(row.studioId) ?? '',
  }));
}

export async function listStudioConnects(db: Database, userId: string): Promise<StudioConnect[]> {
  return toStudioConnects(db, await listConnectsOfUser(db, userId));
}

/** The customer the account is connected to in a tenant (the member's own data there is that customer's). */
export async function connectedCustomer(
  db: Database,
  userId: string,
  tenantId: string,
): Promise<{ customerId: string; studioId: number } | undefined> {
  const connect = await findConnectOfUserInTenant(db, userId, tenantId);
  return connect && { customerId: connect.customerId, studioId: connect.studioId };
}

/** The account connected to a customer, as the addressee of mail about the customer's bookings. */
export async function accountOfCustomer(
  db: Database,
  customerId: string,
): Promise<{ userId: string; email: string; firstName: string; locale: string } | undefined> {
  const connect = await findConnectOfCustomer(db, customerId);
  if (!connect) return undefined;
  const user = await requireUser(db, connect.userId);
  return { userId: user.id, email: user.email, firstName: user.firstName, locale: user.locale };
}

/** Whether the account is connected to a customer of the tenant (tenant info's connectedTenant). */
export async function isConnectedToTenant(db: Database, userId: string, tenantId: string): Promise<boolean> {
  return (await findConnectOfUserInTenant(db, userId, tenantId)) !== undefined;
}

async function emailMatch(db: Database, user: UserRow, tenantId: string, email: string | undefined) {
  const owned = await verifiedAddressesOf(db, user);
  const address = (email ?? user.email).toLowerCase();
  return owned.includes(address) ? matchByEmail(db, tenantId, address) : undefined;
}

function findCustomer(db: Database, user: UserRow, tenantId: string, method: ConnectMethod) {
  switch (method.kind) {
    case 'customerCode':
      return matchByCodeAndBirthDate(db, tenantId, method.customerCode, method.dateOfBirth);
    case 'email':
      return emailMatch(db, user, tenantId, method.email);
    case 'iban':
      return matchByIbanAndBirthDate(db, tenantId, method.iban, method.dateOfBirth);
    case 'ibanSuffix':
      return matchByCodeAndIbanSuffix(db, tenantId, method.customerCode, method.ibanSuffix);
  }
}

/**
 * Links the account to the customer, at the studio the member chose (the customer's home studio when they chose
 * none); one customer per account and tenant, one account per customer.
 */
export async function connectCustomer(
  db: Database,
  userId: string,
  customer: Customer,
  studioId = customer.studioId,
): Promise<StudioConnect> {
  if (await findConnectOfUserInTenant(db, userId, customer.tenantId)) {
    throw new HttpError(409, ErrorCodes.alreadyConnected, 'The account is already connected to this studio');
  }
  const { id: customerId, tenantId } = customer;
  const taken = await findConnectOfCustomer(db, customerId);
  // A connect made between the check and the insert is refused by the unique indexes: the insert then answers nothing.
  const row = taken ? undefined : await insertConnect(db, { tenantId, userId, customerId, studioId });
  if (!row) {
    throw new HttpError(409, ErrorCodes.customerAlreadyConnected, 'This membership is connected to another account');
  }
  const [connect] = await toStudioConnects(db, [row]);
  return connect as StudioConnect;
}

/**
 * Finds the tenant's customer the details describe and connects the account to it. Every failure answers the
 * same 404, and failures count against the account so that details cannot be guessed.
 */
export async function connectStudio(
  db: Database,
  request: {
    userId: string;
    tenantId: string | undefined;
    /** The studio of the tenant the member chose to connect to; the customer's home studio when left out. */
    studioId: number | undefined;
    method: ConnectMethod;
    ip: string;
  },
): Promise<StudioConnect> {
  if (!request.tenantId) throw new HttpError(400, ErrorCodes.tenantRequired, 'A tenant is required (body or x-tenant)');
  const chosenStudio =
    request.studioId === undefined ? undefined : await requireStudioOfTenant(db, request.studioId, request.tenantId);
  const attempt = await beginAttempt(db, 'STUDIO_CONNECT', { source: request.ip, account: request.userId });
  const user = await requireUser(db, request.userId);
  const customer = await findCustomer(db, user, request.tenantId, request.method);
  if (!customer) throw notFound(ErrorCodes.customerNotFound, 'No membership matches these details');
  await attemptSucceeded(db, attempt);
  return connectCustomer(db, user.id, customer, chosenStudio?.id);
}

export async function disconnectStudio(db: Database, userId: string, connectId: string): Promise<void> {
  if (!(await deleteConnectOfUser(db, userId, connectId))) {
    throw notFound(ErrorCodes.studioConnectNotFound, 'No such studio connect');
  }
}
