import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { withoutControls } from '@console/contract/schemas/common';
import type { Deps } from '../context';
import { auditRepository } from '../audit/audit.repository';

function outcomeOf(status: number) {
  if (status < 400) return 'success';
  if (status === 401 || status === 403 || status === 429) return 'denied';
  return 'failure';
}

/**
 * Records every audited call (`isAudited`: write calls, sign-ins and name checks included) before
 * its answer leaves, so the row exists by the time the caller hears back, refused input and
 * failures included. Inputs are never stored: the target is what the handler names. What came
 * from the caller is stored without control characters, which PostgreSQL would refuse (a NUL).
 * The hook is added to the audited routes only (routes registered after this), so the other
 * calls, most of them reads, do not pass through it.
 */
export function registerAudit(app: FastifyInstance, { db }: Deps) {
  async function audit(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const { routeId } = request.routeOptions.config;
    const { ctx } = request;
    if (!routeId || ctx.audit.skip) return payload;
    const actor =
      ctx.audit.actor ??
      (ctx.user ? { id: ctx.user.id, name: ctx.user.user_name } : null) ??
      (ctx.machine ? { id: null, name: `${ctx.machine.kind}:${ctx.machine.name}` } : null);
    try {
      await auditRepository.insert(db, {
        at: new Date().toISOString(),
        actor_id: actor?.id ?? null,
        actor_name: withoutControls(actor?.name ?? ''),
        call: routeId,
        target: withoutControls(ctx.audit.target ?? ''),
        outcome: outcomeOf(reply.statusCode),
        status: reply.statusCode,
        message: request.errorKey ?? '',
        ip: withoutControls(ctx.ip),
        request_id: String(request.id),
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  }
  app.addHook('onRoute', (route) => {
    if (!route.config?.audited) return;
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, audit as onSendHookHandler];
  });
}
