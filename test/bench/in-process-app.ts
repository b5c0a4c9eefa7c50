/** The API on a database, called in process (app.request) as a client would call it over HTTP. */
import { createApp } from '../../api/app';
import type { Db } from '../../api/db/store';

export interface InProcess {
  db: Db;
  post: (path: string, json: unknown, token?: string) => Response | Promise<Response>;
  get: (path: string, token: string) => Response | Promise<Response>;
}

/** The app on `db` (uploads under `uploadsDir`, no logging): a JSON POST and a GET, with a session token or not. */
export function inProcessApp(db: Db, uploadsDir: string): InProcess {
  const app = createApp({ db, now: () => Date.now(), config: { uploadsDir, secureCookies: false }, log: () => {} });
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    db,
    post: (path, json, token) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(token) },
        body: JSON.stringify(json),
      }),
    get: (path, token) => app.request(path, { headers: auth(token) }),
  };
}
