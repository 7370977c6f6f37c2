import { CustomerDataErrors, type CustomerDataGroup, type StaffAmendment } from '@motus/contract';
import type { UiLocale } from '@motus/i18n';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { type AmendmentDecision, decideAmendment } from './amendment-service.ts';
import { mailCustomerNotice } from './customer-notice.ts';
import { customerSummaryOf } from './customer-summary.ts';
import { findAmendment, findPendingOfTenant } from './repo.ts';
import type { CustomerAmendmentRow } from './schema.ts';

/** The group's name as the member's mail says it. */
const GROUP_NAMES: Record<UiLocale, Record<CustomerDataGroup, string>> = {
  'de-DE': { PERSONAL: 'Persönliche Daten', ADDRESS: 'Adresse', CONTACT: 'Kontaktdaten', PAYMENT: 'Zahlungsdaten' },
  'en-GB': { PERSONAL: 'personal details', ADDRESS: 'address', CONTACT: 'contact details', PAYMENT: 'payment details' },
  'en-US': { PERSONAL: 'personal details', ADDRESS: 'address', CONTACT: 'contact details', PAYMENT: 'payment details' },
  'es-ES': {
    PERSONAL: 'datos personales',
    ADDRESS: 'dirección',
    CONTACT: 'datos de contacto',
    PAYMENT: 'datos de pago',
  },
  'fr-FR': {
    PERSONAL: 'données personnelles',
    ADDRESS: 'adresse',
    CONTACT: 'coordonnées',
    PAYMENT: 'données de paiement',
  },
  'it-IT': {
    PERSONAL: 'dati personali',
    ADDRESS: 'indirizzo',
    CONTACT: 'dati di contatto',
    PAYMENT: 'dati di pagamento',
  },
  'nl-NL': { PERSONAL: 'persoonsgegevens', ADDRESS: 'adres', CONTACT: 'contactgegevens', PAYMENT: 'betaalgegevens' },
  'hu-HU': { PERSONAL: 'Személyes adatok', ADDRESS: 'Cím', CONTACT: 'Elérhetőségek', PAYMENT: 'Fizetési adatok' },
};

/** Where the mail's button leads: the member's data of that group. */
const GROUP_PATHS: Record<CustomerDataGroup, string> = {
  PERSONAL: '/customer/personal',
  ADDRESS: '/customer/address',
  CONTACT: '/customer/contact',
  PAYMENT: '/customer/payment',
};

async function reviewOf(db: Database, row: CustomerAmendmentRow): Promise<StaffAmendment> {
  return {
    id: row.id,
    group: row.group,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    customer: await customerSummaryOf(db, row),
    values: row.values,
    previousValues: row.previousValues,
    document:
      row.documentType && row.documentFileName ? { type: row.documentType, fileName: row.documentFileName } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** The tenant's changes that wait for the studio, with the member and the values before and asked for. */
export async function amendmentsToDecide(db: Database, tenant: string): Promise<StaffAmendment[]> {
  const rows = await findPendingOfTenant(db, tenant);
  return Promise.all(rows.map((row) => reviewOf(db, row)));
}

/** The proof uploaded with a change of the tenant (404 for another tenant's change or one without proof). */
export async function amendmentDocument(db: Database, tenant: string, amendmentId: string) {
  const row = await findAmendment(db, tenant, amendmentId);
  if (!row?.documentData || !row.documentFileName || !row.documentContentType) {
    throw notFound(CustomerDataErrors.amendmentNotFound, 'No such proof of a change');
  }
  return { fileName: row.documentFileName, contentType: row.documentContentType, data: row.documentData };
}

/** Tells the member in their language what the studio decided. */
function mailDecision(db: Database, row: CustomerAmendmentRow, origin: string): Promise<void> {
  return mailCustomerNotice(
    db,
    row,
    {
      template: row.status === 'APPLIED' ? 'amendment-applied' : 'amendment-rejected',
      values: (locale, studio) => ({
        group: GROUP_NAMES[locale][row.group],
        studio: studio.name,
        reason: row.rejectionReason ?? '',
      }),
      path: GROUP_PATHS[row.group],
    },
    origin,
  );
}

/** A staff member's decision on a waiting change; the member is mailed in the same transaction. */
export async function decideAsStaff(
  db: Database,
  decision: AmendmentDecision,
  origin: string,
): Promise<StaffAmendment> {
  return db.transaction(async (tx) => {
    await decideAmendment(tx, decision);
    const row = await findAmendment(tx, decision.tenant, decision.amendmentId);
    if (!row) throw notFound(CustomerDataErrors.amendmentNotFound, 'No such change');
    await mailDecision(tx, row, origin);
    return reviewOf(tx, row);
  });
}
