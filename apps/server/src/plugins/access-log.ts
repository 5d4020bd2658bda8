import type { FastifyInstance } from 'fastify';

/**
 * One log line per request at info, when it has been answered: method, route (the pattern, so
 * lines group; the path when no route matched), status, time and request id (pino's `reqId`).
 * Headers are not logged, so no credential reaches the log.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
