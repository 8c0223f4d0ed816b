import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import { antdTrimPlugin } from './build/antd-trim-plugin.ts';
import { buildIdPlugin, createBuildId } from './build/build-id-plugin.ts';
import { CHUNK_MODULES_FILE, chunkModulesPlugin } from './build/chunk-modules-plugin.ts';
import { preloadPlugin } from './build/preload-plugin.ts';
import { NEXT_BUILD } from './build/web-dist.ts';
import { zodTrimPlugin } from './build/zod-trim-plugin.ts';

/** The API server in dev and preview; override with API_TARGET to point elsewhere. */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/storage', '/builds', '/healthz'];
const buildId = createBuildId();
/**
 * What every page runs, in one chunk fetched beside the entry: React, the router and the query cache. Then
 * the UI library's core, the parts that 20 or more lazy routes share (its CSS-in-JS theme, motion, buttons and
 * input parts): left to automatic splitting they came as some 40 files under 2 KB on every page, each a round
 * trip on a phone's network, and merged they also compress better, so every budgeted page got smaller. Its
 * popups (tooltip, popover) and empty picture stay out: many routes share them, but the pages with a budget
 * do not show them. (Collapse, left out too, comes in all the same: the button's style imports a colour helper
 * from a module that imports it, and a captured module brings its imports.) The icons that four or more routes
 * share come as one chunk too: one file each, they were 12 to 17 requests of under 1 KB on every page (2, 3,
 * 5, 6, 8 and 12 routes were tried: 4 made the fewest bytes on the pages with a budget). Each other antd
 * component, icon and feature library stays in chunks of the pages using it.
 */
const UI_CORE =
  /node_modules\/(?:antd\/es\/(?!tooltip|empty|popover|collapse)|@rc-component\/(?!trigger|tooltip|portal|collapse)|@ant-design\/(?!icons))/;
/** React and the query cache, which every page of the app and the widget run. */
export const REACT_AND_QUERY = 'react|react-dom|scheduler|@tanstack/(?:query-core|react-query)';
/** The chunk of what every page runs: `packages`, an alternation of package names. */
export function frameworkChunk(packages: string) {
  return { name: 'framework', test: new RegExp(`node_modules/(?:${packages})/`), priority: 3 };
}
const SHARED_CHUNKS = [
  frameworkChunk(`${REACT_AND_QUERY}|react-router`),
  {
    name: 'icons',
    test: /node_modules\/@ant-design\/icons(?:-svg)?\//,
    minShareCount: 4,
    priority: 2,
  },
  {
    name: 'ui-core',
    test: UI_CORE,
    minShareCount: 20,
    priority: 1,
  },
];
/**
 * @ant-design/x imports some helpers by their CommonJS paths (`@rc-component/util/lib/pickAttrs`, the antd
 * locale through `antd/locale/en_US`): bundled as written they came a second time, in CommonJS, beside the ES
 * modules antd itself uses, and the icon context was a second context the icons did not read.
 */
const ES_MODULE_BUILDS = [
  { find: /^(@rc-component\/util|@ant-design\/cssinjs|@ant-design\/icons)\/lib\//, replacement: '$1/es/' },
  { find: /^antd\/locale\//, replacement: 'antd/es/locale/' },
];
const SIDE_EFFECT_FREE =
  /node_modules\/(?:@rc-component\/|@ant-design\/(?:colors|cssinjs|cssinjs-utils|fast-color)\/)|packages\/shared\/src\//;

/**
 * What the app's build and the widget's (vite.widget.config.ts) share: the plugins every bundle needs, the
 * aliases, the tree-shaking of packages without side effects, and the production mode of a build.
 */
export function sharedConfig(command: 'build' | 'serve') {
  // A build is what visitors download: React's production build whatever NODE_ENV the shell has (the
  // development value .env.example suggests for the server must not reach the bundle). `npm run dev` serves.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), antdTrimPlugin(), zodTrimPlugin()],
    resolve: {
      alias: [
        {
          find: '@storefront/shared',
          replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
        },
        ...ES_MODULE_BUILDS,
      ],
    },
    build: {
      rolldownOptions: {
        // antd's component packages do nothing on import but their package.json does not say so: without this,
        // importing one export (antd's form context needs only FormProvider) bundles the whole package.
        treeshake: { moduleSideEffects: [{ test: SIDE_EFFECT_FREE, sideEffects: false }] },
      },
    },
  } satisfies UserConfig;
}

export default defineConfig(({ command }) =>
  mergeConfig(sharedConfig(command), {
    plugins: [buildIdPlugin(buildId), chunkModulesPlugin(CHUNK_MODULES_FILE), preloadPlugin()],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    build: {
      // Beside what the server serves, published into it afterwards (build/publish.ts): emptying or writing
      // over the served folder would leave running processes naming files that are gone or half written.
      outDir: NEXT_BUILD,
      emptyOutDir: true,
      // The manifest (with chunk-modules.json beside it) is what the first-load budget test reads.
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: SHARED_CHUNKS } } },
    },
    server: {
      proxy: Object.fromEntries(
        proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
      ),
    },
  }),
);
