import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** The module the entry imports once i18n is ready: the providers, the router and the layout's shell. */
const APP_SHELL = 'src/app/app.tsx';

function chunkOf(bundle: Rollup.OutputBundle, fileName: string): Rollup.OutputChunk | undefined {
  const output = bundle[fileName];
  return output?.type === 'chunk' ? output : undefined;
}

/** The app shell's chunk and every chunk it imports statically, each once. */
function appShellFiles(bundle: Rollup.OutputBundle): string[] {
  const shell = Object.values(bundle).find(
    (output): output is Rollup.OutputChunk =>
      output.type === 'chunk' && !!output.facadeModuleId?.endsWith(APP_SHELL),
  );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunkOf(bundle, fileName)?.imports ?? []) visit(imported);
  };
  if (shell) visit(shell.fileName);
  return [...files];
}

/**
 * Every page needs the app shell, but the entry asks for it only after it has run, a second round of requests
 * after the first: on a phone's network each round costs a latency or more. Links in index.html let the
 * browser fetch the shell's chunks beside the entry. Chunks the page links already are left alone.
 */
export function preloadAppShellPlugin(): Plugin {
  return {
    name: 'storefront-preload-app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const tags: HtmlTagDescriptor[] = appShellFiles(context.bundle)
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
