import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { TConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { createAccountService, register as registerAccount } from './features/account/index.js';
import { createAreaService, register as registerArea } from './features/area/index.js';
import { createAssistantsService } from './features/assistants/index.js';
import { createAuthService, register as registerAuth } from './features/auth/index.js';
import { createCaptchaService, register as registerCaptcha } from './features/captcha/index.js';
import { createChatService, judgeAnswer, register as registerChat } from './features/chat/index.js';
import { createCodesService, register as registerCodes } from './features/codes/index.js';
import { register as registerConsole } from './features/console/index.js';
import { createContentService, register as registerContent } from './features/content/index.js';
import { register as registerHealth } from './features/health/index.js';
import { createLedgerService, register as registerLedger } from './features/ledger/index.js';
import { createMembersService } from './features/members/index.js';
import { createOperatorsService, register as registerOperators } from './features/operators/index.js';
import { register as registerShop } from './features/shop/index.js';
import { createSiteService, register as registerSite } from './features/site/index.js';
import { createStoresService, register as registerStores } from './features/stores/index.js';
import { createUploadService, register as registerUpload } from './features/upload/index.js';
import { register as registerWidget } from './features/widget/index.js';
import { answerZlib } from './lib/answer-zlib.js';
import { createCacheBus } from './lib/cache-bus/index.js';
import { createKvStore, type KvStore } from './lib/kv/index.js';
import { lazyRequestLogger } from './lib/lazy-request-logger.js';
import { createLiveBus } from './lib/live-bus.js';
import { requestForLog } from './lib/log-redaction.js';
import { RequestLogController } from './lib/request-log-controller.js';
import { authPlugin } from './plugins/auth.js';
import { contractPlugin } from './plugins/contract.js';
import { envelopePlugin, sendNotFound } from './plugins/envelope.js';
import { i18nPlugin } from './plugins/i18n.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { staticWebPlugin } from './plugins/static-web.js';
import type { TTestHooks } from './plugins/test-hooks.js';

/** Secrets and tokens never reach the logs: whoever reads a log must not be able to log in with it. */
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
  /** Called with each route as it is added (tests hold the routes against the contract). */
  onRoute?: (route: RouteOptions) => void;
  /** The `/__test/` routes and their secret: only tests pass them (plugins/test-hooks.ts). */
  testHooks?: TTestHooks;
}

/** Unknown paths per IP per minute: scanners get 429s instead of free work. */
const NOT_FOUND_RULE = { name: 'not-found', limit: 120, windowSeconds: 60 } as const;

