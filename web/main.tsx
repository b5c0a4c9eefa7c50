import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { startWhenReady } from './app/takeover';
import { routeDataSettled } from './app/prefetch';
import { afterLoad } from './app/after-load';
import { keepScreenSnapshots } from './app/screen-snapshot';
import './app/global.css';
// With the entry's styles, one file less each before a signed-in screen shows (all small): the layout's, the home
// screen's, and the sync indicator's (the indicator loads after the first paint).
import './shell/shell.css';
import './dashboard/dashboard.css';
import './sync/sync.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
// A page the server sent drawn (the login form) is taken over in place once the router has its screen's code, keeping
// its elements (app/takeover.ts); a difference (another year in the footer) makes React draw it anew.
// Over a picture of the screen (app/screen-snapshot.ts), the first render may take its time in slices (a transition):
// the picture stays on show until it commits, and a phone's main thread is never held for the whole render at once.
startWhenReady(
  root,
  router,
  (shown) => {
    if (shown === 'drawn') hydrateRoot(root, app);
    else if (shown === 'picture') startTransition(() => createRoot(root).render(app));
    else createRoot(root).render(app);
  },
  routeDataSettled,
);
// The home screen and the board, as the user leaves them, drawn at once on the next cold start.
keepScreenSnapshots(router);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the page has loaded and the first screen has been drawn, so the worker's install does not compete with it;
  // the update prompt lives in its own chunk so the login page stays light.
  afterLoad(() => void import('./pwa/register-sw').then((m) => m.registerServiceWorker()));
}
