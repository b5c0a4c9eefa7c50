/**
 * Which database engine this process runs on, chosen once at start: PostgreSQL when DATABASE_URL is a postgres://
 * address (or DB_ENGINE=pg, as drizzle-kit's PostgreSQL config sets it), else the embedded SQLite file. The schema's
 * table objects are built for this engine when api/db/kit.ts is first loaded, so it cannot change later.
 */
export type Engine = 'sqlite' | 'pg';

export const isPostgresUrl = (url: string | undefined) => /^postgres(ql)?:\/\//.test(url ?? '');

export function engineOf(env: NodeJS.ProcessEnv): Engine {
  if (env.DB_ENGINE === 'pg' || env.DB_ENGINE === 'sqlite') return env.DB_ENGINE;
  return isPostgresUrl(env.DATABASE_URL) ? 'pg' : 'sqlite';
}

export const ENGINE: Engine = engineOf(process.env);
