/** What the renewer needs to know about the stored session. */
export type TStoredTokens = { token: string; refresh_token: string } | null;

type TRenewerDeps = {
  /** The session as stored now (another tab may have refreshed since this one started). */
  readTokens: () => TStoredTokens;
  /** Trades a refresh token for a new auth token (and stores both); null when refused or unreachable. */
  refresh: (refreshToken: string) => Promise<string | null>;
};

/**
 * Hands out a fresh auth token to requests refused with 409 (token expired). However many of them arrive,
 * the refresh token is spent once: requests that come back while a refresh runs wait for it, and requests
 * that carried a token which has since been replaced just get the current one. The server rotates refresh
 * tokens and revokes the login when an old one is reused, so a second refresh would log the member out.
 */
export function createTokenRenewer({ readTokens, refresh }: TRenewerDeps) {
  let inFlight: Promise<string | null> | null = null;

  return function renewToken(usedToken: string): Promise<string | null> {
    if (inFlight) return inFlight;
    const stored = readTokens();
    if (!stored?.token) return Promise.resolve(null);
    if (stored.token !== usedToken) return Promise.resolve(stored.token);
    if (!stored.refresh_token) return Promise.resolve(null);
    inFlight = refresh(stored.refresh_token).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
