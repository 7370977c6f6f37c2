import type { Database } from '../../../db/client.ts';
import { findAllPaymentsInTenant, findRefundsOfPayments } from './payments-repo.ts';
import type { PaymentRow, RefundRow } from './schema/payments.ts';

function paymentOf(row: PaymentRow, refunds: RefundRow[]) {
  return {
    receiptNumber: row.receiptNumber,
    description: row.description,
    amountMinor: row.amountMinor,
    refundedMinor: row.refundedMinor,
    currencyCode: row.currencyCode,
    method: row.method,
    instrument: row.instrumentLabel,
    status: row.status,
    studioId: row.studioId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refunds: refunds
      .filter((refund) => refund.paymentId === row.id)
      .map((refund) => ({
        amountMinor: refund.amountMinor,
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
      })),
  };
}

/**
 * The payments the member made with the account or that the studio booked on their customer in the tenant, with
 * their refunds, for the data-privacy export.
 */
export async function personalDataOfPayments(
  db: Database,
  payer: { userId: string; tenant: string; customerId: string },
) {
  const rows = await findAllPaymentsInTenant(
    db,
    { userId: payer.userId, customerIds: [payer.customerId] },
    payer.tenant,
  );
  const refunds = await findRefundsOfPayments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => paymentOf(row, refunds));
}
