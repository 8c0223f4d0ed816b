import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedSource = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const alias = { '@storefront/shared': sharedSource };

export default defineConfig({
  test: {
    // A worker per core: the tests wait on servers and databases of their own as much as they compute, and
    // Vitest's default (one core fewer) runs everything on one worker of a 2-core machine.
    maxWorkers: availableParallelism(),
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
          // One journey at a time, after the other projects: a browser and a server starved of CPU by another
          // journey make timings no person would meet.
          fileParallelism: false,
        },
      },
    ],
  },
});
