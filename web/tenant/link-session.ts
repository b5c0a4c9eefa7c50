import { tenantCall } from './tenant-api';
import { tenant } from '../../sync/contract/tenant/tenant';

/**
 * The `#t=<token>` of the link the operator handed over, read once: the address is replaced by /tenant (keeping
 * `?s=…`), so the token stays neither in the address bar nor in the history. Null when the page was opened without it.
 */
export function takeLinkToken(): string | null {
  const m = /(?:^#|&)t=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (!m) return null;
  history.replaceState(history.state, '', `/tenant${location.search}`);
  return m[1]!;
}

/** Exchanges the link's token for the tenant cookie (POST /api/tenant/session); nothing is stored by the page. */
export async function startSession(token: string): Promise<void> {
  await tenantCall(tenant.session, { json: { token } });
}
