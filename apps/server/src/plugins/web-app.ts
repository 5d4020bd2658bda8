import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Files under `assets/` carry a content hash in their name: a new build gives new names. */
const HASHED = `assets${path.sep}`;

/**
 * How long a browser may keep a file of the web build: hashed assets for a year without asking
 * again; everything else (`index.html`, the SPA fallback, favicon) is revalidated on every use
 * (ETag), so a new build is seen at once.
 */
export function cacheControlFor(webDist: string, file: string): string {
  return path.relative(webDist, file).startsWith(HASHED)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * Serves the web build (`npm run build` writes it with a `.br` and a `.gz` twin of every file):
 * each file in the best encoding the client accepts (`Content-Encoding`, `Vary: Accept-Encoding`),
 * with the cache policy above. `/` and, from the not-found handler, any in-app path get
 * `index.html`. Nothing is registered when there is no build (API-only tests, `npm run dev`).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!fs.existsSync(webDist)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(webDist, file)),
  });
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
}
