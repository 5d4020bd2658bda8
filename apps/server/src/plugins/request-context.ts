import type { FastifyInstance } from 'fastify';
import type { AuthUser, MachineCaller, RequestContext } from '../context';
import { languageOf } from '../i18n';
import type { Language } from '@console/contract/constants';

/** Until a call gets its own signal (contract-routes.ts): one that never fires, made once. */
const NEVER_ABORTED = new AbortController().signal;

/**
 * A request's context. Its `signal` is the call's time limit's once contract-routes.ts has set
 * `limit`: a getter of the class rather than a property defined on each call's object, which
 * cost an allocation and made every context an object of its own shape.
 */
export class CallContext implements RequestContext {
  user: AuthUser | null = null;
  machine: MachineCaller | null = null;
  bearer: string | undefined = undefined;
  upload?: { name: string; bytes: Buffer };
  audit: RequestContext['audit'] = {};
  limit: { readonly signal: AbortSignal } | undefined = undefined;

  constructor(
    readonly ip: string,
    readonly lang: Language,
  ) {}

  get signal(): AbortSignal {
    return this.limit ? this.limit.signal : NEVER_ABORTED;
  }
}

/** Gives every request its context (caller, address, language) and echoes its request id. */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    request.ctx = new CallContext(request.ip, languageOf(request.headers));
    reply.header('x-request-id', request.id);
    done();
  });
}
