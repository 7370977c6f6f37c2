import { emailAddress, requiredText, type StudioConnect } from '@motus/contract';
import { connectWithCustomerCode, connectWithIban } from '@motus/contract/schemas';
import { z } from 'zod';
import { type ConnectTarget, type ConnectValues, connectRequests } from './api/connect-requests.ts';

type ConnectField = keyof ConnectValues;
type ConnectMethodId = 'customerCode' | 'email' | 'iban' | 'ibanSuffix';

type FieldSchema = z.ZodType<string, string>;

const unused = z.string();

/** A form schema over all fields: the method's fields with the contract's rules, the others passed through. */
function formSchema(fields: Partial<Record<ConnectField, FieldSchema>>) {
  return z.object({
    customerCode: unused,
    dateOfBirth: unused,
    email: unused,
    iban: unused,
    ibanSuffix: unused,
    ...fields,
  });
}

export interface ConnectMethod {
  id: ConnectMethodId;
  fields: readonly ConnectField[];
  schema: ReturnType<typeof formSchema>;
  connect: (values: ConnectValues, target: ConnectTarget) => Promise<StudioConnect>;
}

const { customerCode, dateOfBirth } = connectWithCustomerCode.body.shape;
const { iban } = connectWithIban.body.shape;
/** The contract's rule with messages the form can show (its own has no message key). */
const ibanSuffix = requiredText(4)
  .regex(/^[A-Za-z0-9]{4}$/, { error: 'account.studioConnect.fields.ibanSuffixInvalid' })
  .transform((value) => value.toUpperCase());

/** The ways to find the member among the tenant's customers (spec 001 section 7.4, studio connect). */
export const CONNECT_METHODS: readonly ConnectMethod[] = [
  {
    id: 'customerCode',
    fields: ['customerCode', 'dateOfBirth'],
    schema: formSchema({ customerCode, dateOfBirth }),
    connect: connectRequests.customerCode,
  },
  {
    id: 'email',
    fields: ['email'],
    schema: formSchema({ email: emailAddress }),
    connect: connectRequests.email,
  },
  {
    id: 'iban',
    fields: ['iban', 'dateOfBirth'],
    schema: formSchema({ iban, dateOfBirth }),
    connect: connectRequests.iban,
  },
  {
    id: 'ibanSuffix',
    fields: ['customerCode', 'ibanSuffix'],
    schema: formSchema({ customerCode, ibanSuffix }),
    connect: connectRequests.ibanSuffix,
  },
];
