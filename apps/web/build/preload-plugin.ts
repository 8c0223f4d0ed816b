import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { APP_SHELL, ROUTE_BUDGETS } from './route-budgets.ts';

/** Where the server finds each landing page's chunks, to link them in the page it answers with. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * A landing page's address pattern (`:name` for a segment), the chunks it loads after the app shell, their
 * style sheets, and the locale namespaces it shows text from.
 */
export type TRoutePreload = { path: string; files: string[]; css: string[]; ns: string[] };

/** The chunk built from `moduleKey` (a dynamic import's module) and every chunk it imports statically. */
function staticClosure(bundle: Rollup.OutputBundle, moduleKey: string): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (files.has(fileName) || output?.type !== 'chunk') return;
    files.add(fileName);
    for (const imported of output.imports) visit(imported);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId?.endsWith(moduleKey)) visit(output.fileName);
  }
  return [...files];
}

/** The style sheets the chunks `files` import, each once. */
function cssOf(bundle: Rollup.OutputBundle, files: string[]): string[] {
  const css = files.flatMap((file) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
  });
  return [...new Set(css)];
}

/**
 * The landing pages (the budgeted ones: home, sign-in, a store's chat, the member overview) with the chunks
 * each loads beyond the app shell and the entry, and what else it would otherwise ask for only once the app
 * had run: its style sheets, and its locale namespaces (in the visitor's language, which only the browser
 * knows, so the server names them and the entry loads them).
 */
function routePreloads(bundle: Rollup.OutputBundle, alreadyLoaded: Set<string>): TRoutePreload[] {
  const byPath = new Map<string, TRoutePreload>();
  for (const route of ROUTE_BUDGETS.filter(({ build }) => build === 'app')) {
    const path = route.path.split('?')[0] ?? route.path;
    const files = [...new Set(route.lazy.flatMap((key) => staticClosure(bundle, key)))];
    const css = cssOf(bundle, files);
    byPath.set(path, {
      path,
      files: files.filter((file) => !alreadyLoaded.has(file)),
      css,
      ns: route.ns,
    });
  }
  return [...byPath.values()];
}

/**
 * Links the shell's chunks in the page (index.html, widget.html): the entry asks for the shell only after it has
 * run, and on a phone's network each round of requests costs a latency or more, so the browser fetches them
 * beside the entry. Not their style sheets: a sheet linked in the page holds back every script until it has
 * come, the entry too, which starts the first page's requests (measured: the chat usable 1.5 s later).
 */
export function shellPreloadPlugin(shell: string[]): Plugin {
  return {
    name: 'storefront-shell-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { bundle } = context;
        const files = [...new Set(shell.flatMap((module) => staticClosure(bundle, module)))];
        const tags: HtmlTagDescriptor[] = files
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}

/**
 * Cuts the rounds of requests before the app's pages show. Every page needs the app shell (linked in index.html
 * by shellPreloadPlugin), and the router asks for the page's own chunks only after the shell has run:
 * `.vite/route-preloads.json` lists each landing page's chunks, style sheets and namespaces for the server to
 * name in the page it answers with.
 */
export function preloadPlugin(): Plugin[] {
  return [
    shellPreloadPlugin([APP_SHELL]),
    {
      name: 'storefront-route-preloads',
      apply: 'build',
      // After Vite's own: it removes the chunks that only carried CSS, which no page can load.
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          const entries = Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' && output.isEntry && output.facadeModuleId ? [output.facadeModuleId] : [],
          );
          const loaded = new Set([APP_SHELL, ...entries].flatMap((key) => staticClosure(bundle, key)));
          this.emitFile({
            type: 'asset',
            fileName: ROUTE_PRELOADS_FILE,
            source: `${JSON.stringify(routePreloads(bundle, loaded), null, 2)}\n`,
          });
        },
      },
    },
  ];
}
