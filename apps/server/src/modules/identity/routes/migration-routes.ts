import {
  getMigrationSteps as getMigrationStepsCall,
  migrateAccount,
  sendMigrationCancelationNotice,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { memberOf } from '../../../plugins/session.ts';
import { callerOf } from '../caller.ts';
import { getMigrationSteps, type MigrationRequest, recordMigrationDecision } from '../migration-service.ts';

function migrationRequest(request: FastifyRequest): MigrationRequest {
  const member = memberOf(request);
  return {
    userId: member.userId,
    locale: member.locale,
    facilityGroup: request.context.facilityGroup,
    origin: callerOf(request).origin,
  };
}

export function registerMigrationRoutes(app: FastifyInstance): void {
  registerCall(app, getMigrationStepsCall, ({ request }) => getMigrationSteps(app.db, migrationRequest(request)));
  registerCall(app, migrateAccount, ({ request }) =>
    recordMigrationDecision(app.db, migrationRequest(request), 'ACCEPT'),
  );
  registerCall(app, sendMigrationCancelationNotice, ({ request }) =>
    recordMigrationDecision(app.db, migrationRequest(request), 'REFUSE'),
  );
}
