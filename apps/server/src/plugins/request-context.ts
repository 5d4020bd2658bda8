import type { FastifyInstance } from 'fastify';
import { languageOf } from '../i18n';

/** Until a call gets its own signal (contract-routes.ts): one that never fires, made once. */
const NEVER_ABORTED = new AbortController().signal;

/** Gives every request its context (caller, address, language) and echoes its request id. */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    request.ctx = {
      user: null,
      machine: null,
      ip: request.ip,
      bearer: undefined,
      lang: languageOf(request.headers),
      signal: NEVER_ABORTED,
      audit: {},
    };
    reply.header('x-request-id', request.id);
    done();
  });
}
