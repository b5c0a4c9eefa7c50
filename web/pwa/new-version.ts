/**
 * A screen's code that no longer loads: after a new version is deployed, the server has only the new files, so a page
 * of the old version (served from the worker's cache) fails to load a screen it had not cached yet. The way out is the
 * new version: the waiting worker (or the one the check finds) takes over and the page reloads. Without a new worker,
 * the page reloads once (a passing network fault); a second failure within a minute is left to the screen's 重新加载.
 */
const RELOADED_AT = 'reloaded-for-missing-code';

/** The error of a module that failed to load (Chromium, Firefox and Safari word it differently). */
export function isMissingCode(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    text,
  );
}

/** Whether the page may reload now for missing code: not if it already did within the last minute. */
export function mayReload(store: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(store.getItem(RELOADED_AT) ?? 0);
  if (now - last < 60_000) return false;
  store.setItem(RELOADED_AT, String(now));
  return true;
}

/** Activates the newest worker and reloads into it; resolves false when nothing was done (the screen shows why). */
export async function moveToNewVersion(): Promise<boolean> {
  if (!mayReload(sessionStorage, Date.now())) return false;
  const reg = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  await reg?.update().catch(() => undefined);
  const next = reg?.waiting ?? reg?.installing;
  if (next) {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    const skip = () => next.postMessage({ type: 'SKIP_WAITING' });
    if (next.state === 'installed') skip();
    else next.addEventListener('statechange', () => next.state === 'installed' && skip());
    return true;
  }
  window.location.reload();
  return true;
}
