import type { Harness } from '../harness';

/** Issues a tenant link for a lease through the operator route; the raw token (the link's `#t=` part). */
export async function issueTenantLink(h: Harness, bossToken: string, leaseId: string): Promise<string> {
  const r = await h.call('POST', `/api/leases/${leaseId}/tenant-link`, { token: bossToken });
  if (r.status !== 200) throw new Error(`tenant link of ${leaseId}: ${r.text}`);
  const url = r.json.data.url as string;
  return url.slice(url.indexOf('#t=') + 3);
}

/** The headers of a tenant page request made with a link's token. */
export const tenantHeaders = (token: string) => ({ authorization: `Tenant ${token}` });
