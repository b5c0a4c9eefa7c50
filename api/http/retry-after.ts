import type { Context } from 'hono';
import { AppError } from './errors';

/** A 429 refusal of a rate limit that tells the client when to come back (a Retry-After header, in seconds). */
export class TooManyAttempts extends AppError {
  constructor(
    msg: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, msg);
  }
}

/** Runs `work`; a TooManyAttempts refusal gets its Retry-After header before the error reply is written. */
export async function retryAfter<T>(c: Context, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TooManyAttempts) c.header('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}
