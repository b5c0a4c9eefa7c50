import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

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

/**
 * The first screen of a path as HTML, rendered at build time from the same components (web/app/build/prerender.ts),
 * for the server to put in the page (api/web.ts): the browser draws it before any script has run, and the app
 * replaces it with the same markup once its code is there (web/app/takeover.ts).
 */
export async function prerenderPages(): Promise<Record<string, string>> {
  globalThis.localStorage ??= emptyStorage();
  globalThis.sessionStorage ??= emptyStorage();
  const { default: LoginPage } = await import('../auth/LoginPage');
  const login = (path: string) =>
    renderToString(
      <MemoryRouter initialEntries={[path]}>
        <LoginPage />
      </MemoryRouter>,
    );
  return { '/login': login('/login'), '/login1': login('/login1') };
}
