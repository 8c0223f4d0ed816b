import { createContext, useContext } from 'react';
import type { TAccountContext } from '../types';

export const AccountContext = createContext<TAccountContext | null>(null);

/** The member, the site's CDN base and the app-provided pieces; only inside an account page. */
export function useAccount(): TAccountContext {
  const context = useContext(AccountContext);
  if (!context) throw new Error('useAccount outside an account page');
  return context;
}
