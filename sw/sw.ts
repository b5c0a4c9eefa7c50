/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { scriptsAfterPaint } from '../sync/product/boot-page';
import { SNAPSHOT_SCREENS } from '../sync/product/screen-snapshots';

declare let self: ServiceWorkerGlobalScope;

/**
 * The precache in two parts (web/app/build/precache-split.ts): what /login needs is cached at install; the rest of the
 * app (marked by its revision) is cached in the background once someone has signed in on this device, when the page
 * asks (CACHE_APP, web/pwa/cache-app.ts), and again by each new version of the worker on a device that had it. So the
 * first visit to /login downloads the login only, and the app opens with no network after one signed-in visit.
 */
const AFTER_LOGIN = 'after-login:';
const APP_CACHE = 'gongyu-app';
const entries = self.__WB_MANIFEST.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e));
const later = (e: { revision?: string | null }) => e.revision?.startsWith(AFTER_LOGIN) ?? false;
const appUrls = entries.filter(later).map((e) => new URL(e.url, self.registration.scope).href);
const appUrlSet = new Set(appUrls);

// No clean URLs: /index is the home screen's address, answered by the navigation routes below, not index.html as is.
precacheAndRoute(
  entries.filter((e) => !later(e)),
  { cleanURLs: false },
);
cleanupOutdatedCaches();

/** Caches the files of the app not cached yet (three at a time, in the background) and drops those of older builds. */
async function fillAppCache() {
  const cache = await caches.open(APP_CACHE);
  const cached = new Set((await cache.keys()).map((r) => r.url));
  const missing = appUrls.filter((u) => !cached.has(u));
  const fetchNext = async (): Promise<void> => {
    const url = missing.shift();
    if (!url) return;
    await cache.add(url).catch(() => undefined);
    return fetchNext();
  };
  await Promise.all([fetchNext(), fetchNext(), fetchNext()]);
  await Promise.all([...cached].filter((u) => !appUrlSet.has(u)).map((u) => cache.delete(u)));
}

/**
 * One fill at a time: a CACHE_APP arriving while one runs (the page reloaded by the update prompt while the new
 * worker's activate fills the cache, a second tab) waits for it instead of fetching the same missing files again.
 */
let filling: Promise<void> | null = null;
const cacheApp = () => (filling ??= fillAppCache().finally(() => (filling = null)));

// A file of the app: from the cache when there, else from the network (and kept: it is hashed, so never stale).
registerRoute(
  ({ url }) => appUrlSet.has(url.href),
  async ({ request }) => {
    const cache = await caches.open(APP_CACHE);
    const hit = await cache.match(request);
    if (hit) return hit;
    const res = await fetch(request);
    if (res.ok) await cache.put(request, res.clone());
    return res;
  },
);

// A new version on a device that had the app cached brings its files up to date.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.has(APP_CACHE).then((had) => (had ? cacheApp() : undefined)));
});

// Any navigation (a reload on /jizhongHome, say) gets the cached shell; the API is never answered from here.
const shell = createHandlerBoundToURL('index.html');

// The home screen and the board get the shell with the boot script of the server's page (sync/product/boot-page.ts),
// which draws the device's picture of the screen as last left before the app's code has run, as the server's page does.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && SNAPSHOT_SCREENS.includes(url.pathname),
  async (options) => {
    const res = await shell(options);
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    const html = scriptsAfterPaint(await res.text(), true);
    return new Response(html, { status: res.status, statusText: res.statusText, headers });
  },
);
registerRoute(new NavigationRoute(shell, { denylist: [/^\/api\//] }));

// The page's update prompt asks the waiting worker to take over; a signed-in page asks for the rest of the app.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The sender may pass a port: it hears 'cached' once every file of the app is in the cache (an end-to-end test
  // waits for it before cutting the network; a device that just signed in is still fetching).
  if (event.data?.type === 'CACHE_APP') event.waitUntil(cacheApp().then(() => event.ports[0]?.postMessage('cached')));
});

// Web push (api/push): the payload is {title, body, url, tag?}; clicking opens the notification's route.
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

function readPush(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    return { body: event.data?.text() };
  }
}

/** A same-origin route only: a notification never opens another site. */
function routeOf(url: unknown): string {
  if (typeof url !== 'string' || !url) return '/';
  try {
    const u = new URL(url, self.location.origin);
    return u.origin === self.location.origin ? u.href : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  const data = readPush(event);
  const options: NotificationOptions = {
    body: data.body ?? '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: routeOf(data.url) },
    lang: 'zh-CN',
  };
  if (data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(data.title || '公寓管家', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = routeOf((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
      if (open) {
        const focused = await open.focus().catch(() => open);
        if (focused.url === target) return;
        const moved = await focused.navigate(target).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
