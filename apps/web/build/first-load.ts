/**
 * What a page downloads before it is shown, read from Vite's build manifest: the entry with its static imports,
 * then each module the router imports dynamically for that page (the app shell, the page's lazy chunk, its
 * locale files) with theirs. Sizes are the bytes the server sends, so the sums are what a phone downloads.
 */

/** One entry of `.vite/manifest.json`, keyed by source path (`src/app/app.tsx`) or by `_<chunk file>`. */
export interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type TManifest = Record<string, TManifestChunk>;

/** The files of a first load, in the order they were reached. */
export interface TFirstLoad {
  /** Manifest keys of the chunks: the entry, the dynamic entries named, and everything they import statically. */
  chunks: string[];
  js: string[];
  css: string[];
}

/**
 * The chunks a page loads: the manifest's entry and the given dynamic entries (source paths as the manifest
 * names them), each with its static imports, transitively. A dynamic entry missing from the manifest is an
 * error: a renamed page must not silently drop out of its budget.
 */
export function firstLoad(manifest: TManifest, dynamicEntries: readonly string[]): TFirstLoad {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0]?.[0] ?? '');
  for (const key of dynamicEntries) {
    if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a lazily loaded chunk of the build`);
    visit(key);
  }
  const chunks = [...seen];
  const files = chunks.map((key) => manifest[key] as TManifestChunk);
  return {
    chunks,
    js: [...new Set(files.map((chunk) => chunk.file))],
    css: [...new Set(files.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** Bytes of a first load's JavaScript and CSS, each file counted as `sizeOf` says it travels. */
export function firstLoadBytes(
  load: TFirstLoad,
  sizeOf: (file: string) => number,
): { js: number; css: number } {
  const sum = (files: string[]) => files.reduce((total, file) => total + sizeOf(file), 0);
  return { js: sum(load.js), css: sum(load.css) };
}

/** A page whose first load passed its budget. */
export interface TOverBudget {
  name: string;
  jsBytes: number;
  budgetBytes: number;
}

/** The pages whose JavaScript on the wire exceeds their budget (in KiB). */
export function overBudget(pages: { name: string; js: number; budgetKb: number }[]): TOverBudget[] {
  return pages
    .filter((page) => page.js > page.budgetKb * 1024)
    .map((page) => ({ name: page.name, jsBytes: page.js, budgetBytes: page.budgetKb * 1024 }));
}

/**
 * The chunks of a first load that hold a module under one of `prefixes` (paths from the web app's root, such as
 * `src/features/console/`), by the map of chunk file to module paths the build writes beside its manifest, or
 * that are built from such a module as their entry.
 */
export function chunksHolding(
  load: TFirstLoad,
  manifest: TManifest,
  modulesByFile: Record<string, string[]>,
  prefixes: readonly string[],
): string[] {
  const inside = (module: string) => prefixes.some((prefix) => module.startsWith(prefix));
  return load.chunks.filter((key) => {
    const chunk = manifest[key] as TManifestChunk;
    if (chunk.src && inside(chunk.src)) return true;
    return (modulesByFile[chunk.file] ?? []).some(inside);
  });
}
