/**
 * Asks the service worker to cache the rest of the app for offline use (sw/sw.ts CACHE_APP) once the page has loaded:
 * the login cached only what it needs, a signed-in device keeps the whole app. The worker fetches in the background.
 */
export function cacheAppWhenLoaded() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const ask = () =>
    void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: 'CACHE_APP' })).catch(() => {});
  if (document.readyState === 'complete') ask();
  else window.addEventListener('load', ask, { once: true });
}
