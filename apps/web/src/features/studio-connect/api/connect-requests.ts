import { connectWithCustomerCode, connectWithEmail, connectWithIban, connectWithIbanSuffix } from '@motus/contract';
import { api } from '../../../lib/api-client.ts';

/** Every detail any method asks for; a method validates its own and ignores the rest. */
export interface ConnectValues {
  customerCode: string;
  dateOfBirth: string;
  email: string;
  iban: string;
  ibanSuffix: string;
}

/** The tenant whose customers are searched, and the studio of it the member chose (their home studio if none). */
export interface ConnectTarget {
  tenant: string;
  studioId: number | undefined;
}

/** The studio connect calls, one per method, each with the details its method asks for. */
export const connectRequests = {
  customerCode: (values: ConnectValues, target: ConnectTarget) =>
    api(connectWithCustomerCode, {
      body: { customerCode: values.customerCode, dateOfBirth: values.dateOfBirth, ...target },
    }),
  email: (values: ConnectValues, target: ConnectTarget) =>
    api(connectWithEmail, { body: { email: values.email, ...target } }),
  iban: (values: ConnectValues, target: ConnectTarget) =>
    api(connectWithIban, { body: { iban: values.iban, dateOfBirth: values.dateOfBirth, ...target } }),
  ibanSuffix: (values: ConnectValues, target: ConnectTarget) =>
    api(connectWithIbanSuffix, {
      body: { customerCode: values.customerCode, ibanSuffix: values.ibanSuffix, ...target },
    }),
};
