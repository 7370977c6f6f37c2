import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutDeps } from './checkout-deps.ts';
import { stopCheckout } from './finalize-service.ts';
import { listOverdueCheckouts } from './repo.ts';

/** How many overdue checkouts one run takes; the next run takes the rest. */
const BATCH = 100;

export interface ExpiryReport {
  /** Ended as EXPIRED, their holds released. */
  expired: number;
  /** Paid at the last moment: finalized instead. */
  finalized: number;
}

/**
 * Ends the open checkouts past their expiry (every minute, on every instance: each checkout is settled under its row
 * lock). A checkout the provider reports paid gets its order; any other becomes EXPIRED and releases what it held.
 */
export async function expireCheckouts(deps: CheckoutDeps, now = new Date()): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: 0, finalized: 0 };
  for (const overdue of await listOverdueCheckouts(deps.db, now, BATCH)) {
    const ended = await stopCheckout(deps, overdue.id, { status: 'EXPIRED', reason: 'EXPIRED' }, now);
    if (ended.status === 'EXPIRED') report.expired += 1;
    if (ended.status === 'FINALIZED') report.finalized += 1;
  }
  return report;
}

/** An overdue checkout is ended within a minute. */
const EXPIRY_INTERVAL_MS = 60_000;

/** Runs the expiry every minute until stopped. */
export function startCheckoutExpiry(deps: CheckoutDeps, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    expireCheckouts(deps).catch((error: unknown) => log.error({ err: error }, 'expiring checkouts failed'));
  }, EXPIRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
