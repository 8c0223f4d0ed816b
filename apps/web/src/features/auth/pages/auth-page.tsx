import { lazy, Suspense, useMemo } from 'react';
import { AuthChromeContext } from '../hooks/use-auth-chrome';
import type { TAuthChrome } from '../types';
import { LoginPage } from './login-page';
import '../styles/auth-shell.css';
import '../styles/auth-form.css';

export type TAuthVariant = 'login' | 'codeLogin' | 'register' | 'classicLogin';

/** The sign-in page comes with this module, the one visitors land on most; the others load when opened. */
const PAGES = {
  login: LoginPage,
  codeLogin: lazy(() => import('./code-login-page').then((m) => ({ default: m.CodeLoginPage }))),
  register: lazy(() => import('./register-page').then((m) => ({ default: m.RegisterPage }))),
  classicLogin: lazy(() => import('./classic-login-page').then((m) => ({ default: m.ClassicLoginPage }))),
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
