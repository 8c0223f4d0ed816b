import { type TLoginResult, ZLoginResult } from '@storefront/shared';

export class LoginResultShapeError extends Error {}

/** The `data` every login call answers with: user info (with both tokens) and where to go next. */
export function parseLoginResult(data: unknown): TLoginResult {
  const parsed = ZLoginResult.safeParse(data);
  if (!parsed.success) throw new LoginResultShapeError(parsed.error.message);
  return parsed.data;
}
