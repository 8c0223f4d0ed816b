import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const inRepo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** `KEY=value` lines of an env file, comments and blank lines left out. */
const envFile = (file: string) =>
  new Map(
    read(file)
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** A unit file's settings per section, each key with every value it is given, in order. */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current = new Map<string, string[]>();
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const section = /^\[(.+)\]$/.exec(line)?.[1];
    if (section) {
      current = new Map();
      sections.set(section, current);
      continue;
    }
    const key = line.slice(0, line.indexOf('='));
    current.set(key, [...(current.get(key) ?? []), line.slice(line.indexOf('=') + 1)]);
  }
  return sections;
}

const unitText = read('storefront@.service');
const service = parseUnit(unitText).get('Service') ?? new Map<string, string[]>();
const values = (key: string) => service.get(key) ?? [];
/** The `Environment=` assignments of the unit, by variable. */
const unitEnvironment = new Map(
  values('Environment').map((assignment) => [
    assignment.slice(0, assignment.indexOf('=')),
    assignment.slice(assignment.indexOf('=') + 1),
  ]),
);
const SHIPPED_ENV_FILE = 'storefront.env.example';

describe('the systemd unit', () => {
  it('may write only folders the build makes, or optional ones (-) that its install step creates', () => {
    const workingDirectory = values('WorkingDirectory')[0] ?? '';
    const paths = values('ReadWritePaths').flatMap((value) => value.split(/\s+/));
    expect(paths.length).toBeGreaterThan(0);
    const installStep = /^#\s+install -d -o storefront -g storefront (.+)$/m
      .exec(unitText)?.[1]
      ?.split(/\s+/);
    for (const path of paths) {
      if (path.startsWith('-')) {
        expect(installStep, `${path}: made by the install -d step in the unit's comments`).toContain(
          path.slice(1),
        );
        continue;
      }
      // Without '-', systemd refuses to start the unit (226/NAMESPACE) unless the folder exists: only the
      // build's own output, present after `npm run build`, may be listed so.
      expect(path.startsWith(`${workingDirectory}/`), path).toBe(true);
      expect(existsSync(inRepo(path.slice(workingDirectory.length + 1))), path).toBe(true);
    }
  });

  it('gives each instance its own port on the loopback, which the environment file cannot override', () => {
    expect(unitEnvironment.get('PORT')).toMatch(/%i/);
    expect(unitEnvironment.get('HOST')).toBe('127.0.0.1');
    // systemd lets EnvironmentFile= win over every Environment= line, so the file shipped for it sets neither.
    const shipped = envFile(SHIPPED_ENV_FILE);
    expect(shipped.has('PORT')).toBe(false);
    expect(shipped.has('HOST')).toBe(false);
  });

  it('reads an environment file made from the example shipped for it, which sets NODE_ENV=production', () => {
    expect(values('EnvironmentFile')).toEqual(['/etc/storefront/storefront.env']);
    expect(unitText).toContain(`deploy/${SHIPPED_ENV_FILE}`);
    expect(envFile(SHIPPED_ENV_FILE).get('NODE_ENV')).toBe('production');
    expect(unitEnvironment.get('NODE_ENV')).toBe('production');
  });
});

describe('the logs of the systemd instances', () => {
  it('go to the journal, bounded in size and age by the journald drop-in the unit says to install', () => {
    expect(values('StandardOutput')).toEqual(['journal']);
    expect(values('StandardError')).toEqual(['journal']);
    // Two lines a request at LOG_LEVEL=info: journald's default burst (10000 per 30 s) would drop lines.
    expect(values('LogRateLimitIntervalSec')).toEqual(['30s']);
    expect(Number(values('LogRateLimitBurst')[0])).toBeGreaterThan(10_000);
    expect(unitText).toMatch(
      /^#\s+install [^\n]*deploy\/journald-storefront\.conf \/etc\/systemd\/journald\.conf\.d\/[\w-]+\.conf$/m,
    );
    const journal = parseUnit(read('journald-storefront.conf')).get('Journal');
    expect(journal?.get('SystemMaxUse')?.[0]).toMatch(/^\d+[KMGT]$/);
    expect(journal?.get('MaxRetentionSec')?.[0]).toMatch(/^\d+\s*(day|week|month)s?$/);
  });
});

describe('the compose file and its environment file', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { build?: unknown; env_file?: string; environment?: Record<string, string> }>;
  };
  const apps = Object.values(compose.services).filter((app) => app.build);

  it('runs the apps in production on the port nginx and the health check expect, whatever .env says', () => {
    expect(apps.length).toBeGreaterThan(0);
    const shipped = envFile('.env.example');
    for (const app of apps) {
      expect(app.env_file).toBe('.env');
      // compose's `environment` wins over `env_file`: production holds even if .env says otherwise.
      expect(app.environment?.NODE_ENV).toBe('production');
      expect(app.environment?.PORT).toBeUndefined();
    }
    // The apps listen on the image's default port 8080, which nginx's upstream and the image's check use.
    expect(shipped.has('PORT')).toBe(false);
    expect(shipped.has('HOST')).toBe(false);
    expect(shipped.has('NODE_ENV')).toBe(false);
  });
});
