import type { ServerModule } from '../../lib/server-module.ts';

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

export const customersModule: ServerModule = { name: 'customers', routes: [] };
