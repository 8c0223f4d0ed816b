import { resolve } from 'node:path';
import { sqliteFile } from '../config.js';

/**
 * Where DATABASE_URL points, without its password: run without the deployment's environment, a command
 * would use a database of its own (the default SQLite file), and the operator must be able to see that.
 */
export function describeDatabase(url: string): string {
  const file = sqliteFile(url);
  if (file !== undefined) return `the SQLite file ${file === ':memory:' ? file : resolve(file)}`;
  const { hostname, port, pathname, username } = new URL(url);
  const user = username ? ` as ${decodeURIComponent(username)}` : '';
  return `the PostgreSQL database ${decodeURIComponent(pathname.slice(1))} on ${hostname}:${port || 5432}${user}`;
}
