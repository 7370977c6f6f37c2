import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What a background job is started with. */
export interface JobContext {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** Starts a background job; answers the function that stops it. */
export type BackgroundJob = (context: JobContext) => () => void | Promise<void>;

/** A module's public face to the server: the routes app.ts registers and the jobs the job runner starts. */
export interface ServerModule {
  name: string;
  routes: FastifyPluginAsync[];
  jobs?: BackgroundJob[];
}
