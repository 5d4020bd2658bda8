import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { routes } from '@console/contract/routes';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Deps } from './context';
import { createDatabase, isDatabaseReachable, migrateToLatest } from './db/database';
import { loadKeys } from './keys';
import { createMailer } from './mail/mailer';
import { authenticateMachine } from './credentials/machine-credentials';
import { Idempotency } from './idempotency/idempotency';
import { Jobs } from './jobs/jobs';
import { authenticateUser } from './modules/auth/authenticate';
import { loadHandlers } from './modules/handlers';
import { jobDefinitions } from './modules/jobs';
import { buildOpenApi } from './openapi';
import { registerAudit } from './plugins/audit';
import { registerContractRoutes } from './plugins/contract-routes';
import { registerErrorHandling } from './plugins/errors';
import { registerRequestContext } from './plugins/request-context';
import { registerMetrics } from './plugins/metrics';
import './plugins/types';
import { seedDemo } from './seed/index';

export interface AppOptions {
  /** The time the app runs on; tests pass a clock they move. */
  clock?: Clock;
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
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
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
    tokens: { secret: keys.jwtSecret, accessTtlSeconds: config.accessTokenTtlSeconds },
    mailer: createMailer(config),
    jobs: new Jobs(db, clock, app.log, { pollMs: config.jobsPollMs }),
  };
  if (config.seedDemo) await seedDemo(deps);
  for (const job of jobDefinitions(deps)) deps.jobs.define(job);

  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.mailer.flush();
    await db.destroy();
  });

  await app.register(helmet, {
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

  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApi(config.publicUrl) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerContractRoutes(app, {
    table: routes,
    handlers: await loadHandlers(deps),
    authenticate: {
      user: (bearer) => authenticateUser(deps, bearer),
      machine: (kind, bearer) => authenticateMachine(db, kind, bearer, clock.now()),
    },
    timeoutSeconds: config.requestTimeoutSeconds,
    idempotency: new Idempotency(db, clock, 2 * config.requestTimeoutSeconds * 1000),
  });

  if (fs.existsSync(config.webDist)) {
    await app.register(fastifyStatic, { root: config.webDist, index: false });
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  return { app, deps };
}
