import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type ErrorKey, type FieldError } from '@console/contract/errors';
import type { Failure } from '@console/contract/schemas/common';
import { AppError } from '../errors';
import { languageOf, translate } from '../i18n';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  key: ErrorKey,
  fieldErrors?: FieldError[],
  status: number = errors[key].status,
) {
  const lang = request.ctx?.lang ?? languageOf(request.headers);
  request.errorKey = key;
  const body: Failure = {
    success: false,
    code: errors[key].code,
    message: key,
    detail: translate(lang, key),
    ...(fieldErrors && {
      errors: fieldErrors.map((e) => ({ ...e, detail: translate(lang, e.message, e.params) })),
    }),
  };
  return reply.status(status).send(body);
}

/** Maps a framework error (bad JSON, body too large, wrong media type) to an envelope key. */
function frameworkKey(error: FastifyError): ErrorKey | null {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'common.payload_too_large';
  if (status === 429) return 'common.too_many_requests';
  if (status >= 400 && status < 500) return 'common.invalid_input';
  return null;
}

/** One place turns every error into the envelope; 5xx details stay in the server log. */
export function registerErrorHandling(app: FastifyInstance, webDist: string) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return send(request, reply, error.key, error.options.errors);
    }
    const key = frameworkKey(error);
    if (key) return send(request, reply, key, undefined, error.statusCode);
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 'common.internal');
  });

  const indexFile = path.join(webDist, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    // API calls and missing files (a stale asset name) get a real 404, not the app's page.
    const isApi = /^\/(api|rpc)(\/|$)/.test(urlPath);
    const isFile = /\.[a-z0-9]+$/i.test(urlPath);
    if (!isApi && !isFile && request.method === 'GET' && fs.existsSync(indexFile)) {
      return reply.sendFile('index.html');
    }
    return send(request, reply, 'common.route_not_found');
  });
}
