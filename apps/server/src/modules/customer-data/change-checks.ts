import {
  type AddressData,
  type amendmentDocumentSchema,
  type ContactData,
  CustomerDataErrors,
  type CustomerDataGroup,
  type paymentDataChangeSchema,
  type personalDataChangeSchema,
} from '@motus/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { decodeDataUrlDocument } from '../../lib/data-url-document.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { localDateOf, parseLocalDate } from '../../lib/zoned-time.ts';
import { ageOn, bankOfIban, checkAccountHolder, checkTaxId, MINIMUM_AGE } from '../contracts/index.ts';
import { requireStudio } from '../studios/index.ts';
import type { AmendmentValues } from './schema.ts';

export type PersonalDataChange = z.infer<typeof personalDataChangeSchema>;
export type PaymentDataChange = z.infer<typeof paymentDataChangeSchema>;
type AmendmentDocument = z.infer<typeof amendmentDocumentSchema>;

/** The body each group's change comes with. */
export interface ChangeOf {
  PERSONAL: PersonalDataChange;
  ADDRESS: AddressData;
  CONTACT: ContactData;
  PAYMENT: PaymentDataChange;
}

/** A proof as stored: its bytes, with the type its content was recognised as. */
export interface StoredDocument {
  documentType: AmendmentDocument['type'];
  documentFileName: string;
  documentContentType: string;
  documentData: Buffer;
}

/** A change that passed its group's checks: the values to record and the proof that came with it. */
export interface CheckedChange {
  values: AmendmentValues;
  document: StoredDocument | null;
}

export interface ChangeContext {
  db: Database;
  scope: TenantScope<'customer'>;
  documentRequired: boolean;
  now: Date;
}

function fieldError(errorCode: string, field: string, message?: string) {
  return badRequest(errorCode, message ?? errorCode, [{ errorCode, typedArgs: [{ type: 'FIELD', value: field }] }]);
}

/** The proof's bytes, refused when they are not what the data URL claims (a renamed file of another kind). */
function storedDocument(document: AmendmentDocument): StoredDocument {
  const decoded = decodeDataUrlDocument(document.dataUrl);
  if (!decoded) throw fieldError(CustomerDataErrors.invalidDocument, 'document');
  return {
    documentType: document.type,
    documentFileName: document.fileName,
    documentContentType: decoded.contentType,
    documentData: decoded.data,
  };
}

/** Minimum age and tax id as at contract sign-up; the tax id by the rules of the home studio's country. */
async function checkPerson(context: ChangeContext, change: PersonalDataChange): Promise<void> {
  const studio = await requireStudio(context.db, context.scope.homeStudioId);
  const birth = change.dateOfBirth ? parseLocalDate(change.dateOfBirth) : undefined;
  if (birth && ageOn(birth, localDateOf(context.now, studio.zoneId)) < MINIMUM_AGE) {
    throw fieldError(CustomerDataErrors.underage, 'dateOfBirth');
  }
  const taxId = change.taxId?.trim();
  if (!taxId) return;
  const check = checkTaxId({
    taxId,
    countryCode: studio.countryCode,
    firstName: change.firstName,
    lastName: change.lastName,
    dateOfBirth: change.dateOfBirth ?? undefined,
    gender: change.gender ?? undefined,
    placeOfBirth: change.placeOfBirth ?? undefined,
  });
  if (!check.valid) throw fieldError(CustomerDataErrors.invalidTaxId, 'taxId');
}

type Checker<G extends CustomerDataGroup> = (context: ChangeContext, change: ChangeOf[G]) => Promise<CheckedChange>;

const checkers: { [G in CustomerDataGroup]: Checker<G> } = {
  PERSONAL: async (context, { document, ...personal }) => {
    await checkPerson(context, personal);
    if (context.documentRequired && !document) throw fieldError(CustomerDataErrors.documentRequired, 'document');
    return { values: { ...personal }, document: document ? storedDocument(document) : null };
  },
  ADDRESS: async (_context, address) => ({ values: { ...address }, document: null }),
  CONTACT: async (_context, contact) => ({ values: { ...contact }, document: null }),
  PAYMENT: async (_context, change) => {
    const { iban, bic, bankName } = bankOfIban(change.iban);
    const accountHolder = change.accountHolder.trim();
    if (!checkAccountHolder(accountHolder).valid) {
      throw fieldError(CustomerDataErrors.invalidAccountHolder, 'accountHolder');
    }
    return { values: { iban, bic, bankName, accountHolder }, document: null };
  },
};

/** The group's own checks of a change (400 with the field's error code), and what it records. */
export function checkChange<G extends CustomerDataGroup>(
  group: G,
  context: ChangeContext,
  change: ChangeOf[G],
): Promise<CheckedChange> {
  return checkers[group](context, change);
}
