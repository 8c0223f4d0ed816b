import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/** Source files by path relative to `apps/server/src` (posix separators), with their text. */
export type TSourceTree = ReadonlyMap<string, string>;

/** The feature whose `repo.ts` alone reads and writes each table. */
export const TABLE_OWNERS: Record<string, string> = {
  user: 'members',
  user_group: 'members',
  token: 'auth',
  verification_code: 'codes',
  outbox: 'codes',
  captcha: 'captcha',
  user_money_log: 'ledger',
  user_score_log: 'ledger',
  points_hold: 'ledger',
  store: 'stores',
  assistant: 'assistants',
  knowledge: 'assistants',
  assistant_check: 'assistants',
  conversation: 'chat',
  message: 'chat',
  chat_usage: 'chat',
  visitor: 'chat',
  handoff: 'chat',
  config: 'site',
  user_rule: 'site',
  area: 'area',
  attachment: 'upload',
  content: 'content',
  admin: 'operators',
  admin_token: 'auth',
  admin_log: 'operators',
};

/**
 * The one exception: the ledger updates the balance columns of `user` (money, score, held points) in the same
 * guarded statement that checks the balance stays above zero; every other column of `user` is the members'.
 */
export const SHARED_WRITES: Array<{ feature: string; table: string; operation: string }> = [
  { feature: 'ledger', table: 'user', operation: 'updateTable' },
];

export const MAX_LINES = 400;

/** Layers from the bottom: a file may import its own layer and those below, never one above. */
const LAYERS = ['base', 'plugins', 'features', 'app', 'entry'] as const;

const isTest = (path: string) => path.endsWith('.test.ts') || path.startsWith('test/');

function layerOf(path: string): (typeof LAYERS)[number] {
  if (path === 'main.ts' || path.startsWith('cli/')) return 'entry';
  if (path === 'app.ts') return 'app';
  if (path.startsWith('features/')) return 'features';
  if (path.startsWith('plugins/')) return 'plugins';
  return 'base';
}

const featureOf = (path: string) => (path.startsWith('features/') ? path.split('/')[1] : undefined);

/** Relative imports and re-exports of a file, resolved to tree paths (`.js` specifiers name `.ts` files). */
export function importsOf(path: string, text: string, tree: TSourceTree): string[] {
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => {
    const target = posix.join(posix.dirname(path), specifier).replace(/\.js$/, '.ts');
    return tree.has(target) || !tree.has(`${target}/index.ts`) ? target : `${target}/index.ts`;
  });
}

