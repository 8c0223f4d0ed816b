import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../apps/server/src/config.js';
import { block, directivesNamed, parseNginxConfig, setting } from './nginx-config.js';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const inRepo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

interface TService {
  image?: string;
  stop_grace_period?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  networks?: Record<string, { ipv4_address?: string }> | string[];
  logging?: { driver?: string; options?: Record<string, string> };
}
const compose = parse(read('compose.yaml')) as {
  services: Record<string, TService>;
  networks: { internal: { ipam: { config: { subnet: string }[] } } };
};
const apps = Object.entries(compose.services).filter(([, service]) => service.build);
const http = block(parseNginxConfig(read('nginx.conf')), 'http');
const server = block(http, 'server');
/** A compose value with its `${VARIABLE...}` references filled in, e.g. to read a URL's host. */
const filled = (value = '') => value.replace(/\$\{[^}]*\}/g, 'x');

describe('the compose file', () => {
  it('runs three app processes of the image deploy/Dockerfile builds from the repository', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2', 'app3']);
    for (const [, app] of apps) {
      expect(app.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(app.environment?.NODE_ENV).toBe('production');
    }
    expect(existsSync(inRepo('deploy/Dockerfile'))).toBe(true);
  });

  it('points every app at the PostgreSQL 16 and Redis 7 services, with one APP_SECRET that must be set', () => {
    for (const [, app] of apps) {
      const database = new URL(filled(app.environment?.DATABASE_URL));
      expect(compose.services[database.hostname]?.image).toBe('postgres:16');
      const redis = new URL(filled(app.environment?.REDIS_URL));
      expect(compose.services[redis.hostname]?.image).toBe('redis:7');
      expect(app.environment?.APP_SECRET).toMatch(/^\$\{APP_SECRET:\?/);
    }
  });

  it('rotates the log of every service, so no container fills the disk', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(['json-file', 'local'], name).toContain(service.logging?.driver);
      expect(service.logging?.options?.['max-size'], name).toMatch(/^\d+[kmg]$/);
      expect(Number(service.logging?.options?.['max-file']), name).toBeGreaterThanOrEqual(1);
    }
  });

  it("lets the apps believe X-Forwarded-For from nginx's own address only", () => {
    const networks = compose.services.nginx?.networks;
    const address = networks && !Array.isArray(networks) ? networks.internal?.ipv4_address : undefined;
    const subnet = compose.networks.internal.ipam.config[0]?.subnet ?? '';
    expect(address?.startsWith(subnet.replace(/0\/24$/, ''))).toBe(true);
    for (const [, app] of apps) expect(app.environment?.TRUST_PROXY).toBe(address);
    const forwarded = directivesNamed(server, 'proxy_set_header', 'X-Forwarded-For');
    expect(forwarded.map((directive) => directive.args[1])).toEqual(['$remote_addr']);
  });
});

