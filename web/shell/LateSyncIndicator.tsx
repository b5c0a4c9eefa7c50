import { lazy, Suspense, useEffect, useState } from 'react';

const SyncIndicator = lazy(() => import('../sync/SyncIndicator').then((m) => ({ default: m.SyncIndicator })));

/** True once the page has loaded and the browser had a moment to spare (at most two seconds after the load). */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a short timeout there.
    const hasIdle = typeof requestIdleCallback === 'function';
    let idle = 0;
    const start = () => {
      idle = hasIdle
        ? requestIdleCallback(() => setReady(true), { timeout: 2000 })
        : window.setTimeout(() => setReady(true), 500);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (hasIdle) cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * The sync indicator, and with it the device store and the sync engine it starts (Dexie, the engine, the first pull),
 * once the screen has shown: they are not part of the first paint of a signed-in screen.
 */
export function LateSyncIndicator({ compact = false }: { compact?: boolean }) {
  const ready = useAfterLoad();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SyncIndicator compact={compact} />
    </Suspense>
  );
}
