import type { ServerModule } from '../../lib/server-module.ts';

export const customersModule: ServerModule = { name: 'customers', routes: [] };
