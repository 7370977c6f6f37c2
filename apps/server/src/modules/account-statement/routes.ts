import { getCustomerAccount, getCustomerAccountBalance } from '@motus/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { accountBalance, accountStatement } from './account-statement-service.ts';

async function statementRoutes(app: FastifyInstance) {
  registerCall(app, getCustomerAccount, ({ query, scope }) => accountStatement(app.db, scope, query));
  registerCall(app, getCustomerAccountBalance, ({ scope }) => accountBalance(app.db, scope));
}

export const accountStatementRoutes: FastifyPluginAsync[] = [statementRoutes];
