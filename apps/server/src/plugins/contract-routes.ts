import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, isMachineAccess, type MachineAccess } from '@console/contract/access';
import { routeErrorKeys } from '@console/contract/route-errors';
import { isAudited, type RouteDef } from '@console/contract/routes';
import type { Clock } from '../clock';
import type { AuthUser, Handler, MachineCaller, RequestContext } from '../context';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { countCall } from '../limits/limits';
import { Idempotency } from '../idempotency/idempotency';
import { answerFilter } from './answer-check';
import { readUpload, sendFile } from './uploads';
import { toFieldErrors } from './validation';

/** How each kind of caller proves who it is; app.ts hands in the real ones. */
export interface Authenticators {
  user(bearer: string | undefined): Promise<AuthUser>;
  machine(kind: MachineAccess, bearer: string | undefined): Promise<MachineCaller>;
}

export interface ContractRoutesOptions {
  table: Record<string, RouteDef>;
  handlers: Record<string, Handler<never> | undefined>;
  authenticate: Authenticators;
  /** How long a call may run before it is cut with 503, unless its route says otherwise. */
  timeoutSeconds: number;
  /** Where routes' per-address limits are counted, so every server counts the same calls. */
  db: Db;
  clock: Clock;
  idempotency: Idempotency;
  /**
   * Told when a call answers an error key its route does not declare (route-errors.ts), after
   * the warning in the log; the API tests fail on it.
   */
  onUndeclaredError?: (routeId: string, key: string) => void;
  /**
   * Tests: every answer let through without zod's parse (answer-check.ts) is parsed as well, and
   * told here when the two would send different JSON; the API tests fail on it.
   */
  onAnswerMismatch?: (routeId: string) => void;
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function inputOf(request: FastifyRequest, method: 'GET' | 'POST'): Record<string, unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const source = method === 'GET' ? request.query : request.body;
  const fields = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  return { ...fields, ...params };
}

/**
 * Holds a call to its route's per-address limit: 429 with Retry-After past it. Only the first
 * refused call of a window is audited, so a flood leaves one row per address and window.
 */
async function holdToLimit(id: string, def: RouteDef, ctx: RequestContext, db: Db, clock: Clock) {
  if (!def.limit) return;
  const counted = await countCall(db, `route ${id} ${ctx.ip}`, def.limit, clock.now());
  if (counted.allowed) return;
  if (counted.count > def.limit.calls + 1) ctx.audit.skip = true;
  throw new AppError('common.too_many_requests', {
    headers: { 'retry-after': String(counted.retryAfter) },
  });
}

/** Who is calling, by the credential the route names; 401/403 before the input is read. */
async function identify(def: RouteDef, ctx: RequestContext, auth: Authenticators, bearer?: string) {
  if (def.access === 'public') {
    ctx.bearer = bearer;
  } else if (isMachineAccess(def.access)) {
    ctx.machine = await auth.machine(def.access, bearer);
  } else {
    ctx.user = await auth.user(bearer);
    if (!canAccess(def.access, ctx.user)) throw new AppError('common.permission_denied');
  }
}

/** Whose idempotency keys a call uses: a signed-in user's or a machine's own. */
function scopeOf(ctx: RequestContext): string | undefined {
  if (ctx.user) return `user:${ctx.user.id}`;
  if (ctx.machine) return `${ctx.machine.kind}:${ctx.machine.subjectId}`;
  return undefined;
}

/**
 * A call's time limit and abort signal: the signal fires when the client goes away or the call
 * runs past its time, and `race` answers 503 on the timeout. The AbortController and the
 * connection's close listener are made only when the handler reads `ctx.signal` (a few do, the
 * sign-in); the others cost one timer.
 */
