import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (apps/web/build/preload-plugin.ts): each landing page's chunks after the shell. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

type TRoutePreload = { path: string; files: string[] };

/** index.html with one landing page's chunks linked, and the validator a browser revalidates it with. */
export type TLandingPage = { html: string; etag: string };

function isRoutePreloads(value: unknown): value is TRoutePreload[] {
  return (
    Array.isArray(value) &&
    value.every(
      (route) =>
        typeof route?.path === 'string' &&
        Array.isArray(route.files) &&
        route.files.every((file: unknown) => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file)),
    )
  );
}

/** `/chatai/:storeuuid` as a pattern of whole paths, one segment per `:name`, a trailing slash allowed. */
function pathPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * The web build's landing pages (home, sign-in, a store's chat, the member overview), each as index.html
 * with `<link rel="modulepreload">` for the chunks the router would otherwise ask for only once the app had
 * run: the browser fetches them with the entry instead of a round of requests later. Built once at start;
 * empty when the build wrote no list.
 */
export function readLandingPages(root: string): (path: string) => TLandingPage | undefined {
  const listFile = join(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return () => undefined;
  const routes: unknown = JSON.parse(readFileSync(listFile, 'utf8'));
  if (!isRoutePreloads(routes)) throw new Error(`${listFile} is not a list of routes and their chunks`);
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  const pages = routes.map((route) => {
    const links = route.files
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const html = index.replace('</head>', `${links}</head>`);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    return { pattern: pathPattern(route.path), page: { html, etag } };
  });
  return (path) => pages.find(({ pattern }) => pattern.test(path))?.page;
}
