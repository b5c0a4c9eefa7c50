/**
 * The picture a device keeps of its first screens (sync/product/screen-snapshots.ts): the home screen or the board as
 * the signed-in user left it, taken when the app leaves it (another screen opened, the app sent to the background,
 * the tab closed, a reload), so the next cold start draws it before any script has run (the boot script of
 * sync/product/boot-page.ts) and the app replaces it once its code is there (./takeover.ts).
 *
 * Kept in the storage that holds the session (a session that ends with the browser takes its pictures with it), and
 * wiped with the session (web/lib/session.ts clearSession: logout, an expired session, the next sign-in).
 */
import type { DataRouter as Router } from 'react-router-dom';
import { DESKTOP_QUERY } from '../lib/use-media';
import { sessionArea } from '../lib/session';
import {
  SNAPSHOT_KEY_PREFIX,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_SCREENS,
  type ScreenSnapshot,
} from '../../sync/product/screen-snapshots';

interface Place {
  pathname: string;
  search: string;
}

/** Something of the screen still loads (its code, or data it shows as a placeholder). */
const BUSY = '.route-fallback, [aria-busy="true"]';

/**
 * The picture of `root` showing `place` (a kept screen); 'busy' while part of it still loads (its older picture is
 * the better one); null when there is nothing to keep (too large, or a picture itself).
 */
export function takeSnapshot(root: HTMLElement, place: Place, now: number): ScreenSnapshot | 'busy' | null {
  if (root.hasAttribute('data-snapshot')) return 'busy';
  if (root.querySelector(BUSY)) return 'busy';
  const html = root.innerHTML;
  if (!html || html.length > SNAPSHOT_MAX_CHARS) return null;
  const wide = window.matchMedia(DESKTOP_QUERY).matches;
  return { search: place.search, media: DESKTOP_QUERY, wide, at: now, html };
}

/** Keeps the picture of `place` (the screen the page shows, or has just navigated away from) while signed in. */
function save(place: Place) {
  const root = document.getElementById('root');
  const area = sessionArea();
  if (!root || !area || !SNAPSHOT_SCREENS.includes(place.pathname)) return;
  const key = SNAPSHOT_KEY_PREFIX + place.pathname;
  try {
    const shot = takeSnapshot(root, place, Date.now());
    if (shot === 'busy') return;
    // Too large to keep now: the older picture would show what is no longer there.
    if (shot) area.setItem(key, JSON.stringify(shot));
    else area.removeItem(key);
  } catch {
    // Storage full or refused: no picture; the next start shows the loading state.
    area.removeItem(key);
  }
}

/**
 * Keeps the pictures for the page's life: on leaving a kept screen for another one (the router tells its subscribers
 * before React draws the next screen, so the page still shows the one left), and when the page is hidden.
 */
export function keepScreenSnapshots(router: Pick<Router, 'state' | 'subscribe'>): () => void {
  let shown: Place = { ...router.state.location };
  const stop = router.subscribe((state) => {
    const next = state.location;
    if (next.pathname === shown.pathname && next.search === shown.search) return;
    save(shown);
    shown = { pathname: next.pathname, search: next.search };
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save(shown);
  };
  const onPageHide = () => save(shown);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
  };
}
