import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_MODULES_FILE } from './chunk-modules-plugin.js';
import { firstLoad, firstLoadBytes, type TFirstLoad, type TManifest } from './first-load.js';
import { BUDGET_LANGUAGES, localeKeys, type TRouteBudget } from './route-budgets.js';

/** A built web app as the budget test and report read it. */
export interface TBuiltApp {
  manifest: TManifest;
  modulesByFile: Record<string, string[]>;
  /** Bytes the server sends for a file to a browser that accepts brotli: the .br copy, else .gz, else the file. */
  wireBytes: (file: string) => number;
}

export function readBuiltApp(dist: string): TBuiltApp {
  const read = (path: string) => JSON.parse(readFileSync(join(dist, path), 'utf8'));
  const wireBytes = (file: string) => {
    const sent = [`${file}.br`, `${file}.gz`, file].find((copy) => existsSync(join(dist, copy))) ?? file;
    return statSync(join(dist, sent)).size;
  };
  return { manifest: read('.vite/manifest.json'), modulesByFile: read(CHUNK_MODULES_FILE), wireBytes };
}

/** A page's first load in its heaviest language: the files and their bytes on the wire. */
export interface TRouteLoad {
  route: TRouteBudget;
  language: string;
  load: TFirstLoad;
  js: number;
  css: number;
}

export function measureRoute(app: TBuiltApp, route: TRouteBudget): TRouteLoad {
  const loads = BUDGET_LANGUAGES.map((language) => {
    const load = firstLoad(app.manifest, [...route.lazy, ...localeKeys(route, language)]);
    return { route, language, load, ...firstLoadBytes(load, app.wireBytes) };
  });
  return loads.reduce((heaviest, load) => (load.js > heaviest.js ? load : heaviest));
}
