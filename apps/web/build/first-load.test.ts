import { describe, expect, it } from 'vitest';
import { chunksHolding, firstLoad, firstLoadBytes, overBudget, type TManifest } from './first-load.js';

const KB = 1024;

/** A small build: an entry, the app shell, a home page and a chat page, and an operator console. */
function manifest(homeImports: string[] = []): TManifest {
  return {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_framework.js'],
      dynamicImports: ['src/app/app.tsx'],
      css: ['assets/index.css'],
    },
    '_framework.js': { file: 'assets/framework.js' },
    'src/app/app.tsx': {
      file: 'assets/app.js',
      src: 'src/app/app.tsx',
      isDynamicEntry: true,
      imports: ['_framework.js', '_antd-core.js'],
      dynamicImports: ['src/home.tsx', 'src/chat.tsx', 'src/features/console/console-page.tsx'],
    },
    '_antd-core.js': { file: 'assets/antd-core.js' },
    'src/home.tsx': {
      file: 'assets/home.js',
      src: 'src/home.tsx',
      isDynamicEntry: true,
      imports: ['_antd-core.js', '_cards.js', ...homeImports],
      css: ['assets/home.css'],
    },
    '_cards.js': { file: 'assets/cards.js' },
    '_huge.js': { file: 'assets/huge.js' },
    'src/chat.tsx': {
      file: 'assets/chat.js',
      src: 'src/chat.tsx',
      isDynamicEntry: true,
      imports: ['_bubble.js'],
      dynamicImports: ['src/markdown.tsx'],
    },
    '_bubble.js': { file: 'assets/bubble.js' },
    'src/markdown.tsx': { file: 'assets/markdown.js', src: 'src/markdown.tsx', isDynamicEntry: true },
    'src/features/console/console-page.tsx': {
      file: 'assets/console-page.js',
      src: 'src/features/console/console-page.tsx',
      isDynamicEntry: true,
      imports: ['_antd-core.js'],
    },
  };
}

const SIZES: Record<string, number> = {
  'assets/index.js': 20 * KB,
  'assets/framework.js': 100 * KB,
  'assets/app.js': 30 * KB,
  'assets/antd-core.js': 40 * KB,
  'assets/home.js': 5 * KB,
  'assets/cards.js': 3 * KB,
  'assets/huge.js': 250 * KB,
  'assets/chat.js': 40 * KB,
  'assets/bubble.js': 10 * KB,
  'assets/markdown.js': 90 * KB,
  'assets/console-page.js': 60 * KB,
  'assets/index.css': 2 * KB,
  'assets/home.css': 1 * KB,
};
const sizeOf = (file: string) => SIZES[file] ?? 0;
const HOME = ['src/app/app.tsx', 'src/home.tsx'];

describe('a page first load read from the build manifest', () => {
  it('is the entry, the lazy chunks the router asks for, and everything they import statically', () => {
    const load = firstLoad(manifest(), HOME);
    expect(load.js.sort()).toEqual(
      [
        'assets/index.js',
        'assets/framework.js',
        'assets/app.js',
        'assets/antd-core.js',
        'assets/home.js',
        'assets/cards.js',
      ].sort(),
    );
    expect(load.css.sort()).toEqual(['assets/home.css', 'assets/index.css']);
    expect(firstLoadBytes(load, sizeOf)).toEqual({ js: 198 * KB, css: 3 * KB });
  });

  it('leaves out what a page imports only dynamically (the chat markdown, other pages, the console)', () => {
    const load = firstLoad(manifest(), ['src/app/app.tsx', 'src/chat.tsx']);
    expect(load.js).not.toContain('assets/markdown.js');
    expect(load.js).not.toContain('assets/home.js');
    expect(load.js).not.toContain('assets/console-page.js');
  });

  it('refuses a lazy chunk the build does not have, so a renamed page cannot drop out of its budget', () => {
    expect(() => firstLoad(manifest(), ['src/app/app.tsx', 'src/renamed-home.tsx'])).toThrow(/renamed-home/);
    expect(() => firstLoad(manifest(), ['_cards.js'])).toThrow(/not a lazily loaded chunk/);
  });
});

describe('the budget check', () => {
  it('passes a home page within its budget and fails it once a large dependency is imported into it', () => {
    const measure = (homeImports: string[]) => [
      { name: 'home', js: firstLoadBytes(firstLoad(manifest(homeImports), HOME), sizeOf).js, budgetKb: 200 },
    ];
    expect(overBudget(measure([]))).toEqual([]);
    expect(overBudget(measure(['_huge.js']))).toEqual([
      { name: 'home', jsBytes: 448 * KB, budgetBytes: 200 * KB },
    ]);
  });

  it('counts a budget in KiB and lets a page sit exactly on it', () => {
    expect(overBudget([{ name: 'chat', js: 250 * KB, budgetKb: 250 }])).toEqual([]);
    expect(overBudget([{ name: 'chat', js: 250 * KB + 1, budgetKb: 250 }])).toHaveLength(1);
  });
});

describe('keeping the operator console out of a first load', () => {
  const CONSOLE = ['src/features/console/'];

  it('finds nothing while the console stays in its own lazy chunk', () => {
    const modules = { 'assets/console-page.js': ['src/features/console/console-page.tsx'] };
    expect(chunksHolding(firstLoad(manifest(), HOME), manifest(), modules, CONSOLE)).toEqual([]);
  });

  it('names a shared chunk of the first load that a console module was bundled into', () => {
    const modules = {
      'assets/cards.js': ['src/cards.tsx', 'src/features/console/lib/format-money.ts'],
      'assets/console-page.js': ['src/features/console/console-page.tsx'],
    };
    expect(chunksHolding(firstLoad(manifest(), HOME), manifest(), modules, CONSOLE)).toEqual(['_cards.js']);
  });

  it('names the console chunk itself once a page imports it statically', () => {
    const build = manifest(['src/features/console/console-page.tsx']);
    expect(chunksHolding(firstLoad(build, HOME), build, {}, CONSOLE)).toEqual([
      'src/features/console/console-page.tsx',
    ]);
  });
});
