import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureRoute, readBuiltApp } from './dist-reader.js';
import { chunksHolding, overBudget } from './first-load.js';
import { ROUTE_BUDGETS } from './route-budgets.js';

/** `npm test` builds the app before its tests run; alone, run `npm run build -w apps/web` first. */
const dist = new URL('../dist', import.meta.url).pathname;
/**
 * The operator console and "My store" are their own lazy bundles: no visitor's page may carry any of them, nor
 * the shared contract and schemas only they call.
 */
const CONSOLE_AND_MY_STORE = [
  'src/features/console/',
  'src/features/store-workspace/',
  '../../packages/shared/src/contract/console/',
  '../../packages/shared/src/schemas/console/',
  '../../packages/shared/src/contract/shop.ts',
];
const VISITOR_PAGES = ['home', 'chat', 'login'];
/**
 * antd and the libraries under it: the home, sign-in and chat pages, drawn with our own components in antd's
 * look, show without them (its theme engine alone is some 45 KB on the wire); parts of them drawn with antd bring it.
 */
const ANTD = [
  '../../node_modules/antd/',
  '../../node_modules/@ant-design/cssinjs',
  '../../node_modules/@rc-component/',
];
const PAGES_WITHOUT_ANTD = ['home', 'login', 'chat', 'widget'];
const ROUTER = ['../../node_modules/react-router/'];

describe('the built web app', () => {
  it('has a manifest to read (npm run build -w apps/web)', () => {
    expect(existsSync(join(dist, '.vite/manifest.json'))).toBe(true);
  });

  const app = existsSync(join(dist, '.vite/manifest.json')) ? readBuiltApp(dist) : null;
  const loads = app ? ROUTE_BUDGETS.map((route) => measureRoute(app, route)) : [];

  it('keeps each page first load within its budget of JavaScript on the wire', () => {
    const pages = loads.map(({ route, js }) => ({ name: route.name, js, budgetKb: route.budgetKb }));
    expect(pages.map((page) => page.name)).toEqual(ROUTE_BUDGETS.map((route) => route.name));
    expect(overBudget(pages)).toEqual([]);
  });

  it('knows which modules each chunk of either build holds (the map the checks below read)', () => {
    for (const build of Object.values(app?.builds ?? {})) {
      const holders = Object.values(build.modulesByFile).filter((modules) =>
        modules.includes('src/features/chat/pages/chat-page.tsx'),
      );
      expect(holders).toHaveLength(1);
    }
    expect(Object.keys(app?.builds ?? {})).toEqual(['app', 'widget']);
  });

  it('loads no module of the operator console or My store on the home, chat or sign-in page', () => {
    const visitorLoads = loads.filter(({ route }) => VISITOR_PAGES.includes(route.name));
    expect(visitorLoads).toHaveLength(VISITOR_PAGES.length);
    for (const { route, build, load } of visitorLoads) {
      const holding = chunksHolding(load, build.manifest, build.modulesByFile, CONSOLE_AND_MY_STORE);
      expect({ page: route.name, consoleChunks: holding }).toEqual({ page: route.name, consoleChunks: [] });
    }
  });

  it('loads no module of antd on the home, sign-in and chat pages, nor in the widget', () => {
    const plainLoads = loads.filter(({ route }) => PAGES_WITHOUT_ANTD.includes(route.name));
    expect(plainLoads).toHaveLength(PAGES_WITHOUT_ANTD.length);
    for (const { route, build, load } of plainLoads) {
      const holding = chunksHolding(load, build.manifest, build.modulesByFile, ANTD);
      expect({ page: route.name, antdChunks: holding }).toEqual({ page: route.name, antdChunks: [] });
    }
  });

  it('loads no module of the router in the widget, which shows one page', () => {
    const widget = loads.find(({ route }) => route.name === 'widget');
    const holding = widget
      ? chunksHolding(widget.load, widget.build.manifest, widget.build.modulesByFile, ROUTER)
      : ['no widget'];
    expect(holding).toEqual([]);
  });

  it("compiles the app's build id into the widget, which latest.json names for both", () => {
    const { id } = JSON.parse(readFileSync(join(dist, 'builds/latest.json'), 'utf8'));
    const widgetFiles = Object.keys(app?.builds.widget.modulesByFile ?? {});
    const withId = widgetFiles.filter((file) => readFileSync(join(dist, file), 'utf8').includes(id));
    expect(withId.length).toBeGreaterThan(0);
  });
});
