import { dialect } from '../db/dialect';
import { conflict } from '../http/errors';

/**
 * Runs a unit of work whose duplicate check rests on a unique index: when the index refuses the write (two requests
 * raced, possibly in two processes), the caller gets the same 409 `msg` as the check would have given, never a 500.
 * Wrap the whole `db.write(…)`: on PostgreSQL the failed statement aborts its transaction.
 */
export async function uniqueOr<T>(msg: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (dialect.isUniqueViolation(e)) throw conflict(msg);
    throw e;
  }
}