class CallLimit {
  #controller: AbortController | undefined;
  #expired = false;
  #onTimeout: (() => void) | undefined;
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly reply: FastifyReply,
    seconds: number,
  ) {
    this.#timer = setTimeout(() => {
      this.#expired = true;
      this.#controller?.abort();
      this.#onTimeout?.();
    }, seconds * 1000);
  }

  /** The connection's close listener, made with the controller (an arrow field was made per call). */
  #onClose: (() => void) | undefined;

  get signal(): AbortSignal {
    if (!this.#controller) {
      const controller = new AbortController();
      this.#controller = controller;
      const raw = this.reply.raw;
      if (this.#expired || (raw.destroyed && !raw.writableFinished)) controller.abort();
      else {
        this.#onClose = () => {
          if (!raw.writableFinished) controller.abort();
        };
        raw.once('close', this.#onClose);
      }
    }
    return this.#controller.signal;
  }

  /** The handler's answer, or 503 once the call's time is up. */
  race<T>(work: Promise<T>): Promise<T> {
    if (this.#expired) {
      work.catch(() => {});
      return Promise.reject(new AppError('common.timeout'));
    }
    return new Promise<T>((resolve, reject) => {
      this.#onTimeout = () => reject(new AppError('common.timeout'));
      work.then(resolve, reject);
    });
  }

  done() {
    clearTimeout(this.#timer);
    if (this.#onClose) this.reply.raw.off('close', this.#onClose);
  }
}

/**
 * Registers every route of the contract's table. Each call is held to its per-address limit,
 * its caller identified by the credential the route names (user session, agent secret,
 * integration key, or none) and authorised before its input is even read, its input validated
 * (400 with field errors, nothing written), and its answer held to the response schema, which
 * drops any field the contract does not declare (answer-check.ts). A write call that carries an
 * `Idempotency-Key` runs once per caller and key. Start-up fails when a route lacks an access
 * rule or a handler.
 */
export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions) {
  const { table, handlers, authenticate } = options;
  for (const [id, def] of Object.entries(table)) {
    const handler = handlers[id];
    if (!def.access) throw new Error(`Route ${id} declares no access rule`);
    if (typeof handler !== 'function') throw new Error(`Route ${id} has no handler`);

    const declaredErrors = new Set<string>(routeErrorKeys(def));
    const timeoutSeconds = def.timeoutSeconds ?? options.timeoutSeconds;
    const filter = answerFilter(def.response);
    const answerOf = options.onAnswerMismatch
      ? (result: unknown) => {
          const sent = filter(result);
          const parsed = def.response.safeParse(result);
          const same = parsed.success && JSON.stringify(parsed.data) === JSON.stringify(sent);
          if (!same) options.onAnswerMismatch!(id);
          return sent;
        }
      : filter;
    const answer = async (call: CallLimit, input: unknown, ctx: RequestContext) =>
      answerOf(await call.race((handler as Handler<never>)(input as never, ctx as never)));
    app.route({
      method: def.method,
      url: def.path,
      config: { routeId: id, audited: isAudited(def), upload: Boolean(def.upload) },
      // One async function and no closure per call (but for an idempotent one): each costs
      // allocations on every call, a good part of a signed-in read's garbage collection.
      handler: async (request, reply) => {
        try {
          const ctx = request.ctx;
          if (def.limit) await holdToLimit(id, def, ctx, options.db, options.clock);
          await identify(def, ctx, authenticate, bearerOf(request));
          let input = inputOf(request, def.method);
          if (def.upload) {
            // Read only now, after the caller is let in; refused mid-stream past the limit.
            const upload = await readUpload(request, reply, def.upload);
            if (upload) {
              input = { ...upload.fields, ...(request.params as object) };
              ctx.upload = upload.file;
            }
          }
          const parsed = def.request.safeParse(input);
          if (!parsed.success) {
            throw new AppError('common.invalid_input', { errors: toFieldErrors(parsed.error) });
          }
          const call = new CallLimit(reply, timeoutSeconds);
          ctx.limit = call;
          try {
            const scope = def.write ? scopeOf(ctx) : undefined;
            const key = scope && Idempotency.keyOf(request.headers['idempotency-key']);
            if (def.download) {
              const file = (await answer(call, parsed.data, ctx)) as {
                file: Parameters<typeof sendFile>[1];
              };
              return sendFile(reply, file.file);
            }
            if (!scope || !key) {
              const result = await call.race(
                (handler as Handler<never>)(parsed.data as never, ctx as never),
              );
              return answerOf(result);
            }
            const run = await options.idempotency.run(
              { scope, key, route: id, input: parsed.data },
              () => answer(call, parsed.data, ctx),
            );
            if (!run.replayed) return run.answer;
            // A stored answer may hold fields this contract no longer declares (kept by another
            // server or version for a day), so a replay goes through the response schema too.
            reply.header('idempotent-replayed', 'true');
            return answerOf(run.answer);
          } finally {
            call.done();
          }
        } catch (error) {
          if (error instanceof AppError && !declaredErrors.has(error.key)) {
            request.log.warn(
              { routeId: id, key: error.key },
              'error key the route does not declare',
            );
            options.onUndeclaredError?.(id, error.key);
          }
          throw error;
        }
      },
    });
  }
}
