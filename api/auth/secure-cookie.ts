import type { Context } from 'hono';
import type { AppEnv } from '../http/env';

/**
 * Whether a cookie set in this reply is marked `Secure`: always with SECURE_COOKIES=1, else when the request came over
 * HTTPS — its own URL, or, behind a proxy the operator trusts (TRUST_PROXY=1), the proxy's X-Forwarded-Proto.
 */
export function secureCookie(c: Context<AppEnv>): boolean {
  const { config } = c.var.deps;
  if (config.secureCookies) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!config.trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
