import type { FastifyInstance } from 'fastify';
import type { Deps } from '../context';
import { auditRepository } from '../audit/audit.repository';

function outcomeOf(status: number) {
  if (status < 400) return 'success';
  if (status === 401 || status === 403 || status === 429) return 'denied';
  return 'failure';
}

/**
 * Records every audited call (write calls, sign-ins included, unless a route opts out) before its answer leaves, so the row exists by the
 * time the caller hears back. Inputs are never stored: the target is what the handler names.
 */
export function registerAudit(app: FastifyInstance, { db }: Deps) {
  app.addHook('onSend', async (request, reply, payload) => {
    const { routeId, audited } = request.routeOptions.config;
    if (!routeId || !audited) return payload;
    const { ctx } = request;
    if (ctx.audit.skip) return payload;
    const actor =
      ctx.audit.actor ??
      (ctx.user ? { id: ctx.user.id, name: ctx.user.user_name } : null) ??
      (ctx.machine ? { id: null, name: `${ctx.machine.kind}:${ctx.machine.name}` } : null);
    try {
      await auditRepository.insert(db, {
        at: new Date().toISOString(),
        actor_id: actor?.id ?? null,
        actor_name: actor?.name ?? '',
        call: routeId,
        target: ctx.audit.target ?? '',
        outcome: outcomeOf(reply.statusCode),
        status: reply.statusCode,
        message: request.errorKey ?? '',
        ip: ctx.ip,
        request_id: String(request.id),
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  });
}
