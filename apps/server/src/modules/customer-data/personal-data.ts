import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { findCustomer } from '../customers/index.ts';
import { findAmendmentsOfCustomer, findDetails } from './repo.ts';
import type { CustomerAmendmentRow, CustomerDetailsRow } from './schema.ts';

function detailsOf(row: CustomerDetailsRow | undefined) {
  if (!row) return null;
  return {
    gender: row.gender,
    placeOfBirth: row.placeOfBirth,
    countryOfBirth: row.countryOfBirth,
    taxId: row.taxId,
    street: row.street,
    houseNumber: row.houseNumber,
    addressSupplement: row.addressSupplement,
    zip: row.zip,
    city: row.city,
    countryCode: row.countryCode,
    provinceCode: row.provinceCode,
    phoneMobile: row.phoneMobile,
    phonePrivate: row.phonePrivate,
    phoneBusiness: row.phoneBusiness,
    iban: row.iban,
    bic: row.bic,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
  };
}

function amendmentOf(row: CustomerAmendmentRow) {
  return {
    group: row.group,
    status: row.status,
    values: row.values,
    previousValues: row.previousValues,
    document: row.documentFileName ? { type: row.documentType, fileName: row.documentFileName } : null,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** The studio's record of the member and every change of it, as plain data for the data-privacy export. */
export async function personalDataOfCustomer(db: Database, member: ConnectedCustomer) {
  const customer = await findCustomer(db, member.tenant, member.customerId);
  if (!customer) throw new Error(`connected customer ${member.customerId} does not exist`);
  const [details, amendments] = await Promise.all([findDetails(db, member), findAmendmentsOfCustomer(db, member)]);
  return {
    customer: {
      customerNumber: customer.customerCode,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      dateOfBirth: customer.dateOfBirth,
      iban: customer.iban,
      createdAt: customer.createdAt.toISOString(),
      details: detailsOf(details),
    },
    amendments: amendments.map(amendmentOf),
  };
}
