import type { FastifyRequest } from 'fastify';
import type { TOperatorCaller } from '../../plugins/auth.js';

/** Keys whose values never reach the operator log: passwords, keys, tokens and the like. */
const SECRET_KEY = /pass(word)?$|passwd|secret|api_?key|token|access_?key|private/i;
export const MASK = '******';

/**
 * A copy of `value` with every secret replaced by a mask (an empty secret stays empty, so the log still shows
 * whether one was set), at any depth: the log shows what changed, never what a secret is.
 */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) && inner !== '' && inner !== null && inner !== undefined
        ? MASK
        : maskSecrets(inner),
    ]),
  );
}

/** One change for the operator log: what was done, to which row, and how the row looked before and after. */
export interface TAuditEntry {
  /** `<area>.<verb>`, e.g. `stores.edit`, `members.score`. */
  action: string;
  /** The kind of row changed: `store`, `member`, `settings`… */
  target: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** Who made a change and from where. */
export interface TAuditActor {
  operator: Pick<TOperatorCaller, 'id' | 'username'>;
  ip: string;
  userAgent: string;
}

export const actorOf = (operator: TOperatorCaller, request: FastifyRequest): TAuditActor => ({
  operator,
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 255),
});
