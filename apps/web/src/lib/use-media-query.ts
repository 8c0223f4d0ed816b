import { useSyncExternalStore } from 'react';

/** Matches a CSS media query, updating on change; false where matchMedia is unavailable. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phone width: below antd's md breakpoint (768 px). */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}
