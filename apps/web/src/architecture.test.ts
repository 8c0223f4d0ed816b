import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, layerViolations } from '../build/source-tree.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Writes a throwaway source tree, runs `check` on it and removes it. */
function withTree<T>(files: Record<string, string>, check: (root: string) => T): T {
  const root = mkdtempSync(join(tmpdir(), 'web-architecture-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return check(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the web app source tree', () => {
  it.each([
    ['the web app', here],
    ['the shared package', resolve(here, '../../../packages/shared/src')],
  ])('has no import cycle in %s', (_name, root) => {
    expect(findCycles(root)).toEqual([]);
  });

  it('keeps its parts apart: features never import each other or app/, components and lib stay below', () => {
    expect(layerViolations(here)).toEqual([]);
  });

  it('catches two files that import each other, also only for a type', () => {
    const cycles = withTree(
      {
        'store.ts': "import type { TData } from './api';\nexport const x = 1;\n",
        'api.ts': "import { x } from './store';\nexport type TData = typeof x;\n",
        'page.tsx': "export { x } from './store';\n",
      },
      findCycles,
    );
    expect(cycles).toEqual([['api.ts', 'store.ts', 'api.ts']]);
  });

  it('catches a feature importing another, shared UI importing a feature, and lib importing UI', () => {
    const violations = withTree(
      {
        'app/router.tsx': "import { ChatPage } from '../features/chat/chat-page';\n",
        'features/chat/chat-page.tsx':
          "import { Button } from '../../components/button';\nimport { http } from '../../lib/http';\n" +
          "import { StoreCard } from '../stores/store-card';\nexport const ChatPage = 1;\n",
        'features/stores/store-card.tsx':
          "import { routes } from '../../app/router';\nexport const StoreCard = 1;\n",
        'components/button.tsx':
          "import { ChatPage } from '../features/chat/chat-page';\nexport const Button = 1;\n",
        'lib/http.ts': "import { Button } from '../components/button';\nexport const http = 1;\n",
      },
      layerViolations,
    );
    expect(violations).toEqual([
      'components/button.tsx -> features/chat/chat-page.tsx',
      'features/chat/chat-page.tsx -> features/stores/store-card.tsx',
      'features/stores/store-card.tsx -> app/router.tsx',
      'lib/http.ts -> components/button.tsx',
    ]);
  });
});
