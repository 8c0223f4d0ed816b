import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const webRoot = new URL('..', import.meta.url).pathname;
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

describe('the web build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'sf-web-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is a production bundle even with NODE_ENV=development in the environment', () => {
    execFileSync(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'pipe',
    });
    const assets = join(outDir, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    const developmentOnly = scripts.filter((name) =>
      readFileSync(join(assets, name), 'utf8').includes('React DevTools'),
    );
    expect(developmentOnly).toEqual([]);
  }, 120_000);

  it("links the app shell's chunks in index.html, so the browser fetches them beside the entry", () => {
    type TManifestChunk = { file: string; imports?: string[] };
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      TManifestChunk
    >;
    const shellFiles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || shellFiles.has(chunk.file)) return;
      shellFiles.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('src/app/app.tsx');
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
    const notYetLinked = [...shellFiles].filter(
      (file) => !html.includes(`<script type="module" crossorigin src="/${file}">`),
    );
    expect(preloaded).toEqual(expect.arrayContaining(notYetLinked));
    expect(notYetLinked.length).toBeGreaterThan(3);
    expect(new Set(preloaded).size).toBe(preloaded.length);
    expect(preloaded.filter((file) => !existsSync(join(outDir, file)))).toEqual([]);
  });

  it("lists each landing page's chunks, styles and namespaces for the server, every one a file of the build", () => {
    const routes = JSON.parse(readFileSync(join(outDir, '.vite/route-preloads.json'), 'utf8')) as {
      path: string;
      files: string[];
      css: string[];
      ns: string[];
    }[];
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/user/login',
      '/chatai/:storeuuid',
      '/user/account/overview',
    ]);
    for (const route of routes) {
      expect(route.files.length, route.path).toBeGreaterThan(3);
      expect(
        [...route.files, ...route.css].filter((file) => !existsSync(join(outDir, file))),
        route.path,
      ).toEqual([]);
      expect(route.ns.length, route.path).toBeGreaterThan(0);
    }
    // The home page's store list brings its own style sheet, which the page links instead of its loader.
    expect(routes[0]?.css.some((file) => /^assets\/stores-[\w-]+\.css$/.test(file))).toBe(true);
  });

  it("keeps library code off the pages that do not run it: antd's tooltips and form store, zod's JSON Schema", () => {
    const chunks = JSON.parse(readFileSync(join(outDir, '.vite/chunk-modules.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const modules = Object.values(chunks).flat();
    const uiCore = Object.entries(chunks).find(([file]) => file.includes('/ui-core-'))?.[1] ?? [];
    expect(uiCore.some((id) => id.includes('antd/es/config-provider/index.js'))).toBe(true);
    // ConfigProvider's shared-tooltip provider is the stub; pages with a tooltip still get antd's own.
    expect(uiCore.filter((id) => /UniqueProvider|@rc-component\/trigger\//.test(id))).toEqual([]);
    expect(modules.filter((id) => id.endsWith('build/no-unique-tooltips.ts'))).toHaveLength(1);
    // A form label's hint fetches antd's Tooltip when it shows, so a form without hints goes without.
    expect(modules.filter((id) => id.endsWith('build/lazy-label-tooltip.tsx'))).toHaveLength(1);
    // Every input reads the form context; the form store and validator come only with the forms.
    expect(
      uiCore.filter((id) => /@rc-component\/(?:form\/es\/(?:Field|hooks\/useForm)|async-validator)/.test(id)),
    ).toEqual([]);
    expect(modules.filter((id) => id.includes('@rc-component/form/es/Field.js'))).toHaveLength(1);
    // zod's JSON Schema converter is nowhere; its two modules are the throwing stubs.
    expect(
      modules.filter(
        (id) =>
          !id.startsWith('\0') && /zod\/v4\/core\/(?:json-schema-processors|to-json-schema)\.js$/.test(id),
      ),
    ).toEqual([]);
    expect(modules.filter((id) => id.startsWith('\0zod-without-json-schema:'))).toHaveLength(2);
  });
});
