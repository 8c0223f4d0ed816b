import { STORAGE_KEY } from '@storefront/shared';
import { createStore, useStore } from '../create-store';
import { storage } from '../storage';
import type { TThemeMode } from './theme';

function initialMode(): TThemeMode {
  const stored = storage.getString(STORAGE_KEY.theme);
  if (stored === 'dark' || stored === 'light') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const themeStore = createStore<{ mode: TThemeMode }>({ mode: initialMode() });

export function useThemeMode(): TThemeMode {
  return useStore(themeStore, (state) => state.mode);
}

/** Switches light/dark and remembers the choice (key ba-theme). */
export function setThemeMode(mode: TThemeMode): void {
  storage.setString(STORAGE_KEY.theme, mode);
  themeStore.set({ mode });
}
