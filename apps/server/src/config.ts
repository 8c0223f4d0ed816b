import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { AGENT_TYPES, type TAgentType } from '@storefront/shared';
import { z } from 'zod';

const zCommaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** `host=agentType` pairs of CHAT_HOSTS: a host that opens the chat as that agent type. */
const zChatHosts = zCommaList.transform((pairs, ctx) => {
  const hosts = new Map<string, TAgentType>();
  for (const pair of pairs) {
    const [host, type] = pair.split('=').map((part) => part.trim().toLowerCase());
    const agentType = AGENT_TYPES.find((known) => known === type);
    if (!host || !agentType) {
      ctx.addIssue({ code: 'custom', message: `"${pair}" is not host=agent|testagent|client` });
      continue;
    }
    hosts.set(host, agentType);
  }
  return hosts;
});

/**
 * Origins that may frame the widget's chat page: scheme://host[:port], `*.` allowed in the host (CSP source
 * syntax). Checked strictly, because each one is written into a Content-Security-Policy header.
 */
const WIDGET_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const zWidgetOrigins = zCommaList.refine(
  (origins) => origins.every((origin) => WIDGET_ORIGIN.test(origin)),
  'must be a comma list of origins such as https://shop.example.com or https://*.example.com',
);

/** Every variable the server reads, with its default; `.env.example` documents each one. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: zCommaList,
  DATABASE_URL: z.string().default('sqlite:./data/app.db'),
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('sf:'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CHAT_HOSTS: zChatHosts,
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** The longest a model's whole answer may take, and its first token (an attempt past it is retried once). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  AI_FIRST_BYTE_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  SMTP_URL: z.string().optional(),
  SMS_DRIVER: z.enum(['log', 'aliyun']).default('log'),
  /** Aliyun SMS (SMS_DRIVER=aliyun): access key, signature name and one template with a `code` parameter. */
  SMS_ACCESS_KEY_ID: z.string().default(''),
  SMS_ACCESS_KEY_SECRET: z.string().default(''),
  SMS_SIGN_NAME: z.string().default(''),
  SMS_TEMPLATE_CODE: z.string().default(''),
  SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  MAIL_FROM: z.string().default('Storefront AI <no-reply@localhost>'),
  UPLOAD_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Root of uploaded files (served at /storage/*); a relative path is resolved against the working directory. */
  STORAGE_DIR: z.string().min(1).default('storage'),
  /** S3-compatible object storage (UPLOAD_DRIVER=s3); an empty endpoint means AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.string().url().default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** `endpoint/bucket/key` addressing, which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Public base URL of the bucket or its CDN; empty: the server streams objects itself at /storage/*. */
  S3_PUBLIC_URL: z
    .string()
    .url()
    .default('')
    .transform((url) => url.replace(/\/+$/, '')),
  CDN_URL: z.string().default(''),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  /**
   * Whether a new database gets the demo member (demo / demo123456), the demo stores and their assistants.
   * Unset: yes, except under NODE_ENV=production, where a site starts with no account nobody chose.
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().default('loopback'),
  /** Free chat messages per IP per day across visitor ids: clearing storage does not mean endless chats. */
  CHAT_IP_FREE_PER_DAY: z.coerce.number().int().min(0).default(30),
  SITE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * How long points held for a chat answer, and its 'streaming' message, outlive the process writing it:
   * live answers renew theirs every third of it; those of a killed process lapse and are swept.
   */
  CHAT_LEASE_SECONDS: z.coerce.number().int().min(3).default(60),
  /** Sites allowed to embed the chat widget; empty: any site (stores paste the widget on their own sites). */
  WIDGET_ORIGINS: zWidgetOrigins,
  /**
   * On SIGTERM: how long the process serves on with /healthz failing, for balancers to stop sending to it,
   * then how long requests in flight (chat answers) have to end. Unset: 5 s and 20 s under
   * NODE_ENV=production, 0 otherwise (development and tests stop at once).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).optional(),
});

type TParsedEnv = z.infer<typeof ZEnv>;

export type TConfig = Omit<
  TParsedEnv,
  'APP_SECRET' | 'SEED_DEMO' | 'SHUTDOWN_DRAIN_MS' | 'SHUTDOWN_GRACE_MS'
> & {
  APP_SECRET: string;
  DATA_DIR: string;
  SEED_DEMO: boolean;
  SHUTDOWN_DRAIN_MS: number;
  SHUTDOWN_GRACE_MS: number;
};

/** Thrown with every invalid variable named, so a bad deployment fails at boot and says why. */
export class ConfigError extends Error {}

/**
 * Reads and validates the environment once. A variable set to the empty string counts as unset, as env files
 * (Docker's, systemd's) list optional ones with no value. APP_SECRET, when unset, is generated into
 * `data/app-secret` on first start and reused afterwards, so tokens and visitor signatures survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  requireWhen(config, 'SMS_DRIVER', 'aliyun', [
    'SMS_ACCESS_KEY_ID',
    'SMS_ACCESS_KEY_SECRET',
    'SMS_SIGN_NAME',
    'SMS_TEMPLATE_CODE',
  ]);
  requireWhen(config, 'UPLOAD_DRIVER', 's3', ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
  if (config.CAPTCHA === 'off' && config.NODE_ENV === 'production') {
    throw new ConfigError('Invalid environment:\n  CAPTCHA: "off" is refused when NODE_ENV=production');
  }
  const isProduction = config.NODE_ENV === 'production';
  const dataDir = resolve(
    sqliteFile(config.DATABASE_URL) ? dirname(sqliteFile(config.DATABASE_URL) ?? '') : 'data',
  );
  return {
    ...config,
    DATA_DIR: dataDir,
    STORAGE_DIR: resolve(config.STORAGE_DIR),
    SEED_DEMO: config.SEED_DEMO ? config.SEED_DEMO === 'true' : config.NODE_ENV !== 'production',
    SHUTDOWN_DRAIN_MS: config.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5000 : 0),
    SHUTDOWN_GRACE_MS: config.SHUTDOWN_GRACE_MS ?? (isProduction ? 20_000 : 0),
    APP_SECRET: config.APP_SECRET ?? readOrCreateSecret(dataDir),
  };
}

/** Fails when `switchName` has `value` and any of `names` is empty, naming each missing one. */
function requireWhen<TSwitch extends keyof TParsedEnv>(
  config: TParsedEnv,
  switchName: TSwitch,
  value: TParsedEnv[TSwitch],
  names: (keyof TParsedEnv)[],
): void {
  if (config[switchName] !== value) return;
  const unset = names.filter((name) => !config[name]);
  if (unset.length === 0) return;
  const lines = unset.map((name) => `  ${name}: required when ${switchName}=${value}`);
  throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
}

/** The file path of a `sqlite:` DATABASE_URL, or undefined for other databases. */
export function sqliteFile(url: string): string | undefined {
  return url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : undefined;
}

function readOrCreateSecret(dataDir: string): string {
  const file = resolve(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Cannot write the generated APP_SECRET to ${file} (${reason}): set APP_SECRET`);
  }
  return secret;
}
