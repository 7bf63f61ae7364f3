import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following the window as it changes: for a screen whose narrow
 * layout is a different structure (a list instead of a grid), not merely restyled by CSS.
 */
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
