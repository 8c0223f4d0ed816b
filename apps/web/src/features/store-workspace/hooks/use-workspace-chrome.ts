import { createContext, useContext } from 'react';
import type { TWorkspaceChrome } from '../types';

export const WorkspaceChromeContext = createContext<TWorkspaceChrome | null>(null);

/** What the app handed the workspace (see TWorkspaceChrome); the app wraps every workspace page in it. */
export function useWorkspaceChrome(): TWorkspaceChrome {
  const chrome = useContext(WorkspaceChromeContext);
  if (!chrome) throw new Error('store-workspace rendered without WorkspaceChromeContext');
  return chrome;
}
