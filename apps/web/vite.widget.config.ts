import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import { chunkModulesPlugin, WIDGET_CHUNK_MODULES_FILE } from './build/chunk-modules-plugin.ts';
import { WIDGET_MANIFEST_FILE } from './build/dist-reader.ts';
import { shellPreloadPlugin } from './build/preload-plugin.ts';
import { WIDGET_SHELL } from './build/route-budgets.ts';
import { NEXT_BUILD } from './build/web-dist.ts';
import { WIDGET_PAGE, widgetPagePlugin } from './build/widget-page-plugin.ts';
import { frameworkChunk, REACT_AND_QUERY, sharedConfig } from './vite.config.ts';

/**
 * The build id of the app's build, which runs first: the widget is part of it, and `builds/latest.json` must
 * name one id, or the app's pages would take the widget's for a newer build and reload.
 */
function appBuildId(): string {
  const latest: { id: string } = JSON.parse(readFileSync(join(NEXT_BUILD, 'builds/latest.json'), 'utf8'));
  return latest.id;
}

/**
 * The chat widget (`/chatai/<store>?agent=client`, framed on stores' own sites) as a build of its own, into the
 * app's build folder (build/web-dist.ts) after the app's build: widget.html, its manifest and its chunks beside
 * the app's. The widget shows one page, so it needs no router (some 26 KB on the wire) and shares no chunk
 * with the app's many pages: its code comes in 15 files instead of the 31 the app's split gave it. Shared with
 * the app's build: the sources, the plugins every bundle needs, the aliases.
 */
export default defineConfig(({ command }) =>
  mergeConfig(sharedConfig(command), {
    plugins: [
      widgetPagePlugin(),
      chunkModulesPlugin(WIDGET_CHUNK_MODULES_FILE),
      shellPreloadPlugin(WIDGET_SHELL),
    ],
    define: { __BUILD_ID__: JSON.stringify(command === 'build' ? appBuildId() : 'dev') },
    publicDir: false,
    build: {
      outDir: NEXT_BUILD,
      emptyOutDir: false,
      manifest: WIDGET_MANIFEST_FILE,
      rolldownOptions: {
        input: WIDGET_PAGE,
        output: { codeSplitting: { groups: [frameworkChunk(REACT_AND_QUERY)] } },
      },
    },
  }),
);
