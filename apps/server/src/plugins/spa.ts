import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, routeNotFound } from './errors.ts';

function isNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

const NOT_BUILT_PAGE =
  '<!doctype html><title>Motus</title><p>The web app is not built yet. Run <code>npm run build</code> or <code>npm start</code>.</p>';

/** Serves the built web app; unknown navigation requests get index.html, unknown API paths ROUTE_NOT_FOUND. */
async function spaPlugin(app: FastifyInstance) {
  const distDir = app.config.webDistDir;
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });
  } else {
    app.log.warn({ distDir }, 'web app not built; run npm run build');
  }
  app.setNotFoundHandler((request, reply) => {
    if (!isNavigation(request)) return routeNotFound(request, reply);
    if (!hasBuild) return reply.status(503).type('text/html').send(NOT_BUILT_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(spaPlugin, { name: 'spa', dependencies: ['errors'] });
