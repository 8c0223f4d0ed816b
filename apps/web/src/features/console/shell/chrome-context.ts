import { createContext, useContext } from 'react';
import type { TConsoleChrome } from './types';

export const ConsoleChromeContext = createContext<TConsoleChrome | null>(null);

/** What the app handed the console (see TConsoleChrome), for the areas' pages. */
export function useConsoleChrome(): TConsoleChrome {
  const chrome = useContext(ConsoleChromeContext);
  if (!chrome) throw new Error('console page rendered outside ConsoleApp');
  return chrome;
}
