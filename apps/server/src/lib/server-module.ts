import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** Ends a background job; the runner awaits it on shutdown. */
export type StopJob = () => void | Promise<void>;

/**
 * Work a module runs next to the app (an outbox sender, a clean-up). It gets the built app, so it uses the same
 * database, configuration, logger and services the module's routes use.
 */
export type BackgroundJob = (app: FastifyInstance) => StopJob;

/**
 * A server module as the composition root sees it (docs/architecture.md, "Adding a module"): its route plugins, which
 * app.ts registers in the order of the module list, and its background jobs, which the job runner starts.
 */
export interface ServerModule {
  name: string;
  routes: FastifyPluginAsync[];
  jobs?: BackgroundJob[];
}

/** A job that runs a task every intervalMs until stopped; a failed round is logged and the next one runs. */
export function repeatEvery(
  intervalMs: number,
  failure: string,
  task: (app: FastifyInstance) => Promise<unknown>,
): BackgroundJob {
  return (app) => {
    const timer = setInterval(() => {
      task(app).catch((error: unknown) => app.log.error({ err: error }, failure));
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  };
}
