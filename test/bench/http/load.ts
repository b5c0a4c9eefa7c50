/**
 * Concurrent clients over HTTP with autocannon, from this (the load generator's) process against the server's own
 * process: `hammer()` keeps `connections` clients each sending the next request as soon as its reply came, for
 * `seconds` (or until `amount` requests are answered), and returns the latency percentiles (ms, from every reply's own
 * time: autocannon's histogram rounds to whole milliseconds) and the requests answered per second. A throughput figure
 * of a slow route wants `amount`: over a fixed time the requests still in flight at its end are not counted.
 */
import autocannon from 'autocannon';
import { ENCODINGS } from './client';

export interface Load {
  p50: number;
  p99: number;
  /** Requests answered per second over the run. */
  rps: number;
  requests: number;
}

/** The value at quantile `q` of sorted samples. */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** A request of a sequence each client repeats (autocannon's `requests`). */
export interface Step {
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
}

/** `target`: one path to GET, or a sequence of requests each client repeats (the latencies are of all of them). */
export function hammer(
  base: string,
  target: string | readonly Step[],
  token: string,
  opts: { connections: number; seconds: number; amount?: number },
): Promise<Load> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': ENCODINGS };
  const path = typeof target === 'string' ? target : target[0]!.path;
  const requests =
    typeof target === 'string'
      ? undefined
      : target.map((s) => ({
          method: s.method,
          path: s.path,
          ...(s.body === undefined
            ? { headers }
            : { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(s.body) }),
        }));
  const times: number[] = [];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: new URL(path, base).toString(),
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds }),
        headers,
        // `[<id>]` in a body becomes a new id in each request (a change that really changes something)
        ...(requests ? { requests, idReplacement: true } : {}),
      },
      (err, result) => {
        if (err) return reject(err instanceof Error ? err : new Error(String(err)));
        if (result.errors || result.non2xx)
          return reject(new Error(`${path}: ${result.errors} errors, ${result.non2xx} replies other than 2xx`));
        times.sort((a, b) => a - b);
        resolve({
          p50: quantile(times, 0.5),
          p99: quantile(times, 0.99),
          // autocannon's own duration is in whole seconds
          rps: result.requests.total / ((performance.now() - started) / 1000),
          requests: result.requests.total,
        });
      },
    );
    // (client, statusCode, resBytes, responseTime in ms)
    (instance as unknown as NodeJS.EventEmitter).on('response', (...args: unknown[]) => times.push(args[3] as number));
  });
}
