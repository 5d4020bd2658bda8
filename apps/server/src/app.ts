import os from 'node:os';
import crypto from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { routes } from '@console/contract/routes';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AllHandlers, Deps } from './context';
import { createDatabase, isDatabaseReachable, migrateToLatest } from './db/database';
import { Signals } from './db/signals';
import { loadKeys } from './keys';
import { createMailer } from './mail/mailer';
import { authenticateMachine } from './credentials/machine-credentials';
import { Idempotency } from './idempotency/idempotency';
import { Jobs } from './jobs/jobs';
import { authenticateUser } from './modules/auth/authenticate';
import { tokenSettings } from './modules/auth/tokens';
import { loadHandlers } from './modules/handlers';
import { loadJobs } from './modules/jobs';
import { registerAccessLog } from './plugins/access-log';
import { registerAnswersPerTurn } from './plugins/answers-per-turn';
import { registerApiDocs } from './plugins/api-docs';
import { registerAudit } from './plugins/audit';
import { registerContractRoutes } from './plugins/contract-routes';
import { registerMultipart } from './plugins/uploads';
import { registerErrorHandling } from './plugins/errors';
import { registerRequestContext } from './plugins/request-context';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerMetrics } from './plugins/metrics';
import { registerWebApp } from './plugins/web-app';
import './plugins/types';
import { seedDemo } from './seed/index';
import type { PriorityGate } from './limits/priority-gate';
import { passwordCheckGate } from './modules/auth/login-limiter';

export interface AppOptions {
  /** The time the app runs on; tests pass a clock they move. */
  clock?: Clock;
  /** Where the log goes; standard output when absent. */
  logStream?: DestinationStream;
  /**
   * Tests only: wraps the handlers before they are registered, so a test can plant what a
   * service might answer (an undeclared field) and see what reaches the client. The product
   * never sets it.
   */
  wrapHandlers?: (handlers: AllHandlers) => AllHandlers;
  /** Tests: told when a call answers an error key its route does not declare (route-errors.ts). */
  onUndeclaredError?: (routeId: string, key: string) => void;
  /** Tests: told when an answer let through unparsed differs from zod's parse (answer-check.ts). */
  onAnswerMismatch?: (routeId: string) => void;
  /** Tests: the password-check gate, say a narrow one whose checks the test holds. */
  passwordChecks?: PriorityGate;
}

/**
 * How long a connection may take (README, configuration): the whole request must arrive within
 * RECEIVE_TIMEOUT (else 408 and the connection closes), and a connection silent for IDLE_TIMEOUT
 * is closed. Node checks the first every `connectionsCheckingInterval`, 30 s by default: checked
 * every second (sooner for shorter limits), a stalled upload ends within a second of its limit.
 */
function connectionLimits(config: Config) {
  const receiveMs = config.receiveTimeoutSeconds * 1000;
  return {
    requestTimeout: receiveMs,
    connectionTimeout: config.idleTimeoutSeconds * 1000,
    http: {
      requestTimeout: receiveMs,
      // Node requires the headers' limit to be within the request's; 60 s is its own default.
      headersTimeout: Math.min(receiveMs, 60_000),
      connectionsCheckingInterval: Math.max(100, Math.min(1000, receiveMs / 2)),
    },
  };
}

/** Trusts the nearest `hops` proxies: the client address is the last entry they did not add. */
function hopsFrom(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(
  config: Config,
  options: AppOptions = {},
): Promise<{ app: FastifyInstance; deps: Deps }> {
  const db = createDatabase(config);
  await migrateToLatest(db);
  const keys = loadKeys(config);
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(options.logStream && { stream: options.logStream }),
    },
    // One access-log line per request, written when it is answered (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count as Fastify's function form, which its types name (the number form they do not).
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsFrom(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...connectionLimits(config),
    // A caller's own request id is kept (it ties logs across services) only when it looks like one.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given)
        ? given
        : crypto.randomUUID();
    },
  });
  const deps: Deps = {
    db,
    config,
    keys,
    clock,
    tokens: tokenSettings(keys.jwtSecret, config.accessTokenTtlSeconds),
    mailer: createMailer(config),
    // argon2 keeps a core busy: as many checks at once as there are cores.
    passwordChecks: options.passwordChecks ?? passwordCheckGate(os.availableParallelism()),
    jobs: new Jobs(db, clock, app.log, { pollMs: config.jobsPollMs }),
    signals: new Signals(db, config.databaseUrl),
  };
  if (config.seedDemo) await seedDemo(deps);
  for (const job of await loadJobs(deps)) deps.jobs.define(job);

  app.addHook('onReady', () => deps.jobs.start());
  // Waiting long polls answer before the server stops.
  app.addHook('preClose', () => deps.signals.close());
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.mailer.flush();
    await db.destroy();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  registerRequestContext(app);
  registerAnswersPerTurn(app);
  registerAccessLog(app);
  registerErrorHandling(app, config.webDist);
  registerMetrics(app);
  registerAudit(app, deps);

  app.get('/healthz', async () => ({ success: true, status: 'SERVING' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await isDatabaseReachable(db);
    return reply
      .status(ready ? 200 : 503)
      .send({ success: ready, status: ready ? 'SERVING' : 'NOT_SERVING' });
  });

  registerApiDocs(app, config.publicUrl);

  const handlers = await loadHandlers(deps);
  registerMultipart(app);
  registerContractRoutes(app, {
    table: routes,
    handlers: options.wrapHandlers ? options.wrapHandlers(handlers) : handlers,
    authenticate: {
      user: (bearer) => authenticateUser(deps, bearer),
      machine: (kind, bearer) => authenticateMachine(db, kind, bearer, clock.now()),
    },
    timeoutSeconds: config.requestTimeoutSeconds,
    db,
    clock,
    idempotency: new Idempotency(db, clock, 2 * config.requestTimeoutSeconds * 1000),
    onUndeclaredError: options.onUndeclaredError,
    onAnswerMismatch: options.onAnswerMismatch,
  });

  await registerWebApp(app, config.webDist);
  return { app, deps };
}
