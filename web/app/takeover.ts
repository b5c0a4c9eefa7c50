import type { DataRouter as Router } from 'react-router-dom';

/**
 * The page may come with its first screen already drawn in #root (api/web.ts, from web/app/prerender.tsx). The app
 * then starts once the router has the screen's code, so it takes over the same markup (hydration) instead of showing
 * a loading state first; what the visitor did meanwhile is carried over (web/auth/drawn-form.ts).
 */
let submitted = false;
let holding = false;

const onSubmit = () => {
  submitted = true;
};

/**
 * The page's boot script (sync/product/boot-page.ts) noted a sign-in sent from the drawn form before this code ran:
 * take the note, and stop its listener (from here on, onSubmit listens).
 */
function takeBootNote() {
  const html = document.documentElement;
  if (html.hasAttribute('data-drawn-submit')) submitted = true;
  html.removeAttribute('data-drawn-submit');
  const boot = (window as { gongyuBootSubmit?: () => void }).gongyuBootSubmit;
  if (boot) document.removeEventListener('submit', boot, true);
}

/**
 * What the page shows when the app starts: nothing of the app's (or its loading state), a screen the build drew (to
 * take over in place), or a picture of the screen as last left (to draw anew over).
 */
export type Shown = 'none' | 'drawn' | 'picture';

/** How long a picture waits for the screen's data once the code is there, before the app shows its loading state. */
const PICTURE_WAITS_FOR_DATA_MS = 1500;

/**
 * Starts the app: at once, or (a drawn page) when the router has loaded the path's screen. `dataSettled`: the
 * screen's first data (./prefetch.ts), which a picture of the screen waits for, so the app replaces it with the
 * screen and its figures rather than with its loading placeholders.
 */
export function startWhenReady(
  root: HTMLElement,
  router: Pick<Router, 'state' | 'subscribe'>,
  start: (shown: Shown) => void,
  dataSettled: () => Promise<unknown> = () => Promise.resolve(),
) {
  // A picture of the screen as last left (the boot script drew it, ./screen-snapshot.ts): shown until the router has
  // the screen's code and its data is in (or a moment passed), then the app draws the screen anew over it.
  if (root.hasAttribute('data-snapshot')) {
    return whenInitialized(router, () => {
      const waited = new Promise((resolve) => setTimeout(resolve, PICTURE_WAITS_FOR_DATA_MS));
      void Promise.race([dataSettled(), waited]).then(() => {
        // The picture stays inert until the app's first commit replaces it (the render may take a while in slices).
        const replaced = new MutationObserver(() => {
          replaced.disconnect();
          root.removeAttribute('data-snapshot');
          root.inert = false;
        });
        replaced.observe(root, { childList: true });
        start('picture');
      });
    });
  }
  // Nothing drawn, or the loading state the app draws first anyway (its first render replaces it with the same).
  if (!root.firstElementChild || root.firstElementChild.classList.contains('route-fallback')) return start('none');
  // The drawn form cannot send itself (method="dialog" outside a dialog does nothing): the app's form sends it.
  holding = true;
  document.addEventListener('submit', onSubmit, true);
  takeBootNote();
  whenInitialized(router, () => start('drawn'));
}

/**
 * Runs `takeOver` once the router has loaded the path's screen, after a frame: the takeover is a long task on a slow
 * phone, and the drawn page is shown first.
 */
function whenInitialized(router: Pick<Router, 'state' | 'subscribe'>, takeOver: () => void) {
  const later = () => requestAnimationFrame(() => setTimeout(takeOver));
  if (router.state.initialized) return later();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    later();
  });
}

/** True once if the drawn form was submitted before the app's own form was there; stops listening. */
export function takeDrawnSubmit(): boolean {
  if (holding) document.removeEventListener('submit', onSubmit, true);
  holding = false;
  const was = submitted;
  submitted = false;
  return was;
}
