import { createContext, useContext } from 'react';
import type { TAuthChrome } from '../types';

export const AuthChromeContext = createContext<TAuthChrome | null>(null);

/** The app-provided pieces (captcha dialog, site reload, brand); only inside an auth page. */
export function useAuthChrome(): TAuthChrome {
  const chrome = useContext(AuthChromeContext);
  if (!chrome) throw new Error('useAuthChrome outside an auth page');
  return chrome;
}
