import { access } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Vite names every file of its assets folder after its content, so a name never gets other content. */
const HASHED_ASSETS_DIR = `assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so a browser must ask again each time (a 304 when unchanged). */
const REVALIDATE = 'no-cache';
/** Unhashed files of `public/` (favicon, demo logos). */
const SHORT_LIVED = 'public, max-age=3600';

function cacheControlFor(distDir: string, file: string): string {
  const path = relative(distDir, file);
  if (path.startsWith(HASHED_ASSETS_DIR)) return IMMUTABLE;
  if (/^index\.html(\.br|\.gz)?$/.test(path)) return REVALIDATE;
  return SHORT_LIVED;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

export interface SpaOptions {
  /** Same-origin URLs every page fetches before its first paint, announced with the page so they load with its code. */
  preloadsOf?: (request: FastifyRequest) => readonly string[];
}

function preloadLinks(urls: readonly string[]): string {
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', ');
}

/**
 * Serves the built web app, looking each file up per request (so a build finished after the start is served) and
 * answering with its precompressed `.br` or `.gz` copy when the browser accepts one; unknown navigation requests get
 * index.html, unknown API paths ROUTE_NOT_FOUND.
 */
async function spaPlugin(app: FastifyInstance, options: SpaOptions) {
  const distDir = app.config.webDistDir;
  const indexFile = join(distDir, 'index.html');
  if (!(await exists(indexFile))) app.log.warn({ distDir }, 'web app not built; run npm run build');
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // A directory path is no file of the app: it falls through to the fallback below instead of a 403.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => reply.header('cache-control', cacheControlFor(distDir, file)),
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (!isNavigation(request)) return routeNotFound(request, reply);
    if (!(await exists(indexFile))) return reply.status(503).type('text/html').send(NOT_BUILT_PAGE);
    const preloads = options.preloadsOf?.(request) ?? [];
    if (preloads.length > 0) reply.header('link', preloadLinks(preloads));
    return reply.sendFile('index.html');
  });
}

export default fp(spaPlugin, { name: 'spa', dependencies: ['errors'] });
