export type { CustomerFields, CustomerRow } from './schema.ts';
export {
  type Customer,
  createCustomer,
  findCustomer,
  matchByCodeAndBirthDate,
  matchByCodeAndIbanSuffix,
  matchByEmail,
  matchByIbanAndBirthDate,
  updateCustomerFields,
} from './service.ts';
