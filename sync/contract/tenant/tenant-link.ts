/**
 * The contract of a lease's tenant link (issue 19.1), the operator's side: its status, issuing a new one (the raw link
 * is answered once, never stored) and revoking it. Permission leases; the lease must be visible to the user.
 */
import { z } from 'zod';
import { route } from '../route';
import { ms, nothing, obj } from '../kit';

/** The lease's live link (null when it has none working): when it was issued, last used, and stops working. */
const linkStatus = obj({
  issuedAt: ms,
  issuedByName: z.string(),
  lastUsedAt: ms.nullable(),
  expiresAt: ms,
}).nullable();
export type TenantLinkStatus = z.infer<typeof linkStatus>;

/** A new link: `${origin}/tenant#t=<token>`, shown once (text and QR code). */
const issued = obj({ url: z.string(), issuedAt: ms, expiresAt: ms });
export type IssuedTenantLink = z.infer<typeof issued>;

export const tenantLink = {
  status: route({ method: 'GET', path: '/api/leases/:leaseId/tenant-link', reply: linkStatus }),
  issue: route({ method: 'POST', path: '/api/leases/:leaseId/tenant-link', reply: issued }),
  revoke: route({ method: 'DELETE', path: '/api/leases/:leaseId/tenant-link', reply: nothing }),
};
