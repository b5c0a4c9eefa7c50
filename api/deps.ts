import type { Db } from './db/client';

export interface Config {
  /** Folder holding uploaded files. */
  uploadsDir: string;
  /** Secure cookies (behind HTTPS). */
  secureCookies: boolean;
  /** Accept plain-http push endpoints on localhost/127.0.0.1 (tests, local push services). Default false. */
  allowInsecurePushEndpoints?: boolean;
}

/** What every feature receives: the database, the clock (epoch ms, injectable for tests) and the config. */
export interface Deps {
  db: Db;
  now: () => number;
  config: Config;
  log: (line: string) => void;
}
