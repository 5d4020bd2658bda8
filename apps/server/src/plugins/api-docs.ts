import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildOpenApi } from '../openapi';
import { renderApiReference } from '../openapi-page';

interface Body {
  type: string;
  plain: Buffer;
  gzip: Buffer;
  etag: string;
}

function bodyOf(type: string, text: string): Body {
  const plain = Buffer.from(text);
  return {
    type,
    plain,
    gzip: zlib.gzipSync(plain, { level: 9 }),
    etag: `"${crypto.createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
  };
}

/** Sends a prepared body: 304 on a matching ETag, gzip when the client takes it. */
function send(request: FastifyRequest, reply: FastifyReply, body: Body) {
  reply
    .header('etag', body.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  reply.type(body.type);
  if (!gzip) return reply.send(body.plain);
  return reply.header('content-encoding', 'gzip').send(body.gzip);
}

/**
 * The API reference: the OpenAPI document at /api/docs/json and its page at /api/docs, both made
 * once and kept (the route table does not change while the server runs), compressed once.
 */
export function registerApiDocs(app: FastifyInstance, publicUrl: string) {
  let bodies: { document: Body; page: Body } | undefined;
  const prepared = () => {
    if (!bodies) {
      const document = buildOpenApi(publicUrl);
      bodies = {
        document: bodyOf('application/json; charset=utf-8', JSON.stringify(document)),
        page: bodyOf('text/html; charset=utf-8', renderApiReference(document as never)),
      };
    }
    return bodies;
  };
  // A listening server builds them just after start, so the first reader does not wait; tests
  // that only inject build them when they ask.
  app.addHook('onListen', (done) => {
    setImmediate(() => {
      try {
        prepared();
      } catch (error) {
        app.log.error({ err: error }, 'the API reference could not be built');
      }
    });
    done();
  });
  app.get('/api/docs/json', (request, reply) => send(request, reply, prepared().document));
  app.get('/api/docs', (request, reply) => send(request, reply, prepared().page));
  app.get('/api/docs/', (request, reply) => send(request, reply, prepared().page));
}
