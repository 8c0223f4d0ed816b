import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STORE_NEAR_INDEX } from './db/migrations/2026112306_store_near.js';
import { NEAR_INDEX, NEAR_INDEX_COLUMNS } from './features/stores/near-index.js';
import {
  checkArchitecture,
  MAX_LINES,
  readSourceTree,
  schemaTables,
  TABLE_OWNERS,
  type TSourceTree,
} from './test/architecture.js';

const tree = readSourceTree(fileURLToPath(new URL('.', import.meta.url)));

describe('the server source tree', () => {
  it('keeps its structure: table owners, feature entries, layers pointing down, no cycle, small files', () => {
    expect(checkArchitecture(tree)).toEqual([]);
  });

  it('names an owner only for tables the schema has', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...schemaTables(tree)].sort());
  });

  it('builds the near index from the very expressions nearest-store search spells', () => {
    expect(STORE_NEAR_INDEX.name).toBe(NEAR_INDEX.name);
    expect([...STORE_NEAR_INDEX.columns]).toEqual(NEAR_INDEX_COLUMNS);
  });

  it('documents each table under its owner in docs/architecture.md, kept short enough to read at once', () => {
    const doc = readFileSync(
      fileURLToPath(new URL('../../../docs/architecture.md', import.meta.url)),
      'utf8',
    );
    expect(doc.trimEnd().split('\n').length).toBeLessThan(150);
    const rows = doc.split('\n').filter((line) => line.startsWith('| '));
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      const row = rows.find((line) => line.startsWith(`| ${owner} `));
      expect(row, owner).toContain(`\`${table}\``);
    }
  });
});

/** A small tree that keeps every rule; each test below breaks one. */
const VALID: Record<string, string> = {
  'db/schema.ts': 'export interface Database {\n  store: StoreTable;\n  assistant: AssistantTable;\n}\n',
  'db/migrations/2026010101_start.ts': "import { isPostgres } from './helpers.js';\n",
  'db/migrations/helpers.ts': 'export const isPostgres = () => false;\n',
  'lib/app-error.ts': 'export class AppError {}\n',
  'plugins/auth.ts': "import { AppError } from '../lib/app-error.js';\n",
  'features/stores/index.ts': "export { createStoresService, type TStoresService } from './service.js';\n",
  'features/stores/repo.ts':
    "export const findStores = (db) => db.selectFrom('store').selectAll().execute();\n",
  'features/stores/service.ts': [
    "import { findStores } from './repo.js';",
    'export function createStoresService(db) { return { list: () => findStores(db) }; }',
    'export type TStoresService = ReturnType<typeof createStoresService>;',
  ].join('\n'),
  'features/stores/repo.admin.ts':
    "export const renameStore = (db) => db.updateTable('store').set({ name: 'x' }).execute();\n",
  'features/assistants/index.ts': "export { createAssistantsService } from './service.js';\n",
  'features/assistants/repo.ts':
    "export const findAssistant = (db) => db.selectFrom('assistant').selectAll();\n",
  'features/assistants/service.ts': [
    "import type { TStoresService } from '../stores/index.js';",
    "import { findAssistant } from './repo.js';",
    'export function createAssistantsService(db, stores: TStoresService) { return { findAssistant }; }',
    'export type TAssistantsService = ReturnType<typeof createAssistantsService>;',
  ].join('\n'),
  'features/assistants/routes.ts': 'export async function assistantsRoutes() {}\n',
  'app.ts': "import { createStoresService } from './features/stores/index.js';\n",
  'cli/seed.ts':
    "import { findStores } from '../features/stores/repo.js';\nimport { renameStore } from '../features/stores/repo.admin.js';\n",
};
// Routes need a register in the index; the valid tree has one.
VALID['features/assistants/index.ts'] +=
  "import { assistantsRoutes } from './routes.js';\nexport async function register(app) { await app.register(assistantsRoutes); }\n";

