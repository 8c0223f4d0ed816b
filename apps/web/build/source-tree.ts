// Reads a source folder's relative imports, for the tests that hold the web app's shape
// (src/architecture.test.ts): no import cycle, and each part importing only what docs/web-architecture.md allows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const RELATIVE_IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** Every source file under a folder, tests left out. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The files a file imports by relative path (type-only imports too: they tie the modules together as well). */
export function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].flatMap((match) => {
    const base = resolve(dirname(file), (match[1] ?? match[2] ?? '').replace(/\.js$/, ''));
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      existsSync,
    );
    return found ? [found] : [];
  });
}

/** Each cycle as the chain of files that closes it, relative to `root`. */
export function findCycles(root: string): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of importsOf(file)) {
      if (state.get(next) === 'open') {
        cycles.push([...path.slice(path.indexOf(next)), next].map((item) => relative(root, item)));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of sourceFiles(root)) if (!state.has(file)) visit(file);
  return cycles;
}

/** The part of the web app a file belongs to: `app`, `components`, `lib`, `features/<name>`, or the entry. */
function partOf(root: string, file: string): string {
  const [top = '', feature = ''] = relative(root, file).split('/');
  return top === 'features' ? `features/${feature}` : top;
}

/** What each part may import besides itself (docs/web-architecture.md). */
function mayImport(from: string, to: string): boolean {
  if (from === to || from === 'main.tsx') return true;
  if (from === 'app') return true;
  if (from.startsWith('features/')) return to === 'components' || to === 'lib';
  if (from === 'components') return to === 'lib';
  return false;
}

/** Every import that crosses the web app's parts the wrong way, as `file -> imported file`, relative to `root`. */
export function layerViolations(root: string): string[] {
  return sourceFiles(root).flatMap((file) => {
    const from = partOf(root, file);
    return importsOf(file)
      .filter((target) => !mayImport(from, partOf(root, target)))
      .map((target) => `${relative(root, file)} -> ${relative(root, target)}`);
  });
}
