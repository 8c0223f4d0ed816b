import { loginPath, navigateTo } from '../navigator';
import { clearSession } from '../session';

/** The login is gone (303 need login, or a 409 no refresh could cure): forget the token, then go log in. */
export function endLogin(redirect: boolean): void {
  clearSession();
  if (redirect) navigateTo(loginPath(), { replace: true });
}
