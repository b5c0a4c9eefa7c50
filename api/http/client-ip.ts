import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The client's address for the per-client limits: the socket's peer address, or — behind a reverse proxy the operator
 * trusts (TRUST_PROXY=1) — the last X-Forwarded-For entry, the one that proxy added (earlier entries are the client's
 * own word). 'unknown' when there is neither (app.request in tests without TRUST_PROXY).
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1]!;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
