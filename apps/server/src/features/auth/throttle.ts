import type { KvStore } from '../../lib/kv/index.js';

/** 10 failed logins for one account within 15 minutes lock it for 15 minutes, so guessing stays slow. */
export const LOGIN_THROTTLE = { failures: 10, windowSeconds: 900, lockSeconds: 900 } as const;
/** Login attempts per IP, whatever the account. */
export const LOGIN_IP_RULE = { name: 'login-ip', limit: 50, windowSeconds: 900 } as const;

const failKey = (subject: string) => `login:fail:${subject}`;
const lockKey = (subject: string) => `login:lock:${subject}`;

/**
 * Per-account login throttling. The subject is the member id for known accounts and the login name for
 * unknown ones, so both behave the same and the lock tells nothing about whether an account exists.
 */
export function createLoginThrottle(kv: KvStore) {
  return {
    /** Seconds the subject stays locked; 0 when it may try. */
    lockedFor: (subject: string) => kv.secondsLeft(lockKey(subject)),
    async recordFailure(subject: string): Promise<void> {
      const { count } = await kv.hit(failKey(subject), LOGIN_THROTTLE.windowSeconds);
      if (count >= LOGIN_THROTTLE.failures) {
        await kv.setFlag(lockKey(subject), LOGIN_THROTTLE.lockSeconds);
        await kv.delete(failKey(subject));
      }
    },
    /** After a successful login or a password reset the slate is clean. */
    clear: (subject: string) => kv.delete(failKey(subject), lockKey(subject)),
  };
}
