import { requestContractCancellation } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { receiveCancellation } from './cancellation-service.ts';
import type { ContractCanceller } from './contract-lookup.ts';

export interface ContractCancellationOptions {
  canceller: ContractCanceller;
}

/** Cancellation without login (§312k BGB, issue 15 item 5). */
export default async function contractCancellationRoutes(app: FastifyInstance, options: ContractCancellationOptions) {
  const origin = portalOrigin(app.config);
  registerCall(app, requestContractCancellation, ({ body, request }) =>
    receiveCancellation(app.db, body, { canceller: options.canceller, source: request.ip, origin, now: new Date() }),
  );
}
