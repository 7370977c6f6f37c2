import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';

/** Decorates the app with the database; the handle's owner (main or the test helper) opens and closes it. */
async function databasePlugin(app: FastifyInstance, options: { handle: DatabaseHandle }) {
  app.decorate('db', options.handle.db);
  app.decorate('dbDriver', options.handle.driver);
}

export default fp(databasePlugin, { name: 'database' });
