import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ZEnv } from './config.js';

const secret = 'a'.repeat(32);

/** `NAME=value` lines of an env file. */
const envFileLines = (file: string) =>
  readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ APP_SECRET: secret });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'sqlite:./data/app.db',
      CAPTCHA: 'on',
      SMS_DRIVER: 'log',
    });
    expect(config.CORS_ORIGINS).toEqual([]);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ APP_SECRET: secret, PORT: 'eighty', SMS_DRIVER: 'pigeon' })).toThrow(
      /PORT[\s\S]*SMS_DRIVER/,
    );
  });

  it('refuses CAPTCHA=off in production', () => {
    expect(() => loadConfig({ APP_SECRET: secret, CAPTCHA: 'off', NODE_ENV: 'production' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ APP_SECRET: secret, CAPTCHA: 'off', NODE_ENV: 'test' }).CAPTCHA).toBe('off');
  });

  it('takes a variable set to nothing as unset, as env files list optional ones', () => {
    const config = loadConfig({
      APP_SECRET: secret,
      PORT: '',
      AI_BASE_URL: '',
      CAPTCHA: '',
      S3_ENDPOINT: '',
    });
    expect(config).toMatchObject({ PORT: 8080, CAPTCHA: 'on', S3_ENDPOINT: '' });
    expect(config.AI_BASE_URL).toBeUndefined();
  });

  it('needs the bucket and both keys for UPLOAD_DRIVER=s3', () => {
    expect(() => loadConfig({ APP_SECRET: secret, UPLOAD_DRIVER: 's3', S3_BUCKET: 'files' })).toThrow(
      /S3_ACCESS_KEY_ID: required when UPLOAD_DRIVER=s3\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    const config = loadConfig({
      APP_SECRET: secret,
      UPLOAD_DRIVER: 's3',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
      S3_ENDPOINT: '',
      S3_PUBLIC_URL: 'https://files.example.com/',
    });
    expect(config).toMatchObject({ S3_ENDPOINT: '', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(config.S3_PUBLIC_URL).toBe('https://files.example.com');
    expect(() => loadConfig({ APP_SECRET: secret, S3_PUBLIC_URL: 'files.example.com' })).toThrow(
      /S3_PUBLIC_URL/,
    );
  });

  it('documents every variable in .env.example, each with the value it has when unset', () => {
    const documented = envFileLines('../../../.env.example');
    expect(documented.map(([name]) => name).sort()).toEqual(Object.keys(ZEnv.shape).sort());
    for (const [name, value] of documented) {
      const schema = ZEnv.shape[name as keyof typeof ZEnv.shape];
      // An empty value documents a variable that is unset by default.
      if (value !== '') expect(schema.parse(value), name).toEqual(schema.parse(undefined));
    }
  });

  it('knows every variable deploy/.env.example sets for the app', () => {
    const known = new Set([...Object.keys(ZEnv.shape), 'POSTGRES_PASSWORD']);
    const unknown = envFileLines('../../../deploy/.env.example').filter(([name]) => !known.has(name));
    expect(unknown).toEqual([]);
    const deployment = Object.fromEntries(envFileLines('../../../deploy/.env.example'));
    expect(loadConfig({ ...deployment, APP_SECRET: secret }).UPLOAD_DRIVER).toBe('local');
  });

  it('knows every variable deploy/storefront.env.example (the systemd unit) sets', () => {
    const unitFile = envFileLines('../../../deploy/storefront.env.example');
    expect(unitFile.filter(([name]) => !(name in ZEnv.shape))).toEqual([]);
    const config = loadConfig({ ...Object.fromEntries(unitFile), APP_SECRET: secret });
    expect(config).toMatchObject({ NODE_ENV: 'production', SEED_DEMO: false });
  });

  it('seeds the demo outside production unless SEED_DEMO=false, and in production only with SEED_DEMO=true', () => {
    const seedDemo = (env: Record<string, string>) => loadConfig({ APP_SECRET: secret, ...env }).SEED_DEMO;
    expect(seedDemo({})).toBe(true);
    expect(seedDemo({ NODE_ENV: 'test' })).toBe(true);
    expect(seedDemo({ SEED_DEMO: 'false' })).toBe(false);
    expect(seedDemo({ NODE_ENV: 'production' })).toBe(false);
    expect(seedDemo({ NODE_ENV: 'production', SEED_DEMO: '' })).toBe(false);
    expect(seedDemo({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
    expect(() => seedDemo({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('drains and waits for requests in flight on SIGTERM in production only, unless told', () => {
    const times = (env: Record<string, string>) => {
      const config = loadConfig({ APP_SECRET: secret, ...env });
      return [config.SHUTDOWN_DRAIN_MS, config.SHUTDOWN_GRACE_MS];
    };
    expect(times({})).toEqual([0, 0]);
    expect(times({ NODE_ENV: 'production' })).toEqual([5000, 20_000]);
    expect(times({ NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '1000', SHUTDOWN_GRACE_MS: '' })).toEqual([1000, 0]);
    expect(() => times({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('reads CORS_ORIGINS and CHAT_HOSTS lists', () => {
    const config = loadConfig({
      APP_SECRET: secret,
      CORS_ORIGINS: 'https://a.example, https://b.example',
      CHAT_HOSTS: 'agent.example.com=agent,test.example.com=testagent,kf.example.com=client',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.CHAT_HOSTS.get('kf.example.com')).toBe('client');
    expect(() => loadConfig({ APP_SECRET: secret, CHAT_HOSTS: 'x.example.com=robot' })).toThrow(/CHAT_HOSTS/);
  });

  it('generates APP_SECRET into the data folder once and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-config-'));
    try {
      const env = { DATABASE_URL: `sqlite:${join(dir, 'app.db')}` };
      const first = loadConfig(env).APP_SECRET;
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(existsSync(join(dir, 'app-secret'))).toBe(true);
      expect(readFileSync(join(dir, 'app-secret'), 'utf8')).toBe(first);
      expect(loadConfig(env).APP_SECRET).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
