import { useMemo } from 'react';
import { AuthChromeContext } from '../hooks/use-auth-chrome';
import type { TAuthChrome } from '../types';
import { ClassicLoginPage } from './classic-login-page';
import { CodeLoginPage } from './code-login-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import '../styles/auth-shell.css';
import '../styles/auth-form.css';

export type TAuthVariant = 'login' | 'codeLogin' | 'register' | 'classicLogin';

const PAGES = {
  login: LoginPage,
  codeLogin: CodeLoginPage,
  register: RegisterPage,
  classicLogin: ClassicLoginPage,
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
      <Page />
    </AuthChromeContext.Provider>
  );
}
