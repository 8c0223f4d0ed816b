import type { TLoginResult } from '@storefront/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { saveSession } from '../../../lib/session';
import { safeRedirect } from '../lib/safe-redirect';
import { useAuthChrome } from './use-auth-chrome';

/**
 * After a login, registration or code login: keep id and both tokens (nothing else of the user info), load
 * the member's site data, then go to `?to=` when it is a path on this site, else to the server's routePath.
 */
export function useFinishLogin(): (result: TLoginResult) => Promise<void> {
  const { onLoggedIn } = useAuthChrome();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return async ({ userInfo, routePath }) => {
    saveSession({ id: userInfo.id, token: userInfo.token, refresh_token: userInfo.refresh_token });
    try {
      await onLoggedIn();
    } catch {
      // The member pages load the site data again behind their guard, which decides what to show.
    }
    const target = safeRedirect(searchParams.get('to'), routePath || '/user', window.location.origin);
    await navigate(target, { replace: true });
  };
}
