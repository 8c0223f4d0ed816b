import { TIMING } from '@storefront/shared';
import { createStore, useStore } from '../../lib/create-store';

type TUiState = { navDrawerOpen: boolean; asideDrawerOpen: boolean; menuVisible: boolean };

export const uiStore = createStore<TUiState>({
  navDrawerOpen: false,
  asideDrawerOpen: false,
  menuVisible: true,
});

export function useUi<T>(selector: (state: TUiState) => T): T {
  return useStore(uiStore, selector);
}

let reshowTimer: ReturnType<typeof setTimeout> | undefined;

/** After each navigation: phone drawers collapse, the member menu hides and shows again 200 ms later. */
export function afterNavigation(): void {
  clearTimeout(reshowTimer);
  uiStore.set({ navDrawerOpen: false, asideDrawerOpen: false, menuVisible: false });
  reshowTimer = setTimeout(() => uiStore.set({ menuVisible: true }), TIMING.menuReshowDelay);
}
