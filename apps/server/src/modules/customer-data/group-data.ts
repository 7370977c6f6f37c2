import {
  type AddressData,
  addressDataSchema,
  type ContactData,
  type CustomerDataGroup,
  contactDataSchema,
  type PaymentData,
  type PersonalData,
  paymentDataSchema,
  personalDataSchema,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { createSepaMandate, currentMandateOf, type SepaMandate } from '../contracts/index.ts';
import { type Customer, findCustomer, updateCustomerFields } from '../customers/index.ts';
import { findDetails, upsertDetails } from './repo.ts';
import type { AmendmentValues, CustomerDetailsRow } from './schema.ts';

/** Each group's data as the answers carry it. */
export interface GroupDataOf {
  PERSONAL: PersonalData;
  ADDRESS: AddressData | null;
  CONTACT: ContactData;
  PAYMENT: PaymentData;
}

/** Everything the four groups are read from: the customers row, the details row and the current mandate. */
interface CustomerRecord {
  customer: Customer;
  details: CustomerDetailsRow | undefined;
  mandate: SepaMandate | undefined;
  /** The e-mail to show when the studio has none for the customer: the member's login. */
  accountEmail: string | null;
}

export async function loadRecord(
  db: Database,
  member: ConnectedCustomer,
  accountEmail: string | null,
): Promise<CustomerRecord> {
  const customer = await findCustomer(db, member.tenant, member.customerId);
  if (!customer) throw new Error(`connected customer ${member.customerId} does not exist`);
  const details = await findDetails(db, member);
  const mandate = await currentMandateOf(db, member.tenant, member.customerId);
  return { customer, details, mandate, accountEmail };
}

function addressOf(details: CustomerDetailsRow | undefined): AddressData | null {
  if (!details?.street || !details.houseNumber || !details.zip || !details.city || !details.countryCode) return null;
  return {
    street: details.street,
    houseNumber: details.houseNumber,
    addressSupplement: details.addressSupplement,
    zip: details.zip,
    city: details.city,
    countryCode: details.countryCode,
    provinceCode: details.provinceCode,
  };
}

const readers: { [G in CustomerDataGroup]: (record: CustomerRecord) => GroupDataOf[G] } = {
  PERSONAL: ({ customer, details }) => ({
    firstName: customer.firstName,
    lastName: customer.lastName,
    dateOfBirth: customer.dateOfBirth,
    gender: details?.gender ?? null,
    placeOfBirth: details?.placeOfBirth ?? null,
    countryOfBirth: details?.countryOfBirth ?? null,
    taxId: details?.taxId ?? null,
  }),
  ADDRESS: ({ details }) => addressOf(details),
  CONTACT: ({ customer, details, accountEmail }) => ({
    email: customer.email ?? accountEmail ?? '',
    phoneMobile: details?.phoneMobile ?? null,
    phonePrivate: details?.phonePrivate ?? null,
    phoneBusiness: details?.phoneBusiness ?? null,
  }),
  PAYMENT: ({ customer, details, mandate }) => ({
    iban: details?.iban ?? customer.iban,
    bic: details?.bic ?? null,
    bankName: details?.bankName ?? null,
    accountHolder: details?.accountHolder ?? mandate?.accountHolder ?? null,
    mandateReference: mandate?.mandateReference ?? null,
  }),
};

export function readGroup<G extends CustomerDataGroup>(group: G, record: CustomerRecord): GroupDataOf[G] {
  return readers[group](record);
}

/** A group's data as the values an amendment records. */
export function valuesOf(data: AmendmentValues | null): AmendmentValues {
  return { ...data };
}

const paymentValuesSchema = paymentDataSchema.omit({ mandateReference: true }).extend({
  iban: paymentDataSchema.shape.iban.unwrap(),
  accountHolder: paymentDataSchema.shape.accountHolder.unwrap(),
});

type Applier = (db: Database, member: ConnectedCustomer, values: AmendmentValues, agreedAt: Date) => Promise<void>;

/** How an applied change writes each group: the customers row (name, birth, e-mail, IBAN) and the details row. */
const appliers: Record<CustomerDataGroup, Applier> = {
  PERSONAL: async (db, member, values) => {
    const { firstName, lastName, dateOfBirth, ...details } = personalDataSchema.parse(values);
    await updateCustomerFields(db, member.tenant, member.customerId, { firstName, lastName, dateOfBirth });
    await upsertDetails(db, member, details);
  },
  ADDRESS: async (db, member, values) => {
    await upsertDetails(db, member, addressDataSchema.parse(values));
  },
  CONTACT: async (db, member, values) => {
    const { email, ...phones } = contactDataSchema.parse(values);
    await updateCustomerFields(db, member.tenant, member.customerId, { email });
    await upsertDetails(db, member, phones);
  },
  PAYMENT: async (db, member, values, agreedAt) => {
    const account = paymentValuesSchema.parse(values);
    const mandate = await createSepaMandate(db, {
      tenantId: member.tenant,
      customerId: member.customerId,
      iban: account.iban,
      bic: account.bic,
      accountHolder: account.accountHolder,
      signedAt: agreedAt,
    });
    await upsertDetails(db, member, { ...account, mandateId: mandate.id });
    await updateCustomerFields(db, member.tenant, member.customerId, { iban: account.iban });
  },
};

/**
 * Writes a change's values to the member's data. A payment change signs a new mandate, dated when the member agreed
 * to it (when they asked for the change).
 */
export function applyValues(
  db: Database,
  member: ConnectedCustomer,
  group: CustomerDataGroup,
  values: AmendmentValues,
  agreedAt: Date,
): Promise<void> {
  return appliers[group](db, member, values, agreedAt);
}
