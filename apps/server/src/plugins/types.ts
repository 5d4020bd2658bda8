import type { RouteId } from '@console/contract/routes';
import type { RequestContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    /** The error key the answer carried, for the audit log. */
    errorKey?: string;
  }
  interface FastifyContextConfig {
    routeId?: RouteId;
  }
}
