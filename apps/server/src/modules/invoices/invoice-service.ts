import { ErrorCodes, type Invoice, type InvoiceDownloadUrl, InvoiceErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { feeScheduleOf } from '../contracts/index.ts';
import { customerConfig } from '../customer-center/index.ts';
import { requireStudio } from '../studios/index.ts';
import { signDownloadLink } from './download-link.ts';
import { type DraftInvoice, draftInvoice } from './invoice-builder.ts';
import { pastCompleteMonths } from './invoice-periods.ts';
import { findInvoiceOfCustomer, findInvoicesOfCustomer, insertInvoice, takeInvoiceNumber } from './repo.ts';
import type { InvoiceRow } from './schema.ts';
import { percentOf } from './vat.ts';

/** Every invoice call needs the tenant's CUSTOMER_CENTER_INVOICE_ACTIVE (403 FORBIDDEN without). */
async function requireInvoicePermission(db: Database, tenant: string): Promise<void> {
  const { permissions } = await customerConfig(db, tenant);
  if (!permissions.includes('CUSTOMER_CENTER_INVOICE_ACTIVE')) {
    throw new HttpError(403, ErrorCodes.forbidden, 'The studio does not show members their invoices');
  }
}

/** `KRAFTWERK-2026-000042`: the tenant's prefix, the issue year and the tenant's running number. */
function invoiceNumberOf(tenant: string, issueDate: string, sequence: number): string {
  const prefix = tenant.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return `${prefix}-${issueDate.slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Numbers and stores a drafted invoice in one transaction. When the month's invoice exists already (a concurrent list
 * call made it), the unique index refuses the insert and the rollback gives the number back, so numbers stay gap-free.
 */
async function issueInvoice(db: Database, draft: DraftInvoice): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const sequence = await takeInvoiceNumber(tx, draft.tenantId);
      await insertInvoice(tx, { ...draft, number: invoiceNumberOf(draft.tenantId, draft.issueDate, sequence) });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Makes the member's missing invoices of the past complete months since their first contract began, oldest first. */
async function issueMissingInvoices(db: Database, scope: TenantScope<'customer'>, now: Date): Promise<void> {
  const schedule = await feeScheduleOf(db, scope);
  if (schedule.firstStartDate === null) return;
  const studio = await requireStudio(db, schedule.studioId ?? scope.homeStudioId);
  const issued = new Set((await findInvoicesOfCustomer(db, scope)).map((invoice) => invoice.period));
  const missing = pastCompleteMonths(schedule.firstStartDate, now, studio.zoneId).filter((month) => !issued.has(month));
  for (const month of missing) {
    const draft = await draftInvoice(db, scope, { schedule, studio, month, now });
    if (draft) await issueInvoice(db, draft);
  }
}

function invoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    issueDate: row.issueDate,
    period: row.period,
    currencyCode: row.currencyCode,
    netMinor: row.netMinor,
    vatMinor: row.vatMinor,
    grossMinor: row.grossMinor,
    vatRate: percentOf(row.vatRateBasisPoints),
  };
}

/** The member's invoices, newest month first, after making the missing ones. */
export async function listInvoices(db: Database, scope: TenantScope<'customer'>, now = new Date()): Promise<Invoice[]> {
  await requireInvoicePermission(db, scope.tenant);
  await issueMissingInvoices(db, scope, now);
  return (await findInvoicesOfCustomer(db, scope)).map(invoiceView);
}

/** A link to the PDF of one of the member's invoices, signed for a few minutes, in the member's language. */
export async function invoiceDownloadUrl(
  db: Database,
  scope: TenantScope<'customer'>,
  link: { secret: string; origin: string; invoiceId: string },
  now = new Date(),
): Promise<InvoiceDownloadUrl> {
  await requireInvoicePermission(db, scope.tenant);
  const invoice = await findInvoiceOfCustomer(db, scope, link.invoiceId);
  if (!invoice) throw notFound(InvoiceErrors.invoiceNotFound, 'You have no invoice with this id');
  const signed = signDownloadLink(link.secret, invoice.id, now);
  const url = new URL(signed.path, link.origin);
  url.searchParams.set('locale', scope.user.locale);
  return { url: url.toString(), expiresAt: signed.expiresAt.toISOString() };
}
