import type { FastifyInstance } from 'fastify';
import type { ServerModule, StopJob } from './lib/server-module.ts';
import { repeatEvery } from './lib/server-module.ts';
import { deleteEndedUsageWindows } from './lib/usage-limit.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** The usage windows belong to lib/usage-limit.ts, so no module cleans them up: hourly, like the modules' clean-ups. */
const deleteEndedWindows = repeatEvery(HOUSEKEEPING_INTERVAL_MS, 'housekeeping failed', (app) =>
  deleteEndedUsageWindows(app.db),
);

/**
 * Starts the background work of the app's modules (the outbox senders, hourly clean-ups, the release of unconfirmed
 * guest places, the expiry of abandoned checkouts) and the platform's own. Every instance runs it; rows are claimed.
 */
export function startBackgroundJobs(app: FastifyInstance, modules: readonly ServerModule[]): () => Promise<void> {
  const jobs = [deleteEndedWindows, ...modules.flatMap((module) => module.jobs ?? [])];
  const stops: StopJob[] = jobs.map((job) => job(app));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