/** Builds the Fastify app: the services in the order they use each other, the plugins, then the features. */
export async function buildApp(deps: AppDeps) {
  const { config, database, logger, logStream, kv: givenKv, onRoute, testHooks } = deps;
  const logController = new RequestLogController();
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
    connectionTimeout: 30_000,
    keepAliveTimeout: 72_000,
    trustProxy: config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY,
    return503OnClosing: true,
    childLoggerFactory: lazyRequestLogger,
    logController,
  });
  // A logger handed in by a caller keeps its own ways, redaction included, for every line.
  if (!logger) logController.attach(app.log);
  if (onRoute) app.addHook('onRoute', onRoute);
  if (testHooks) {
    app.log.warn(
      'TEST HOOKS ARE ON: /__test/ routes change balances and reveal captcha answers to whoever holds the test ' +
        'secret. Only tests start a server like this; if this is a deployment, remove STOREFRONT_TEST_HOOK_SECRET.',
    );
  }
  const { db } = database;
  const kv = givenKv ?? createKvStore(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log);
  app.addHook('onClose', () => kv.close());
  await kv.ready();
  const bus = createCacheBus(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log);
  app.addHook('onClose', () => bus.close());
  const isTest = config.NODE_ENV === 'test';

  // The services, each built after the ones it uses.
  const members = createMembersService({ db });
  const ledger = createLedgerService({ db });
  const area = createAreaService({ db });
  const assistants = createAssistantsService({
    db,
    bus,
    cacheTtlMs: config.SITE_CACHE_TTL_MS,
    secret: config.APP_SECRET,
    judge: judgeAnswer,
  });
  const stores = createStoresService({
    db,
    area,
    assistants,
    bus,
    cardTtlMs: config.SITE_CACHE_TTL_MS,
  });
  const site = createSiteService({
    db,
    members,
    stores,
    bus,
    cacheTtlMs: config.SITE_CACHE_TTL_MS,
    cdnUrl: config.CDN_URL,
    chatHosts: config.CHAT_HOSTS,
    captchaEnabled: config.CAPTCHA === 'on',
    appSecret: config.APP_SECRET,
    log: app.log,
  });
  const captcha = createCaptchaService({ db, enabled: config.CAPTCHA === 'on' });
  const codes = createCodesService({
    db,
    config,
    logger: app.log,
    members,
    siteName: site.siteName,
    deliverySettings: site.deliverySettings,
  });
  const auth = createAuthService({
    db,
    kv,
    members,
    ledger,
    captcha,
    codes,
    loginCaptchaSwitch: site.loginCaptchaSwitch,
    registerBonusScore: site.registerBonusScore,
  });
  const operators = createOperatorsService({
    db,
    kv,
    auth,
    captcha,
    captchaEnabled: config.CAPTCHA === 'on',
  });
  const uploads = createUploadService({
    db,
    config,
    uploadSettings: site.uploadSettings,
    cdnUrl: site.cdnUrl,
  });
  const account = createAccountService({
    db,
    members,
    auth,
    ledger,
    codes,
    cdnUrl: site.cdnUrl,
    isStoredFileUrl: uploads.isStoredFileUrl,
  });
  const content = createContentService({ db });
  // Live changes (talking to the store) ride on the cache bus: over Redis to every process when configured.
  const live = createLiveBus(bus, (error) => app.log.warn({ err: error }, 'live change failed'));
  const chat = createChatService({ db, stores, assistants, ledger, live, config, log: app.log });

  await app.register(securityPlugin, {
    corsOrigins: config.CORS_ORIGINS,
    widgetOrigins: config.WIDGET_ORIGINS,
    iframeOrigins: site.iframeOrigins,
  });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(rateLimitPlugin, { kv });
  await app.register(authPlugin, {
    resolveSession: auth.resolveSession,
    verifyVisitorId: chat.verifyVisitorId,
    resolveOperatorSession: operators.resolveSession,
  });
  // In tests every answer is also checked against its endpoint's response schema.
  await app.register(contractPlugin, { checkResponses: isTest });
  await app.register(staticWebPlugin, { root: config.WEB_DIST ?? DEFAULT_WEB_ROOT });
  // API answers from 1 KB on are compressed for clients that accept it (the web app's files come compressed
  // from the build), an answer sent again unchanged only once. Request bodies are never inflated: no client
  // of ours sends them compressed.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    globalDecompression: false,
    zlib: answerZlib,
  });

  // The features, each registering its routes in its own encapsulated plugin.
  await registerHealth(app, { database, kv, config });
  await registerSite(app, { site });
  await registerCaptcha(app, { captcha, testHooks });
  await registerAuth(app, { auth });
  await registerCodes(app, { codes, captcha });
  await registerUpload(app, { uploads });
  await registerArea(app, { area });
  await registerAccount(app, { account, auth });
  await registerStores(app, { stores });
  await registerContent(app, { content });
  await registerWidget(app);
  await registerChat(app, { chat, hostAgentType: site.chatHostAgentType });
  await registerLedger(app, { ledger, testHooks });
  await registerOperators(app, { operators });
  await registerShop(app, { stores, assistants, chat, operators });
  await registerConsole(app, {
    operators,
    auth,
    members,
    ledger,
    stores,
    assistants,
    chat,
    site,
    content,
    codes,
    uploads,
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (app.serveSpa(request, reply)) return reply;
    await request.rateLimit(NOT_FOUND_RULE);
    return sendNotFound(request, reply);
  });
  return app;
}
