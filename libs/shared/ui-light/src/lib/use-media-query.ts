import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches, e.g. `useMediaQuery(PHONE_MEDIA_QUERY)`. */
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
