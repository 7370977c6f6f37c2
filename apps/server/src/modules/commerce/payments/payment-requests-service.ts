import type { PaymentRequest } from '@motus/contract';
import { PaymentRequestErrors } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { toMoney } from '../../../lib/money.ts';
import type { ConnectedCustomer } from '../../../lib/tenant-scope.ts';
import { lockUntilCommit } from '../../../lib/transaction-lock.ts';
import { findCustomer } from '../../customers/index.ts';
import { requireStudio, studioNamesById } from '../../studios/index.ts';
import { openBalanceOf } from './account-balance-service.ts';
import { findPaymentRequest, insertPaymentRequest, listCustomerRequests } from './payment-requests-repo.ts';
import type { PaymentRequestRow } from './schema.ts';

export function requestTotalMinor(row: PaymentRequestRow): number {
  return row.positions.reduce((sum, position) => sum + position.amountMinor, 0);
}

function toPaymentRequest(row: PaymentRequestRow, studioNames: Map<number, string>): PaymentRequest {
  const studioName = row.studioId === null ? undefined : studioNames.get(row.studioId);
  return {
    id: row.id,
    status: row.status,
    studio: row.studioId !== null && studioName !== undefined ? { id: row.studioId, name: studioName } : null,
    positions: row.positions.map((position) => ({
      label: position.label,
      amount: toMoney(position.amountMinor, row.currencyCode),
      dueDate: position.dueDate,
    })),
    total: toMoney(requestTotalMinor(row), row.currencyCode),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

async function toPaymentRequests(db: Database, rows: PaymentRequestRow[]): Promise<PaymentRequest[]> {
  const names = await studioNamesById(
    db,
    rows.flatMap((row) => (row.studioId === null ? [] : [row.studioId])),
  );
  return rows.map((row) => toPaymentRequest(row, names));
}

export function paymentRequestNotFound(): HttpError {
  return notFound(PaymentRequestErrors.notFound, 'No such payment request');
}

export async function requirePaymentRequest(db: Database, id: string): Promise<PaymentRequestRow> {
  const row = await findPaymentRequest(db, id);
  if (!row) throw paymentRequestNotFound();
  return row;
}

async function toOnePaymentRequest(db: Database, row: PaymentRequestRow): Promise<PaymentRequest> {
  return toPaymentRequest(row, await studioNamesById(db, row.studioId === null ? [] : [row.studioId]));
}

export async function getPaymentRequest(db: Database, id: string): Promise<PaymentRequest> {
  return toOnePaymentRequest(db, await requirePaymentRequest(db, id));
}

/** A paid or withdrawn request cannot be paid (again). */
export function requirePayable(row: PaymentRequestRow): void {
  if (row.status === 'PAID') {
    throw new HttpError(409, PaymentRequestErrors.paid, 'This payment request has already been paid');
  }
  if (row.status !== 'OPEN') {
    throw new HttpError(409, PaymentRequestErrors.canceled, 'This payment request has been withdrawn');
  }
}

export async function listMemberRequests(db: Database, member: ConnectedCustomer): Promise<PaymentRequest[]> {
  return toPaymentRequests(db, await listCustomerRequests(db, member.tenant, member.customerId));
}

/** Serialises one customer's balance requests, so that two sent at once ask for each entry once. */
async function lockBalanceRequests(db: Database, customerId: string): Promise<void> {
  await lockUntilCommit(db, `balance-requests:${customerId}`);
}

/**
 * Asks for the member's open account balance as one payment request; entries an open request already asks for are
 * left out, and when nothing is left the newest open request for them is answered again.
 */
export function requestOpenBalance(
  db: Database,
  member: ConnectedCustomer,
  studioId: number | undefined,
): Promise<PaymentRequest> {
  return db.transaction(async (tx) => {
    await lockBalanceRequests(tx, member.customerId);
    const customer = await findCustomer(tx, member.tenant, member.customerId);
    if (!customer) throw notFound(PaymentRequestErrors.notFound, 'No such customer');
    const studio = await requireStudio(tx, studioId ?? customer.studioId);
    const balance = await openBalanceOf(tx, { tenantId: member.tenant, id: customer.id }, studio.currencyCode);
    const openRequests = (await listCustomerRequests(tx, member.tenant, customer.id)).filter(
      (row) => row.status === 'OPEN',
    );
    const requested = new Set(openRequests.flatMap((row) => row.positions.map((position) => position.accountEntryId)));
    const entries = balance.entries.filter((entry) => !requested.has(entry.id));
    const existing = openRequests.find((row) => row.positions.some((position) => position.accountEntryId));
    if (entries.length === 0 && existing) return toOnePaymentRequest(tx, existing);
    if (entries.length === 0) throw new HttpError(409, PaymentRequestErrors.noOpenBalance, 'Nothing is owed');
    const row = await insertPaymentRequest(tx, {
      tenantId: member.tenant,
      customerId: customer.id,
      studioId: studio.id,
      currencyCode: studio.currencyCode,
      status: 'OPEN',
      positions: entries.map((entry) => ({
        label: entry.description,
        amountMinor: entry.amountMinor,
        dueDate: entry.dueDate,
        accountEntryId: entry.id,
      })),
    });
    return toOnePaymentRequest(tx, row);
  });
}
