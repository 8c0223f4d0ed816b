import type { TAuditAction, TAuditTarget } from '@storefront/shared';
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
  /** `<area>.<verb>`, e.g. `stores.edit`: one of `AUDIT_ACTIONS`, each named in both languages. */
  action: TAuditAction;
  /** The kind of row changed: `store`, `member`, `settings`… */
  target: TAuditTarget;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** Whose change a log row records: an operator's, or a member's (a store owner's in My store). */
export type TActorKind = 'operator' | 'member';

/** Who made a change and from where. */
export interface TAuditActor {
  kind: TActorKind;
  /** The operator's id, or the member's. */
  id: number;
  username: string;
  ip: string;
  userAgent: string;
}

const whereFrom = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 255),
});

export const actorOf = (operator: TOperatorCaller, request: FastifyRequest): TAuditActor => ({
  kind: 'operator',
  id: operator.id,
  username: operator.username,
  ...whereFrom(request),
});

/**
 * A store owner changing their store in My store: what they change reaches the public as operators' changes
 * do, so it goes to the same log, marked as a member's.
 */
export const memberActorOf = (
  member: { id: number; username: string },
  request: FastifyRequest,
): TAuditActor => ({
  kind: 'member',
  id: member.id,
  username: member.username,
  ...whereFrom(request),
});
