import type { Db } from './db/client';

export interface Config {
  /** Folder holding uploaded files. */
  uploadsDir: string;
  /** Secure cookies (behind HTTPS). */
  secureCookies: boolean;
}

/** What every feature receives: the database, the clock (epoch ms, injectable for tests) and the config. */
export interface Deps {
  db: Db;
  now: () => number;
  config: Config;
  log: (line: string) => void;
}
