import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { Deps } from './context';
import { createDatabase, isDatabaseReachable, migrateToLatest } from './db/database';
import { languageOf } from './i18n';
import { loadKeys } from './keys';
import { authHandlers } from './modules/auth/auth.routes';
import { bankHandlers } from './modules/bank/bank.routes';
import { browserHandlers } from './modules/browsers/browsers.routes';
import { healthHandlers } from './modules/health/health.routes';
import { promotionHandlers } from './modules/promotions/promotions.routes';
import { salesHandlers } from './modules/sales/sales.routes';
import { createMailer } from './mail/mailer';
import { accountHandlers } from './modules/accounts/accounts.routes';
import { staffHandlers } from './modules/staff/staff.routes';
import { subscriptionHandlers } from './modules/subscriptions/subscriptions.routes';
import { userHandlers } from './modules/users/users.routes';
import { buildOpenApi } from './openapi';
import { registerAudit } from './plugins/audit';
import { registerContractRoutes, type AllHandlers } from './plugins/contract-routes';
import { registerErrorHandling } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import './plugins/types';
import { seedDemo } from './seed/seed';

/** Every area's handlers; a route of the contract missing here stops the start. */
function handlersFor(deps: Deps): AllHandlers {
  return {
    ...healthHandlers(deps),
    ...authHandlers(deps),
    ...userHandlers(deps),
    ...accountHandlers(deps),
    ...subscriptionHandlers(deps),
    ...staffHandlers(deps),
    ...browserHandlers(deps),
    ...promotionHandlers(deps),
    ...salesHandlers(deps),
    ...bankHandlers(deps),
  };
}

export async function buildApp(config: Config): Promise<{ app: FastifyInstance; deps: Deps }> {
  const db = createDatabase(config);
  await migrateToLatest(db);
  const keys = loadKeys(config);
  const deps: Deps = {
    db,
    config,
    keys,
    tokens: { secret: keys.jwtSecret, accessTtlSeconds: config.accessTokenTtlSeconds },
    mailer: createMailer(config),
  };
  if (config.seedDemo) await seedDemo(deps);

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
  app.addHook('onClose', async () => {
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

  app.addHook('onRequest', async (request, reply) => {
    request.ctx = {
      user: null,
      ip: request.ip,
      bearer: undefined,
      lang: languageOf(request.headers),
      audit: {},
    };
    reply.header('x-request-id', request.id);
  });

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

  registerContractRoutes(app, deps, handlersFor(deps));

  if (fs.existsSync(config.webDist)) {
    await app.register(fastifyStatic, { root: config.webDist, index: false });
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  return { app, deps };
}
