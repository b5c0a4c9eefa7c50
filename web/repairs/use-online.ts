import { useSyncExternalStore } from 'react';

const subscribe = (fn: () => void) => {
  window.addEventListener('online', fn);
  window.addEventListener('offline', fn);
  return () => {
    window.removeEventListener('online', fn);
    window.removeEventListener('offline', fn);
  };
};
const onLine = () => navigator.onLine !== false;

/** Whether the browser says it has a network (re-renders when that changes). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, onLine, () => true);
