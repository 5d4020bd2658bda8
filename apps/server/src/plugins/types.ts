import type { RequestContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    /** The error key the answer carried, for the audit log. */
    errorKey?: string;
  }
  interface FastifyContextConfig {
    /** The contract route a Fastify route serves, and whether its calls are audited. */
    routeId?: string;
    audited?: boolean;
  }
}
