import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { type StudioRow, sepaAgreementOfStudio } from '../studios/index.ts';
import { renderMandatePdf } from './documents.ts';
import { findLatestMandate, insertMandate, mandateReferenceTaken } from './repo.ts';
import type { SepaMandateRow } from './schema.ts';

export type SepaMandate = SepaMandateRow;

export interface NewSepaMandate {
  tenantId: string;
  customerId: string;
  iban: string;
  bic: string | null;
  accountHolder: string;
  signedAt: Date;
}

/** A mandate reference of SEPA's character set and at most 35 characters, not yet used by the tenant (the creditor). */
async function freeMandateReference(db: Database, tenantId: string): Promise<string> {
  for (;;) {
    const reference = `MOTUS-M${randomInt(1_000_000_000, 10_000_000_000)}`;
    if (!(await mandateReferenceTaken(db, tenantId, reference))) return reference;
  }
}

/** A new mandate for the customer's account with a fresh reference; it becomes the customer's current mandate. */
export async function createSepaMandate(db: Database, mandate: NewSepaMandate): Promise<SepaMandate> {
  return insertMandate(db, { ...mandate, mandateReference: await freeMandateReference(db, mandate.tenantId) });
}

/** The mandate the studio debits the customer by: the newest one signed. */
export function currentMandateOf(db: Database, tenantId: string, customerId: string): Promise<SepaMandate | undefined> {
  return findLatestMandate(db, tenantId, customerId);
}

/** The signed mandate as a PDF with the studio's mandate text, in the reader's language. */
export async function mandatePdf(
  db: Database,
  mandate: SepaMandate,
  studio: StudioRow,
  locale: string,
): Promise<{ filename: string; content: Buffer }> {
  const agreement = await sepaAgreementOfStudio(db, studio, [locale]);
  const content = await renderMandatePdf({
    locale,
    studioName: studio.name,
    agreement,
    mandateReference: mandate.mandateReference,
    accountHolder: mandate.accountHolder,
    iban: mandate.iban,
    bic: mandate.bic,
    signedAt: formatDateTime(mandate.signedAt, locale, studio.zoneId, 'long'),
  });
  return { filename: `${mandate.mandateReference}.pdf`, content };
}
