import { Suspense, useMemo } from 'react';
import { lazyInAntdScope } from '../../../components/antd-part';
import { AuthChromeContext } from '../hooks/use-auth-chrome';
import type { TAuthChrome } from '../types';
import { LoginPage } from './login-page';
import '../styles/auth-shell.css';
import '../styles/auth-form.css';

export type TAuthVariant = 'login' | 'codeLogin' | 'register' | 'classicLogin';

/**
 * The sign-in page comes with this module, the one visitors land on most, drawn without antd; the others load
 * when opened, with antd's theme around them.
 */
const PAGES = {
  login: LoginPage,
  codeLogin: lazyInAntdScope(() => import('./code-login-page').then((m) => m.CodeLoginPage)),
  register: lazyInAntdScope(() => import('./register-page').then((m) => m.RegisterPage)),
  classicLogin: lazyInAntdScope(() => import('./classic-login-page').then((m) => m.ClassicLoginPage)),
} as const;

/** Login, code login and registration routes; the app hands in brand, switches and captcha. */
export function AuthPage({
  variant,
  brand,
  toolbar,
  Captcha,
  onLoggedIn,
}: { variant: TAuthVariant } & TAuthChrome) {
  const chrome = useMemo(
    () => ({ brand, toolbar, Captcha, onLoggedIn }),
    [brand, toolbar, Captcha, onLoggedIn],
  );
  const Page = PAGES[variant];
  return (
    <AuthChromeContext.Provider value={chrome}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </AuthChromeContext.Provider>
  );
}
