import type { Db } from './db/store';

export interface Config {
  /** Folder holding uploaded files. */
  uploadsDir: string;
  /** Always mark cookies `Secure` (SECURE_COOKIES=1); otherwise only requests that came over HTTPS get them. */
  secureCookies: boolean;
  /** Believe the X-Forwarded-Proto of a reverse proxy (TRUST_PROXY=1): HTTPS there makes cookies `Secure`. */
  trustProxy?: boolean;
  /** Accept plain-http push endpoints on localhost/127.0.0.1 (tests, local push services). Default false. */
  allowInsecurePushEndpoints?: boolean;
  /** Rooms a page of the board holds at least (sync/rules/board/board-page.ts BOARD_PAGE_ROOMS unless given; tests shrink it). */
  boardPageRooms?: number;
}

/** What every feature receives: the database, the clock (epoch ms, injectable for tests) and the config. */
export interface Deps {
  db: Db;
  now: () => number;
  config: Config;
  log: (line: string) => void;
  /** The password check of a login (api/auth/password.ts's verifyPassword unless given; tests count its calls). */
  verifyPassword?: (password: string, stored: string) => Promise<boolean>;
}
