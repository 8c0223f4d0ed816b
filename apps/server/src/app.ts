import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { healthRoutes } from './features/health/routes.js';
import { siteRoutes } from './features/site/routes.js';
import { createSiteService } from './features/site/service.js';
import { authPlugin } from './plugins/auth.js';
import { envelopePlugin, sendNotFound } from './plugins/envelope.js';
import { i18nPlugin } from './plugins/i18n.js';
import { securityPlugin } from './plugins/security.js';
import { staticWebPlugin } from './plugins/static-web.js';

/** Secrets and tokens never reach the logs (SECURITY.md 9 and 30). */
const REDACT = [
  'req.headers["ba-user-token"]',
  'req.headers.bausertoken',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
  '*.refresh_token',
  '*.captcha',
  '*.apiKey',
];

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  config: TConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the Fastify app: cross-cutting plugins first, then one route plugin per feature. */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } },
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
    connectionTimeout: 30_000,
    keepAliveTimeout: 72_000,
    trustProxy: config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY,
    return503OnClosing: true,
  });
  const { db } = database;
  const site = createSiteService({
    db,
    cacheTtlMs: config.SITE_CACHE_TTL_MS,
    cdnUrl: config.CDN_URL,
    chatHosts: config.CHAT_HOSTS,
  });

  await app.register(securityPlugin, { corsOrigins: config.CORS_ORIGINS });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(authPlugin, { db });
  await app.register(staticWebPlugin, { root: config.WEB_DIST ?? DEFAULT_WEB_ROOT });

  await app.register(healthRoutes, { db });
  await app.register(siteRoutes, { site });

  app.setNotFoundHandler((request, reply) => {
    if (app.serveSpa(request, reply)) return reply;
    return sendNotFound(request, reply);
  });
  return app;
}
