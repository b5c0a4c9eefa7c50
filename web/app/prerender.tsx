import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ALL_ROUTES } from '../../sync/product/menu';
import { RouteFallback } from './RouteFallback';

/** Storage as a first visit has it (empty): the screens read the session and the remembered phone while rendering. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

/** What the build draws (web/app/build/prerender.ts writes it as prerender.json; api/web.ts reads it). */
export interface Drawn {
  /** Path → its whole first screen (the login form): shown, then taken over in place (web/app/takeover.ts). */
  screens: Record<string, string>;
  /** The loading state the app draws first on the signed-in paths, so the page shows it before the scripts run. */
  loading: { html: string; paths: string[] };
}

/**
 * The first screen of a path as HTML, rendered at build time from the same components (web/app/build/prerender.ts),
 * for the server to put in the page (api/web.ts): the browser draws it before any script has run, and the app
 * takes it over once its code is there (web/app/takeover.ts).
 */
export async function prerenderPages(): Promise<Drawn> {
  globalThis.localStorage ??= emptyStorage();
  globalThis.sessionStorage ??= emptyStorage();
  const { default: LoginPage } = await import('../auth/LoginPage');
  const login = (path: string) =>
    renderToString(
      <MemoryRouter initialEntries={[path]}>
        <LoginPage />
      </MemoryRouter>,
    );
  return {
    screens: { '/login': login('/login'), '/login1': login('/login1') },
    // Every signed-in route shows the router's loading state first (web/app/router.tsx hydrateFallbackElement).
    loading: { html: renderToString(<RouteFallback />), paths: ALL_ROUTES.map((r) => r.path) },
  };
}
