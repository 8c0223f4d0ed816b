import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_MODULES_FILE, WIDGET_CHUNK_MODULES_FILE } from './chunk-modules-plugin.js';
import { firstLoad, firstLoadBytes, type TFirstLoad, type TManifest } from './first-load.js';
import { BUDGET_LANGUAGES, localeKeys, type TBuildName, type TRouteBudget } from './route-budgets.js';

/** Where the widget's build (vite.widget.config.ts) writes its manifest, beside the app's. */
export const WIDGET_MANIFEST_FILE = '.vite/widget-manifest.json';

/** One build's manifest and the modules each of its chunks holds. */
export interface TBuild {
  manifest: TManifest;
  modulesByFile: Record<string, string[]>;
}

/** The built web app (the app's build and the widget's, in one folder) as the budget test reads it. */
export interface TBuiltApp {
  builds: Record<TBuildName, TBuild>;
  /** Bytes the server sends for a file to a browser that accepts brotli: the .br copy, else .gz, else the file. */
  wireBytes: (file: string) => number;
}

export function readBuiltApp(dist: string): TBuiltApp {
  const read = (path: string) => JSON.parse(readFileSync(join(dist, path), 'utf8'));
  const wireBytes = (file: string) => {
    const sent = [`${file}.br`, `${file}.gz`, file].find((copy) => existsSync(join(dist, copy))) ?? file;
    return statSync(join(dist, sent)).size;
  };
  return {
    builds: {
      app: { manifest: read('.vite/manifest.json'), modulesByFile: read(CHUNK_MODULES_FILE) },
      widget: { manifest: read(WIDGET_MANIFEST_FILE), modulesByFile: read(WIDGET_CHUNK_MODULES_FILE) },
    },
    wireBytes,
  };
}

/** What a page loads before it is usable, in one language, from the manifest of the build it comes from. */
export function routeFirstLoad(app: TBuiltApp, route: TRouteBudget, language: string): TFirstLoad {
  return firstLoad(app.builds[route.build].manifest, [...route.lazy, ...localeKeys(route, language)]);
}

/** A page's first load in its heaviest language: the files and their bytes on the wire. */
export interface TRouteLoad {
  route: TRouteBudget;
  /** The build the page comes from. */
  build: TBuild;
  language: string;
  load: TFirstLoad;
  js: number;
  css: number;
}

export function measureRoute(app: TBuiltApp, route: TRouteBudget): TRouteLoad {
  const loads = BUDGET_LANGUAGES.map((language) => {
    const load = routeFirstLoad(app, route, language);
    return { route, build: app.builds[route.build], language, load, ...firstLoadBytes(load, app.wireBytes) };
  });
  return loads.reduce((heaviest, load) => (load.js > heaviest.js ? load : heaviest));
}
