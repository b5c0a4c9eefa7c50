import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../app/after-load';

const SyncIndicator = lazy(() => import('../sync/SyncIndicator').then((m) => ({ default: m.SyncIndicator })));

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
