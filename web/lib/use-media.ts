import { useSyncExternalStore } from 'react';

/** Desktop layout from 1024 px; phones and tablets get the field layout with the tab bar. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', notify);
      return () => m.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
  );
}
