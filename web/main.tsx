import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import './app/global.css';
// The layout's styles with the entry's (one file less before a signed-in screen shows; small).
import './shell/shell.css';

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
