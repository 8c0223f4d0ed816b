import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isWidgetPage } from '../lib/widget-page.js';

/**
 * What a page may frame: this site only, and on the iframe page (`IFRAME_PAGE`) also the origins the
 * server's iframe menus name, so a crafted `/user/iframe/<URL>` link cannot frame another site. `child-src`
 * says the same for browsers that read it instead of `frame-src`.
 */
const framePolicy = (origins: readonly string[]) => {
  const sources = ["'self'", ...origins].join(' ');
  return `frame-src ${sources}; child-src ${sources}`;
};
const SELF_FRAMES_ONLY = framePolicy([]);

/** The member page that shows an operator's iframe menu: `/user/iframe/<encoded URL>`. */
const IFRAME_PAGE = '/user/iframe/';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // The UI library's CSS-in-JS writes style tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  SELF_FRAMES_ONLY,
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * API answers are JSON, never a page: nothing in them may run, load or be framed. OWASP's REST guidance; also
 * a third of the bytes of the page headers on the hottest answers.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
};

/**
 * Build assets (scripts, styles, fonts) are never a document: a policy, framing rule or opener isolation on
 * them has no effect, and on HTTP/1.1 those headers cost about 600 bytes on each of the ~90 files a page
 * loads. nosniff is what keeps a script or style from being read as anything else.
 */
const ASSET_HEADERS: Record<string, string> = { 'x-content-type-options': 'nosniff' };

/**
 * Computed once: the same headers go on every answer, so building them per request (as helmet's Fastify
 * adapter does) is wasted work on the hottest path.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
};

/** Headers of the widget page: framing by `widgetOrigins` (any site when empty) instead of this site only. */
function widgetHeaders(widgetOrigins: string[]): Record<string, string> {
  const { 'x-frame-options': _sameOrigin, ...others } = SECURITY_HEADERS;
  const ancestors = widgetOrigins.length > 0 ? `'self' ${widgetOrigins.join(' ')}` : '*';
  const policy = CONTENT_SECURITY_POLICY.replace("frame-ancestors 'self'", `frame-ancestors ${ancestors}`);
  return { ...others, 'content-security-policy': policy };
}

/** The iframe page's headers: the page policy with the iframe menus' origins added to what it may frame. */
function iframePageHeaders(origins: string[]): Record<string, string> {
  const policy = CONTENT_SECURITY_POLICY.replace(SELF_FRAMES_ONLY, framePolicy(origins));
  return { ...SECURITY_HEADERS, 'content-security-policy': policy };
}

function headersFor(url: string, embeddable: Record<string, string>): Record<string, string> {
  if (url.startsWith('/api/')) return API_HEADERS;
  if (url.startsWith('/assets/')) return ASSET_HEADERS;
  return isWidgetPage(url) ? embeddable : SECURITY_HEADERS;
}

/**
 * Over https, browsers are told to use nothing else for a year, subdomains included. Never over plain http:
 * browsers ignore it there, and a site reached by http alone must not be locked out of it.
 */
const HSTS = 'max-age=31536000; includeSubDomains';

interface TSecurityOptions {
  corsOrigins: string[];
  /** Sites that may frame the widget page; empty: any site. */
  widgetOrigins?: string[];
  /** The origins of the enabled iframe menus, which the iframe page may frame; none when not given. */
  iframeOrigins?: () => Promise<string[]>;
}

/**
 * Security headers on every answer and CORS for the configured origins only (never `*`). API answers get the
 * locked-down API set, build assets only nosniff. The widget's chat page may be framed by `widgetOrigins`
 * (default: any site, since stores paste the widget on their own sites); every other page keeps
 * `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: TSecurityOptions) => {
  const embeddable = widgetHeaders(options.widgetOrigins ?? []);
  const { iframeOrigins } = options;
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    // `protocol` is https only for TLS here or an X-Forwarded-Proto from a proxy TRUST_PROXY trusts.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (iframeOrigins && url.startsWith(IFRAME_PAGE)) {
      iframeOrigins().then((origins) => {
        reply.headers(iframePageHeaders(origins));
        done();
      }, done);
      return;
    }
    reply.headers(headersFor(url, embeddable));
    done();
  });
  const allowed = new Set(options.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    maxAge: 600,
  });
});
