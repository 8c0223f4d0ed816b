import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedSource = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const alias = { '@storefront/shared': sharedSource };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'tools',
          include: ['bench/**/*.test.ts', 'deploy/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          // Built server processes started, killed and restarted over SQLite, PostgreSQL and Redis.
          name: 'system',
          include: ['system/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page settles in well under a second on an idle machine; a busy 2-core CI box needs longer.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
