import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The origin the operator reached the API at (behind a reverse proxy its X-Forwarded-Host/Proto), so a link made for
 * someone else's phone (a payment QR code, a tenant's personal link) opens there. Shown only to whoever asked for it.
 */
export function baseUrlOf(c: Context<AppEnv>): string {
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  if (host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host)) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
    return `${proto}://${host}`;
  }
  return new URL(c.req.url).origin;
}
