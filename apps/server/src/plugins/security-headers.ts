import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet ran helmet's
 * middleware on every request, which parses the options and the CSP directives again each time
 * (7% of a signed-in call in the profile, docs/performance.md); with static options (no nonce,
 * no directive computed per request) the answer is the same headers every time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of an answer that is data (JSON, the metrics' text), not a page: OWASP's set for a
 * REST API. Nothing in such an answer runs or loads anything, so its policy allows nothing; it may
 * not be framed, sniffed as another type, read by another origin's page, or kept by a cache (a
 * signed-in answer holds someone's data). A browser takes HSTS from any answer.
 */
export const DATA_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

const DATA_PATH = /^\/(?:api\/(?!docs(?:[/?]|$))|rpc\/|(?:healthz|readyz|metrics)(?:\?|$))/;

/**
 * Whether a path answers data: the API's and RPC's calls (their 404s too, which are JSON
 * envelopes), the probes and the metrics; not the API's documentation pages, the web app or its
 * files.
 */
export function answersData(url: string): boolean {
  return DATA_PATH.test(url);
}

/**
 * Sends security headers on every answer (routes, 404s, static files): helmet's full set for
 * pages and files, the short `DATA_HEADERS` for data, which a page's policy does not concern and
 * whose client reads every header of every answer (about 400 bytes less per call). A route that
 * sets one of them itself overrides it, as it did over @fastify/helmet.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const pageHeaders = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answersData(request.url) ? DATA_HEADERS : pageHeaders);
    done();
  });
}
