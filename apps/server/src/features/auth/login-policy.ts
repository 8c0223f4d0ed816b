import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { KvStore } from '../../lib/kv/index.js';
import { verifyPassword } from '../members/index.js';

/** 10 failed logins for one account within 15 minutes lock it for 15 minutes, so guessing stays slow. */
export const LOGIN_THROTTLE = { failures: 10, windowSeconds: 900, lockSeconds: 900 } as const;
/** Login attempts per IP, whatever the account. */
export const LOGIN_IP_RULE = { name: 'login-ip', limit: 50, windowSeconds: 900 } as const;

const failKey = (subject: string) => `login:fail:${subject}`;
const lockKey = (subject: string) => `login:lock:${subject}`;

/** Who signs in with a password: members or operators, each with its own locks and log events. */
export interface TPasswordLoginKind {
  /** Lock subject of a known account (by id) and of an unknown name, so both behave the same. */
  subject: (accountId: number | undefined, name: string) => string;
  /** Prefix of the security log's events (`login.failure`, `operator.login.failure`). */
  event: string;
  /** The log field naming the account. */
  idField: string;
  /** What a locked account is told: operators have no password retrieval, an owner sets them a new one. */
  locked: 'auth.accountLocked' | 'operators.accountLocked';
}

export const MEMBER_LOGIN: TPasswordLoginKind = {
  subject: (id, name) => (id === undefined ? `n${name.toLowerCase()}` : `u${id}`),
  event: 'login',
  idField: 'userId',
  locked: 'auth.accountLocked',
};

export const OPERATOR_LOGIN: TPasswordLoginKind = {
  subject: (id, name) => (id === undefined ? `opn${name.toLowerCase()}` : `op${id}`),
  event: 'operator.login',
  idField: 'operatorId',
  locked: 'operators.accountLocked',
};

/**
 * The one password-login policy members and operators share: the lock is checked before the password; an
 * unknown name and a wrong password answer the same, after the same hashing work, and both count towards the
 * lock, which tells nothing about whether an account exists; a success clears the count.
 */
export function createPasswordLogin(kv: KvStore, kind: TPasswordLoginKind) {
  const clear = (subject: string) => kv.delete(failKey(subject), lockKey(subject));
  return {
    /**
     * The account whose password matches, or a refusal (`auth.accountLocked`, `auth.loginFailed`).
     * `countFailure` records a wrong password on a known account's row.
     */
    async check<T extends { id: number; password: string }>(
      attempt: { name: string; password: string; account: T | undefined },
      context: { ip: string; log: FastifyBaseLogger },
      countFailure: (account: T) => Promise<unknown>,
    ): Promise<T> {
      const { account } = attempt;
      const subject = kind.subject(account?.id, attempt.name);
      const logged = { [kind.idField]: account?.id, ip: context.ip };
      const lockedFor = await kv.secondsLeft(lockKey(subject));
      if (lockedFor > 0) {
        context.log.warn({ event: `${kind.event}.locked`, ...logged }, 'locked account refused');
        throw new AppError(kind.locked, { values: { minutes: Math.ceil(lockedFor / 60) } });
      }
      if (!(await verifyPassword(account?.password, attempt.password)) || !account) {
        const { count } = await kv.hit(failKey(subject), LOGIN_THROTTLE.windowSeconds);
        if (count >= LOGIN_THROTTLE.failures) {
          await kv.setFlag(lockKey(subject), LOGIN_THROTTLE.lockSeconds);
          await kv.delete(failKey(subject));
        }
        if (account) await countFailure(account);
        context.log.warn({ event: `${kind.event}.failure`, ...logged }, 'login failed');
        throw new AppError('auth.loginFailed');
      }
      await clear(subject);
      return account;
    },
    /** After a password reset the slate is clean. */
    liftLock: (accountId: number) => clear(kind.subject(accountId, '')),
  };
}
