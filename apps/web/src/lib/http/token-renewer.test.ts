import { describe, expect, it, vi } from 'vitest';
import { createTokenRenewer, type TStoredTokens } from './token-renewer';

/** A fake session and refresh endpoint: each refresh rotates both tokens, like the server. */
function setup(initial: TStoredTokens, answer: 'ok' | 'refused' = 'ok') {
  let tokens = initial;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const refresh = vi.fn(async (refreshToken: string) => {
    await gate;
    if (answer === 'refused') return null;
    tokens = { token: `auth-after-${refreshToken}`, refresh_token: `refresh-after-${refreshToken}` };
    return tokens.token;
  });
  const renew = createTokenRenewer({ readTokens: () => tokens, refresh });
  return { renew, refresh, release };
}

describe('token renewer', () => {
  it('refreshes once for concurrent expired requests and gives them all the new token', async () => {
    const { renew, refresh, release } = setup({ token: 'a1', refresh_token: 'r1' });
    const waiting = [renew('a1'), renew('a1'), renew('a1')];
    release();
    expect(await Promise.all(waiting)).toEqual(['auth-after-r1', 'auth-after-r1', 'auth-after-r1']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not spend the rotated refresh token for a late answer that carried the old auth token', async () => {
    const { renew, refresh, release } = setup({ token: 'a1', refresh_token: 'r1' });
    release();
    await renew('a1');
    expect(await renew('a1')).toBe('auth-after-r1');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes again when the current token expires later', async () => {
    const { renew, refresh, release } = setup({ token: 'a1', refresh_token: 'r1' });
    release();
    const first = await renew('a1');
    expect(await renew(first ?? '')).toBe('auth-after-refresh-after-r1');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('gives up without a refresh token (no "remember me") or without a session', async () => {
    const withoutRefresh = setup({ token: 'a1', refresh_token: '' });
    expect(await withoutRefresh.renew('a1')).toBeNull();
    const loggedOut = setup(null);
    expect(await loggedOut.renew('a1')).toBeNull();
    expect(withoutRefresh.refresh).not.toHaveBeenCalled();
    expect(loggedOut.refresh).not.toHaveBeenCalled();
  });

  it('resolves null for every waiting request when the server refuses the refresh token', async () => {
    const { renew, refresh, release } = setup({ token: 'a1', refresh_token: 'r1' }, 'refused');
    const waiting = [renew('a1'), renew('a1')];
    release();
    expect(await Promise.all(waiting)).toEqual([null, null]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
