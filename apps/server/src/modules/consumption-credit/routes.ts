import { getConsumptionCredit, getConsumptionCreditVariants, validateConsumptionCreditRecharge } from '@motus/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { consumptionCredit, rechargeVariants, validateRecharge } from './consumption-credit-service.ts';

async function creditRoutes(app: FastifyInstance) {
  registerCall(app, getConsumptionCredit, ({ scope }) => consumptionCredit(app.db, scope));
  registerCall(app, getConsumptionCreditVariants, ({ scope }) => rechargeVariants(app.db, scope));
  registerCall(app, validateConsumptionCreditRecharge, ({ query, scope }) =>
    validateRecharge(app.db, scope, query.amount),
  );
}

export const consumptionCreditRoutes: FastifyPluginAsync[] = [creditRoutes];