const withFiles = (changes: Record<string, string | undefined>): TSourceTree => {
  const files = new Map(Object.entries({ ...VALID, ...changes }));
  for (const [path, text] of Object.entries(changes)) if (text === undefined) files.delete(path);
  return files as TSourceTree;
};

/** One broken rule each: the files that break it (undefined deletes one) and exactly what the check says. */
const VIOLATIONS: Array<{ rule: string; files: Record<string, string | undefined>; problems: string[] }> = [
  {
    rule: "a feature importing another feature's repo instead of its index",
    files: { 'features/assistants/helper.ts': "import { findStores } from '../stores/repo.js';\n" },
    problems: [
      'features/assistants/helper.ts imports features/stores/repo.ts: other features are reached through features/stores/index.ts',
    ],
  },
  {
    rule: 'a repo querying a table of another feature, in a Kysely call or in SQL text',
    files: {
      'features/assistants/repo.ts': [
        "export const a = (db) => db.selectFrom('assistant').innerJoin('store', 'store.id', 'assistant.store_id');",
        'export const b = (db) => sql`select count(*) from store`.execute(db);',
      ].join('\n'),
    },
    problems: [
      'features/assistants/repo.ts queries store (innerJoin), which belongs to stores',
      'features/assistants/repo.ts queries store (sql from), which belongs to stores',
    ],
  },
  {
    rule: 'a query outside a repo, and a table nobody owns',
    files: {
      'db/schema.ts':
        'export interface Database {\n  store: StoreTable;\n  assistant: AssistantTable;\n  audit: AuditTable;\n}\n',
      'features/stores/service.ts': `${VALID['features/stores/service.ts']}\nexport const count = (db) => db.deleteFrom('store');\n`,
    },
    problems: [
      'table audit has no owner',
      'features/stores/service.ts queries store (deleteFrom): queries belong in a repo.ts',
    ],
  },
  {
    rule: 'a plugin or a migration importing a feature, and a feature importing the app',
    files: {
      'plugins/auth.ts': "import type { TStoresService } from '../features/stores/index.js';\n",
      'db/migrations/2026010101_start.ts': "import { NEAR } from '../../features/stores/index.js';\n",
      'features/stores/build.ts': "import { buildApp } from '../../app.js';\n",
    },
    problems: [
      'db/migrations/2026010101_start.ts imports features/stores/index.ts: migrations are frozen and import only other migrations',
      'plugins/auth.ts imports features/stores/index.ts: plugins may not import features',
      'features/stores/build.ts imports app.ts: features may not import app',
    ],
  },
  {
    rule: 'an import cycle',
    files: {
      'lib/app-error.ts': "import type { X } from './messages.js';\n",
      'lib/messages.ts': "import { AppError } from './app-error.js';\n",
    },
    problems: ['import cycle: lib/app-error.ts -> lib/messages.ts -> lib/app-error.ts'],
  },
  {
    rule: `a file over ${MAX_LINES} lines`,
    files: { 'lib/long.ts': 'export const x = 1;\n'.repeat(MAX_LINES + 1) },
    problems: [`lib/long.ts has more than ${MAX_LINES} lines`],
  },
  {
    rule: 'a feature without an index, routes without register, and a service of another shape',
    files: {
      'features/stores/index.ts': undefined,
      'app.ts': undefined,
      'features/assistants/index.ts': "export { createAssistantsService } from './service.js';\n",
      'features/assistants/service.ts': 'export const assistants = { find: () => undefined };\n',
    },
    problems: [
      'features/stores has no index.ts',
      'features/assistants/index.ts does not export register(app, deps)',
      'features/assistants/service.ts does not export createAssistantsService and its ReturnType',
    ],
  },
];

describe('the structure check', () => {
  it('passes the small tree that keeps every rule', () => {
    expect(checkArchitecture(withFiles({}))).toEqual([]);
  });

  it.each(VIOLATIONS)('reports $rule', ({ files, problems }) => {
    expect(checkArchitecture(withFiles(files))).toEqual(problems);
  });
});
