import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TDialect } from '../db/database.js';

/** Runs one statement on the PostgreSQL server of TEST_PG_URL (databases cannot be made inside a transaction). */
async function onPgServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database that does not exist yet, as a deployment's first start meets it, and how to remove it again. */
export interface TNewDatabase {
  /** DATABASE_URL naming it: `sqlite:<file>` in a new folder, or a new PostgreSQL database's URL. */
  url: URL;
  /** The SQLite file, or the PostgreSQL database's name. */
  name: string;
  drop: () => Promise<void>;
}

/** A new SQLite file or PostgreSQL database (on TEST_PG_URL's server), named with `prefix`. */
export async function newDatabase(dialect: TDialect, prefix: string): Promise<TNewDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    const file = join(dir, 'app.db');
    return { url: new URL(`sqlite:${file}`), name: file, drop: async () => rmSync(dir, { recursive: true }) };
  }
  const name = `${prefix.replaceAll('-', '_')}_${randomBytes(6).toString('hex')}`;
  await onPgServer(`create database ${name}`);
  const url = new URL(process.env.TEST_PG_URL ?? '');
  url.pathname = `/${name}`;
  return { url, name, drop: () => onPgServer(`drop database ${name} with (force)`) };
}
