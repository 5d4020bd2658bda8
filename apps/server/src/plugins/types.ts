import type { CallContext } from './request-context';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: CallContext;
    /** The error key the answer carried, for the audit log. */
    errorKey?: string;
  }
  interface FastifyContextConfig {
    /** The contract route a Fastify route serves, and whether its calls are audited. */
    routeId?: string;
    audited?: boolean;
  }
}
