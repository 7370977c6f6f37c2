export type { CustomerRow } from './schema.ts';
export {
  type Customer,
  createCustomer,
  findCustomer,
  matchByCodeAndBirthDate,
  matchByCodeAndIbanSuffix,
  matchByEmail,
  matchByIbanAndBirthDate,
} from './service.ts';
