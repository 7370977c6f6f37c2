import type { FastifyBaseLogger } from 'fastify';

/** What one pass over the due rows did. */
export interface DrainReport {
  succeeded: number;
  failed: number;
}

/**
 * Claims due rows batch by batch and hands each to `deliver` (true when it got through), until a batch comes back
 * short. Claiming leases a row past this pass, so a failed one is not claimed again before the pass ends.
 */
export async function drainClaimed<Row>(
  claim: (limit: number) => Promise<Row[]>,
  batchSize: number,
  deliver: (row: Row) => Promise<boolean>,
): Promise<DrainReport> {
  const report: DrainReport = { succeeded: 0, failed: 0 };
  for (;;) {
    const batch = await claim(batchSize);
    for (const row of batch) {
      if (await deliver(row)) report.succeeded += 1;
      else report.failed += 1;
    }
    if (batch.length < batchSize) return report;
  }
}

/** When a failed row is tried again: after the delay of its attempts so far, or never once they are used up. */
export function retryAt(
  now: Date,
  attempts: number,
  maxAttempts: number,
  delayMs: (attempts: number) => number,
): Date | null {
  return attempts >= maxAttempts ? null : new Date(now.getTime() + delayMs(attempts));
}

export interface RoundsOptions {
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Logged with the error when a round throws; the next round runs all the same. */
  failureMessage: string;
}

/**
 * Runs a round, waits the interval after it ends, and runs the next, until stopped; the returned function stops it and
 * waits for a running round.
 */
export function repeatRounds(round: () => Promise<void>, options: RoundsOptions): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    running = round()
      .catch((error: unknown) => options.log.error({ err: error }, options.failureMessage))
      .finally(() => {
        if (!stopped) timer = setTimeout(next, options.intervalMs);
      });
  };
  next();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
