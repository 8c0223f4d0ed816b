import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { block, directivesNamed, parseNginxConfig, setting, type TDirective } from './nginx-config.js';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const plainHttp = block(parseNginxConfig(read('nginx.conf')), 'http');
const tlsHttp = block(parseNginxConfig(read('nginx-tls.conf')), 'http');

/** The one server block of `http` whose first `listen` starts with `port`. */
function listening(http: TDirective[], port: string): TDirective[] {
  const servers = directivesNamed(http, 'server').filter(
    (server) => setting(server.children, 'listen')?.[0] === port,
  );
  expect(servers, `servers on ${port}`).toHaveLength(1);
  return servers[0]?.children ?? [];
}

/** What is left of `directives` without those named in `names`. */
const without = (directives: TDirective[], ...names: string[]) =>
  directives.filter((directive) => !names.includes(directive.name));

/** The HTTPS server's own settings: everything else in it must be what the plain HTTP server does. */
const isTlsSetting = ({ name }: TDirective) =>
  ['listen', 'http2', 'add_header', 'proxy_hide_header'].includes(name) || name.startsWith('ssl_');

describe('the HTTPS config (nginx-tls.conf)', () => {
  const https = listening(tlsHttp, '443');

  it('proxies exactly as nginx.conf does: same upstream, limits, answers and locations', () => {
    expect(without(tlsHttp, 'server')).toEqual(without(plainHttp, 'server'));
    expect(https.filter((directive) => !isTlsSetting(directive))).toEqual(
      without(block(plainHttp, 'server'), 'listen'),
    );
  });

  it('sends every plain HTTP request to the same address over HTTPS, and nothing else', () => {
    expect(listening(tlsHttp, '80')).toEqual([
      { name: 'listen', args: ['80'], children: [] },
      { name: 'return', args: ['301', 'https://$host$request_uri'], children: [] },
    ]);
  });

  it('serves HTTP/2 over TLS 1.2 and 1.3 with the certificate from its placeholder paths', () => {
    expect(setting(https, 'listen')).toEqual(['443', 'ssl']);
    expect(setting(https, 'http2')).toEqual(['on']);
    expect(setting(https, 'ssl_certificate')?.[0]).toMatch(/^\/etc\/nginx\/tls\/\S+\.pem$/);
    expect(setting(https, 'ssl_certificate_key')?.[0]).toMatch(/^\/etc\/nginx\/tls\/\S+\.pem$/);
    expect(setting(https, 'ssl_protocols')).toEqual(['TLSv1.2', 'TLSv1.3']);
  });

  it('tells browsers to come back over HTTPS only, on every answer, exactly once', () => {
    const [header, value = '', always] = setting(https, 'add_header') ?? [];
    expect(header).toBe('Strict-Transport-Security');
    expect(Number(/max-age=(\d+)/.exec(value)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(value).toContain('includeSubDomains');
    // `always`: nginx's own 413 and 502 answers too.
    expect(always).toBe('always');
    // The apps send the header over https as well: only nginx's reaches the browser.
    expect(setting(https, 'proxy_hide_header')).toEqual(['Strict-Transport-Security']);
    // An add_header in a location would drop the server's for that location's answers.
    const locations = directivesNamed(https, 'location');
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(setting(location.children, 'add_header')).toBeUndefined();
  });
});

describe('the compose quick start', () => {
  it('starts on plain HTTP with nginx.conf, needing no certificate', () => {
    const compose = parse(read('compose.yaml')) as {
      services: { nginx: { ports: string[]; volumes: string[] } };
    };
    expect(compose.services.nginx.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(compose.services.nginx.ports).toEqual(['80:80']);
    expect(directivesNamed(plainHttp, 'server')).toHaveLength(1);
    expect(setting(block(plainHttp, 'server'), 'listen')).toEqual(['80']);
  });
});

describe('a CDN or load balancer in front of nginx', () => {
  /** The example's directives, as nginx would read them once an operator removes the `#`. */
  const example = (text: string) =>
    parseNginxConfig(
      [...text.matchAll(/^\s*#\s+((?:set_real_ip_from|real_ip_header|real_ip_recursive)\s[^;#]*;)/gm)]
        .map((match) => match[1])
        .join('\n'),
    );

  it('is shown in both configs: whose addresses to trust, and the header naming the client', () => {
    for (const file of ['nginx.conf', 'nginx-tls.conf']) {
      const realIp = example(read(file));
      expect(setting(realIp, 'set_real_ip_from')?.[0], file).toMatch(/^[\d.]+\/\d+$/);
      expect(setting(realIp, 'real_ip_header'), file).toEqual(['X-Forwarded-For']);
      // With X-Forwarded-For, the last address not of the CDN's: a client cannot put its own in front.
      expect(setting(realIp, 'real_ip_recursive'), file).toEqual(['on']);
    }
  });

  it('still has the apps get the client address from nginx in X-Forwarded-For', () => {
    for (const server of [block(plainHttp, 'server'), listening(tlsHttp, '443')]) {
      const forwarded = directivesNamed(server, 'proxy_set_header', 'X-Forwarded-For');
      expect(forwarded.map((directive) => directive.args[1])).toEqual(['$remote_addr']);
    }
  });
});
