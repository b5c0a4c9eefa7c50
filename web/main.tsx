import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import './app/global.css';
// With the entry's styles, one file less each before a signed-in screen shows (all small): the layout's, the home
// screen's, and the sync indicator's (the indicator loads after the first paint).
import './shell/shell.css';
import './dashboard/dashboard.css';
import './sync/sync.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the page has loaded, so the worker's install does not compete with the first screen; the update prompt lives
  // in its own chunk so the login page stays light.
  window.addEventListener('load', () => void import('./pwa/register-sw').then((m) => m.registerServiceWorker()), {
    once: true,
  });
}