const QUERY_CALL =
  /\.(selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(['"`]?)([\w.]*)/g;
const SQL_TEMPLATE = /\bsql(?:<[^>`]*>)?`((?:[^`\\]|\\.)*)`/g;
const SQL_TABLE = /\b(from|join|update|into)\s+"?(\w+)"?/gi;

/** Every table a file names in a Kysely call or a `sql` template, with how; `?` for a name not written out. */
export function tableUsesOf(text: string, tables: ReadonlySet<string>) {
  const uses: Array<{ table: string; operation: string }> = [];
  for (const [, operation = '', quote, name = ''] of text.matchAll(QUERY_CALL)) {
    uses.push({ table: quote ? (name.split(/\s/)[0] ?? name) : '?', operation });
  }
  for (const [, body = ''] of text.matchAll(SQL_TEMPLATE)) {
    for (const [, keyword = '', name = ''] of body.matchAll(SQL_TABLE)) {
      if (tables.has(name)) uses.push({ table: name, operation: `sql ${keyword.toLowerCase()}` });
    }
  }
  return uses;
}

/** The tables `db/schema.ts` declares in its `Database` interface. */
export function schemaTables(tree: TSourceTree): Set<string> {
  const body = /export interface Database \{([^}]*)\}/.exec(tree.get('db/schema.ts') ?? '')?.[1] ?? '';
  return new Set([...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] ?? ''));
}

/** A feature's repo: `repo.ts`, or `repo.<part>.ts` beside it when one file would pass the line limit. */
const isRepoOf = (feature: string, path: string) =>
  new RegExp(`^features/${feature}/repo(\\.[a-z-]+)?\\.ts$`).test(path);

function checkImports(tree: TSourceTree, graph: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [path, targets] of graph) {
    if (isTest(path)) continue;
    for (const target of targets) {
      if (!tree.has(target)) problems.push(`${path} imports ${target}, which is not in the tree`);
      else if (isTest(target)) problems.push(`${path} imports test code ${target}`);
      else if (path.startsWith('db/migrations/') && !target.startsWith('db/migrations/')) {
        problems.push(`${path} imports ${target}: migrations are frozen and import only other migrations`);
      } else if (LAYERS.indexOf(layerOf(target)) > LAYERS.indexOf(layerOf(path))) {
        problems.push(`${path} imports ${target}: ${layerOf(path)} may not import ${layerOf(target)}`);
      } else {
        const from = featureOf(path);
        const to = featureOf(target);
        const entry = `features/${to}/index.ts`;
        const allowed = path.startsWith('cli/') ? [entry, `features/${to}/repo.ts`] : [entry];
        const seedsRepo = path.startsWith('cli/') && to !== undefined && isRepoOf(to, target);
        if (to && to !== from && target !== entry && !seedsRepo) {
          problems.push(
            `${path} imports ${target}: other features are reached through ${allowed.join(' or ')}`,
          );
        }
      }
    }
  }
  return problems;
}

function checkTables(tree: TSourceTree): string[] {
  const tables = schemaTables(tree);
  const problems = [...tables]
    .filter((table) => !TABLE_OWNERS[table])
    .map((table) => `table ${table} has no owner`);
  for (const [path, text] of tree) {
    if (isTest(path) || path.startsWith('db/migrations/') || path === 'db/schema.ts') continue;
    const feature = featureOf(path);
    const isRepo = feature !== undefined && isRepoOf(feature, path);
    for (const { table, operation } of tableUsesOf(text, tables)) {
      if (!isRepo) problems.push(`${path} queries ${table} (${operation}): queries belong in a repo.ts`);
      else if (table === '?' || TABLE_OWNERS[table] === feature) continue;
      else if (
        !SHARED_WRITES.some(
          (write) => write.feature === feature && write.table === table && write.operation === operation,
        )
      ) {
        problems.push(
          `${path} queries ${table} (${operation}), which belongs to ${TABLE_OWNERS[table] ?? 'nobody'}`,
        );
      }
    }
  }
  return problems;
}

/** Each import cycle once, as the files around it. */
export function findCycles(graph: ReadonlyMap<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** Every feature has an index; one with routes exports `register`; a service is `createXService` with its type. */
function checkFeatureShape(tree: TSourceTree): string[] {
  const problems: string[] = [];
  const features = new Set([...tree.keys()].flatMap((path) => featureOf(path) ?? []));
  for (const feature of features) {
    const index = tree.get(`features/${feature}/index.ts`);
    if (index === undefined) problems.push(`features/${feature} has no index.ts`);
    else if (tree.has(`features/${feature}/routes.ts`) && !/export async function register\(/.test(index)) {
      problems.push(`features/${feature}/index.ts does not export register(app, deps)`);
    }
    const service = tree.get(`features/${feature}/service.ts`);
    const name = `create${pascal(feature)}Service`;
    if (
      service !== undefined &&
      !(
        new RegExp(`export function ${name}\\(`).test(service) &&
        service.includes(`export type T${pascal(feature)}Service = ReturnType<typeof ${name}>;`)
      )
    ) {
      problems.push(`features/${feature}/service.ts does not export ${name} and its ReturnType`);
    }
  }
  return problems;
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Everything that breaks the server's structure rules, one line each; empty when the tree keeps them. */
export function checkArchitecture(tree: TSourceTree): string[] {
  const graph = new Map([...tree].map(([path, text]) => [path, importsOf(path, text, tree)]));
  const long = [...tree]
    .filter(([, text]) => lineCount(text) > MAX_LINES)
    .map(([path]) => `${path} has more than ${MAX_LINES} lines`);
  const cycles = findCycles(graph).map((cycle) => `import cycle: ${cycle.join(' -> ')}`);
  return [...checkImports(tree, graph), ...checkTables(tree), ...cycles, ...checkFeatureShape(tree), ...long];
}

/** The TypeScript files under `root`, keyed by their path relative to it. */
export function readSourceTree(root: string): Map<string, string> {
  const tree = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts'))
        tree.set(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return tree;
}
