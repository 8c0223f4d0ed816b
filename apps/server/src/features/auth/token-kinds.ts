/** The `type` column of the token tables for each kind of login. */
export const TOKEN_TYPE = {
  user: 'user',
  userRefresh: 'user-refresh',
  operator: 'admin',
  operatorRefresh: 'admin-refresh',
} as const;

/**
 * Whose login a token belongs to: a member's (in `token`, `user_id` the member) or an operator's (in
 * `admin_token`, `user_id` the operator), each with its own types, so one can never pass for the other.
 */
export const TOKEN_KIND = {
  member: { table: 'token', auth: TOKEN_TYPE.user, refresh: TOKEN_TYPE.userRefresh, idleSeconds: null },
  /** The console's logins also end after two hours without a request, whatever their tokens' lifetime. */
  operator: {
    table: 'admin_token',
    auth: TOKEN_TYPE.operator,
    refresh: TOKEN_TYPE.operatorRefresh,
    idleSeconds: 2 * 3600,
  },
} as const;
export type TTokenKind = (typeof TOKEN_KIND)[keyof typeof TOKEN_KIND];
