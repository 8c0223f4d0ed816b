import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { TConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { accountRoutes } from './features/account/routes.js';
import { createAccountService } from './features/account/service.js';
import { createAreaService } from './features/area/index.js';
import { areaRoutes } from './features/area/routes.js';
import { createAssistantsService } from './features/assistants/index.js';
import { authRoutes } from './features/auth/routes.js';
import { createAuthService } from './features/auth/service.js';
import { captchaRoutes } from './features/captcha/routes.js';
import { createCaptchaService } from './features/captcha/service.js';
import { createChatService } from './features/chat/index.js';
import { chatRoutes } from './features/chat/routes.js';
import { codesRoutes } from './features/codes/routes.js';
import { createCodesService } from './features/codes/service.js';
import { contentRoutes } from './features/content/routes.js';
import { createContentService } from './features/content/service.js';
import { healthRoutes } from './features/health/routes.js';
import { createLedgerService } from './features/ledger/index.js';
import { ledgerTestRoutes } from './features/ledger/routes.js';
import { createMembersService } from './features/members/index.js';
import { siteRoutes } from './features/site/routes.js';
import { createSiteService } from './features/site/service.js';
import { createStoresService } from './features/stores/index.js';
import { storesRoutes } from './features/stores/routes.js';
import { uploadRoutes } from './features/upload/routes.js';
import { createUploadService } from './features/upload/service.js';
import { storageFilesPlugin } from './features/upload/storage-files.js';
import { widgetRoutes } from './features/widget/routes.js';
import { createKvStore, type KvStore } from './lib/kv/index.js';
import { lazyRequestLogger } from './lib/lazy-request-logger.js';
import { authPlugin } from './plugins/auth.js';
import { envelopePlugin, sendNotFound } from './plugins/envelope.js';
import { i18nPlugin } from './plugins/i18n.js';
import { enforceRateLimit, rateLimitPlugin } from './plugins/rate-limit.js';
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
  /** Where log lines go instead of stdout (tests read them to prove secrets never appear). */
  logStream?: DestinationStream;
  /** Shared counters; built from REDIS_URL when not given. */
  kv?: KvStore;
}

/** Unknown paths per IP per minute: scanners get 429s instead of free work (SECURITY.md 12). */
const NOT_FOUND_RULE = { name: 'not-found', limit: 120, windowSeconds: 60 } as const;

/** Builds the Fastify app: cross-cutting plugins first, then one route plugin per feature. */
export async function buildApp({ config, database, logger, logStream, kv: givenKv }: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
    connectionTimeout: 30_000,
    keepAliveTimeout: 72_000,
    trustProxy: config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY,
    return503OnClosing: true,
    childLoggerFactory: lazyRequestLogger,
  });
  const { db } = database;
  const members = createMembersService({ db });
  const ledger = createLedgerService({ db });
  const area = createAreaService({ db });
  const assistants = createAssistantsService({ db, cacheTtlMs: config.SITE_CACHE_TTL_MS });
  const stores = createStoresService({ db, area, assistants, cardTtlMs: config.SITE_CACHE_TTL_MS });
  const site = createSiteService({
    db,
    members,
    stores,
    cacheTtlMs: config.SITE_CACHE_TTL_MS,
    cdnUrl: config.CDN_URL,
    chatHosts: config.CHAT_HOSTS,
  });
  const kv = givenKv ?? createKvStore(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  app.addHook('onClose', () => kv.close());
  const captcha = createCaptchaService({ db, enabled: config.CAPTCHA === 'on' });
  const codes = createCodesService({
    db,
    config,
    logger: app.log,
    members,
    siteName: site.siteName,
  });
  const auth = createAuthService({
    db,
    kv,
    members,
    ledger,
    captcha,
    codes,
    // With the captcha off for the whole server (CAPTCHA=off) login asks for none, whatever the site setting says.
    loginCaptchaSwitch: async () => config.CAPTCHA === 'on' && (await site.loginCaptchaSwitch()),
    registerBonusScore: site.registerBonusScore,
  });

  await app.register(securityPlugin, {
    corsOrigins: config.CORS_ORIGINS,
    widgetOrigins: config.WIDGET_ORIGINS,
  });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(rateLimitPlugin, { kv });
  await app.register(authPlugin, { resolveSession: auth.resolveSession });
  await app.register(staticWebPlugin, { root: config.WEB_DIST ?? DEFAULT_WEB_ROOT });
  // API answers from 1 KB on are compressed for clients that accept it (the web app's files come compressed
  // from the build). Request bodies are never inflated: no client of ours sends them compressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024, globalDecompression: false });

  await app.register(healthRoutes, { db });
  await app.register(siteRoutes, { site });
  await app.register(captchaRoutes, { captcha, exposeAnswers: config.NODE_ENV === 'test' });
  await app.register(authRoutes, { auth });
  await app.register(codesRoutes, { codes, captcha });
  await app.register(storageFilesPlugin, { root: config.STORAGE_DIR });
  await app.register(uploadRoutes, {
    uploads: createUploadService({
      db,
      config,
      uploadSettings: site.uploadSettings,
      cdnUrl: site.cdnUrl,
    }),
  });
  await app.register(areaRoutes, { area });
  await app.register(accountRoutes, {
    account: createAccountService({ db, members, auth, ledger, codes, cdnUrl: site.cdnUrl }),
    auth,
  });
  await app.register(storesRoutes, { stores });
  await app.register(contentRoutes, { content: createContentService({ db }) });
  await app.register(widgetRoutes);

  await app.register(chatRoutes, {
    chat: createChatService({ db, stores, assistants, ledger, config }),
  });

  if (config.NODE_ENV === 'test') await app.register(ledgerTestRoutes, { ledger });

  app.setNotFoundHandler(async (request, reply) => {
    if (app.serveSpa(request, reply)) return reply;
    await enforceRateLimit(kv, NOT_FOUND_RULE, request.ip);
    return sendNotFound(request, reply);
  });
  return app;
}
