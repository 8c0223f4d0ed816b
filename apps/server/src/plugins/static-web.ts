import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isWidgetPage } from '../lib/widget-page.js';
import { readLandingPages } from './landing-pages.js';

/** The chat widget's page, built beside index.html. */
const WIDGET_PAGE = 'widget.html';
/** A build asset with its content hash in the name, or its precompressed copy. */
const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+(?:\.(?:br|gz))?$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser navigation to an app route with index.html; false when there is no built web app. */
    serveSpa: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/**
 * Serves the built web app from `root`, brotli or gzip as the browser accepts: hashed assets cached for a year,
 * everything else revalidated, and every page navigation (a GET that accepts HTML) answered with index.html so
 * client routes work on reload; a landing page's index.html links the chunks that page will load. The widget's
 * addresses get widget.html. `/` is the home page whatever the client accepts: uptime checkers ask for it with
 * any Accept header, or none.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const hasWeb = existsSync(join(options.root, 'index.html'));
  // The chat widget is a build of its own, without the app's router and pages; a build without it (`npm run
  // dev`'s) shows the widget through the app.
  const hasWidget = existsSync(join(options.root, WIDGET_PAGE));
  const landingPage = hasWeb ? readLandingPages(options.root) : () => undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.root,
      // Files as they are on disk at each request, not as they were at start: a build publishes its files
      // under running processes (apps/web/build/publish.ts), and a page from a process started later asks a
      // process started earlier for chunks that did not exist when it started.
      wildcard: true,
      // The build's manifests (.vite/), its record of builds and a build being written are not for visitors.
      dotfiles: 'ignore',
      index: false,
      // The build writes .br and .gz copies beside each file; browsers that accept them get those.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/')) return done(null, payload);
      // Caches must keep the brotli, gzip and plain answers of one address apart.
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary))
        reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      // An immutable asset is never revalidated, so its validators would only add bytes to each of the
      // page's many files.
      if (HASHED_ASSET.test(request.url)) reply.removeHeader('etag').removeHeader('last-modified');
      done(null, payload);
    });
  } else {
    app.log.warn({ root: options.root }, 'web app not built: only the API is served');
  }
  app.decorate('serveSpa', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isNavigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      ((request.headers.accept ?? '').includes('text/html') || path === '/');
    if (!hasWeb || !isNavigation) return false;
    reply.header('cache-control', 'no-cache');
    if (hasWidget && isWidgetPage(request.url)) {
      reply.sendFile(WIDGET_PAGE);
      return true;
    }
    const page = landingPage(path);
    if (!page) {
      reply.sendFile('index.html');
      return true;
    }
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) reply.code(304).send();
    else reply.type('text/html; charset=utf-8').send(page.html);
    return true;
  });
});
