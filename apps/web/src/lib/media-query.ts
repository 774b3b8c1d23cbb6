// Whether a CSS media query matches now, kept current as the window changes: for layouts that must put
// only one of two forms in the page (a hidden copy would still be found by text and read by some tools).
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
