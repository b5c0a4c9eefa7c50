import { useEffect, useState } from 'react';

/**
 * Runs `fn` once the page has loaded and the browser had a moment to spare (at most two seconds after the load), so
 * what is not part of a screen's first paint does not compete with it for the network or the main thread. Returns a
 * cancel function.
 */
export function afterLoad(fn: () => void): () => void {
  // Safari has no requestIdleCallback: a short timeout there.
  const hasIdle = typeof requestIdleCallback === 'function';
  let idle = 0;
  const start = () => {
    idle = hasIdle ? requestIdleCallback(fn, { timeout: 2000 }) : window.setTimeout(fn, 500);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (hasIdle) cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

/** True once the page has loaded and the browser had a moment to spare (afterLoad). */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  return ready;
}
