import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the app's build writes which modules each chunk holds, beside Vite's own manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
/** The same for the widget's build, beside its manifest. */
export const WIDGET_CHUNK_MODULES_FILE = '.vite/widget-chunk-modules.json';

/**
 * Emits `fileName` (`.vite/chunk-modules.json`): each JavaScript file of the build with the modules bundled
 * into it, as paths from the web app's root (`src/features/chat/pages/chat-page.tsx`,
 * `../../node_modules/antd/…`). The manifest says which chunks a page loads; this says what is inside them, so
 * the budget test can tell that no module of a feature reached a page that does not use it.
 */
export function chunkModulesPlugin(fileName: string): Plugin {
  let root = '';
  return {
    name: 'storefront-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          modules[output.fileName] = output.moduleIds.map((id) =>
            id.startsWith('\0') ? id : relative(root, id),
          );
        }
      }
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(modules)}\n` });
    },
  };
}
