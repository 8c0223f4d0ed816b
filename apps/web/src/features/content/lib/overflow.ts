export type TOverflowReason = 'free' | 'points';

export type TOverflowAction =
  | 'login'
  | 'register'
  | 'tomorrow'
  | 'checkPoints'
  | 'getPoints'
  | 'otherStores'
  | 'backToChat';

/** `?reason=points` when a member lacks points; anything else is the visitor's used-up free messages. */
export function readReason(value: string | null): TOverflowReason {
  return value === 'points' ? 'points' : 'free';
}

/**
 * What the visitor can do next, most useful first: a visitor out of free messages logs in or registers (members
 * have no visitor limit) or waits for tomorrow; a member out of points checks and gets points, or tries a
 * store that answers for free. Someone already logged in never gets the login choices.
 */
export function overflowActions(reason: TOverflowReason, isLoggedIn: boolean): TOverflowAction[] {
  if (reason === 'points') {
    return isLoggedIn ? ['checkPoints', 'getPoints', 'otherStores'] : ['login', 'getPoints', 'otherStores'];
  }
  return isLoggedIn ? ['backToChat', 'tomorrow'] : ['login', 'register', 'tomorrow'];
}

/** The chat to return to after logging in, when the chat page said which store it was. */
export function chatPath(storeuuid: string | null): string {
  return storeuuid && /^[\w-]{1,36}$/.test(storeuuid) ? `/chatai/${storeuuid}` : '/chatai';
}