describe('the nginx config', () => {
  it("spreads requests over exactly the compose file's apps on reused HTTP/1.1 connections", () => {
    const upstream = block(http, 'upstream', 'app');
    const servers = directivesNamed(upstream, 'server').map((directive) => directive.args[0]);
    expect(servers).toEqual(apps.map(([name]) => `${name}:8080`));
    expect(Number(setting(upstream, 'keepalive')?.[0])).toBeGreaterThan(0);
    expect(setting(server, 'proxy_http_version')).toEqual(['1.1']);
    expect(directivesNamed(server, 'proxy_set_header', 'Connection')[0]?.args[1]).toBe('""');
    expect(setting(block(server, 'location', '/'), 'proxy_pass')).toEqual(['http://app']);
  });

  it("follows an app recreated on a new address through Docker's DNS, with an image that supports it", () => {
    const [resolverAddress, ...resolverOptions] = setting(http, 'resolver') ?? [];
    expect(resolverAddress).toBe('127.0.0.11');
    const valid = resolverOptions.find((option) => option.startsWith('valid='));
    expect(Number.parseInt(valid?.slice('valid='.length) ?? '', 10)).toBeLessThanOrEqual(30);
    const upstream = block(http, 'upstream', 'app');
    // `resolve` keeps a group's addresses in shared memory: without a zone nginx refuses the config.
    expect(setting(upstream, 'zone')?.[0]).toBe('app');
    for (const server of directivesNamed(upstream, 'server')) expect(server.args).toContain('resolve');
    // Open-source nginx has `resolve` on upstream servers since 1.27.3.
    const [major = 0, minor = 0, patch = 0] = (compose.services.nginx?.image ?? '')
      .replace(/^nginx:/, '')
      .split('.')
      .map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(1_027_003);
  });

  it('sends a request a stopping app could not take to the next app, and never sends a POST twice', () => {
    const next = setting(server, 'proxy_next_upstream') ?? [];
    expect(next).toEqual(expect.arrayContaining(['error', 'timeout', 'http_502', 'http_503']));
    expect(next).not.toContain('non_idempotent');
    expect(Number(setting(server, 'proxy_next_upstream_tries')?.[0])).toBe(apps.length);
    // Apps of two images during a roll: an asset one lacks comes from another.
    const assets = block(server, 'location', '/assets/');
    expect(setting(assets, 'proxy_pass')).toEqual(['http://app']);
    expect(setting(assets, 'proxy_next_upstream')).toEqual([...next, 'http_404']);
  });

  it('passes chat answers on as they are written, uncompressed, for up to 300 s', () => {
    const chat = block(server, 'location', '=', '/api/chat/send');
    expect(setting(chat, 'proxy_pass')).toEqual(['http://app']);
    expect(setting(chat, 'proxy_buffering')).toEqual(['off']);
    expect(setting(chat, 'gzip')).toEqual(['off']);
    expect(setting(chat, 'proxy_read_timeout')).toEqual(['300s']);
  });

  it('lets uploads up to the default 10 MB site limit through, and keeps JSON bodies small', () => {
    const upload = block(server, 'location', '=', '/api/ajax/upload');
    expect(setting(upload, 'proxy_pass')).toEqual(['http://app']);
    expect(Number.parseInt(setting(upload, 'client_max_body_size')?.[0] ?? '', 10)).toBeGreaterThan(10);
    expect(setting(server, 'client_max_body_size')).toEqual(['1m']);
  });
});

describe('the image and the systemd unit', () => {
  it('give a stopping app the time its production drain and grace take, before they kill it', () => {
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) });
    // main.ts allows 10 s more for closing the database and the log.
    const shutdownSeconds = (config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_GRACE_MS) / 1000 + 10;
    for (const [, app] of apps) {
      expect(Number.parseInt(app.stop_grace_period ?? '10', 10)).toBeGreaterThanOrEqual(shutdownSeconds);
    }
    const stopTimeout = /^TimeoutStopSec=(\d+)$/m.exec(read('storefront@.service'))?.[1];
    expect(Number(stopTimeout)).toBeGreaterThanOrEqual(shutdownSeconds);
  });

  it('checks readiness (/healthz) for Docker, whose health gates `up --wait` and the start of nginx', () => {
    expect(read('Dockerfile')).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD .*\/healthz/m);
  });

  it('copy and run what the build writes, as a non-root user', () => {
    const dockerfile = read('Dockerfile');
    const copied = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+)/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(copied).toContain('apps/server/dist');
    expect(copied).toContain('apps/web/dist');
    for (const path of copied) expect(existsSync(inRepo(path)), path).toBe(true);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/m);
    const unit = read('storefront@.service');
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node apps\/server\/dist\/main\.js$/m);
    expect(unit).toMatch(/^User=storefront$/m);
    expect(unit).toMatch(/^Environment=NODE_ENV=production$/m);
    // The server's exit status for a start no restart can mend (a setting, a disk that takes no writes).
    expect(unit).toMatch(/^RestartPreventExitStatus=78$/m);
  });
});
