import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANDING_NAMESPACES_META } from '@storefront/shared';

/**
 * Written by the web build (apps/web/build/preload-plugin.ts): each landing page's chunks after the shell,
 * their style sheets and its locale namespaces.
 */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

type TRoutePreload = { path: string; files: string[]; css: string[]; ns: string[] };

/** index.html naming what one landing page loads, and the validator a browser revalidates it with. */
export type TLandingPage = { html: string; etag: string };

function isRoutePreloads(value: unknown): value is TRoutePreload[] {
  return (
    Array.isArray(value) &&
    value.every(
      (route) =>
        typeof route?.path === 'string' &&
        isListOf(route.files, /^assets\/[\w.-]+\.js$/) &&
        isListOf(route.css, /^assets\/[\w.-]+\.css$/) &&
        isListOf(route.ns, /^[a-z][a-z-]*$/),
    )
  );
}

function isListOf(value: unknown, pattern: RegExp): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && pattern.test(item));
}

/** `/chatai/:storeuuid` as a pattern of whole paths, one segment per `:name`, a trailing slash allowed. */
function pathPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * The web build's landing pages (home, sign-in, a store's chat, the member overview), each as index.html
 * with what the app would otherwise ask for only once it had run, each a round of requests later on a phone:
 * `<link rel="modulepreload">` for the page's chunks and `<link rel="stylesheet">` for their styles (the
 * app's loader skips a sheet the page already links), and the page's locale namespaces in a meta tag for the
 * entry to load in the visitor's language. Built once at start; empty when the build wrote no list.
 */
export function readLandingPages(root: string): (path: string) => TLandingPage | undefined {
  const listFile = join(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return () => undefined;
  const routes: unknown = JSON.parse(readFileSync(listFile, 'utf8'));
  if (!isRoutePreloads(routes)) throw new Error(`${listFile} is not a list of routes and their chunks`);
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  const pages = routes.map((route) => {
    const tags = [
      ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...route.files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      `<meta name="${LANDING_NAMESPACES_META}" content="${route.ns.join(',')}">`,
    ];
    const html = index.replace('</head>', `${tags.join('')}</head>`);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    return { pattern: pathPattern(route.path), page: { html, etag } };
  });
  return (path) => pages.find(({ pattern }) => pattern.test(path))?.page;
}
