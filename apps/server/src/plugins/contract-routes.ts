import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess } from '@console/contract/permissions';
import { routeIds, routes, type RouteId } from '@console/contract/routes';
import type { AuthUser, Deps, Handler } from '../context';
import { AppError } from '../errors';
import { usersRepository } from '../modules/users/users.repository';
import { toAuthUser } from '../modules/users/users.service';
import { verifyAccessToken } from '../modules/auth/tokens';
import { AddressLimiter } from './address-limiter';
import { toFieldErrors } from './validation';

export type AllHandlers = { [K in RouteId]: Handler<K> };

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The signed-in user of a request: a valid access token of an existing, active account. */
async function authenticate(deps: Deps, token: string | undefined): Promise<AuthUser> {
  if (!token) throw new AppError('auth.unauthenticated');
  const id = await verifyAccessToken(deps.tokens, token);
  const row = await usersRepository.findById(deps.db, id);
  if (!row?.active) throw new AppError('auth.unauthenticated');
  return toAuthUser(row);
}

function inputOf(request: FastifyRequest, method: 'GET' | 'POST'): Record<string, unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const source = method === 'GET' ? request.query : request.body;
  const fields = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  return { ...fields, ...params };
}

/**
 * Registers every route of the contract's table. Each call is held to its per-address limit,
 * authenticated and authorised before its input is even read, validated against its request schema (400 with field errors, nothing
 * written), and its answer is parsed by the response schema, which also drops any field the
 * contract does not declare. Start-up fails when a route lacks an access rule or a handler.
 */
export function registerContractRoutes(app: FastifyInstance, deps: Deps, handlers: AllHandlers) {
  const limiter = new AddressLimiter();
  for (const id of routeIds) {
    const def = routes[id];
    const handler = handlers[id] as Handler<RouteId> | undefined;
    if (!def.access) throw new Error(`Route ${id} declares no access rule`);
    if (typeof handler !== 'function') throw new Error(`Route ${id} has no handler`);

    app.route({
      method: def.method,
      url: def.path,
      config: { routeId: id },
      handler: async (request) => {
        const ctx = request.ctx;
        const wait = def.limit ? limiter.take(`${id} ${ctx.ip}`, def.limit) : 0;
        if (wait > 0) {
          throw new AppError('common.too_many_requests', {
            headers: { 'retry-after': String(wait) },
          });
        }
        const bearer = bearerOf(request);
        if (def.access === 'public') {
          ctx.bearer = bearer;
        } else {
          ctx.user = await authenticate(deps, bearer);
          if (!canAccess(def.access, ctx.user)) throw new AppError('common.permission_denied');
        }
        const parsed = def.request.safeParse(inputOf(request, def.method));
        if (!parsed.success) {
          throw new AppError('common.invalid_input', { errors: toFieldErrors(parsed.error) });
        }
        const result = await handler(parsed.data as never, ctx as never);
        return def.response.parse(result);
      },
    });
  }
}
