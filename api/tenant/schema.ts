import { index, integer, table, text, uniqueIndex } from '../db/kit';
import { rowColumns } from '../db/columns';

/**
 * A tenant's personal link to the tenant page (issue 19.1): bound to one lease, handed over by the operator as
 * `/tenant#t=<token>`. Only the SHA-256 of the raw token is stored (hex, unique); the token is shown once. It works
 * while not revoked, before `expiresAt` (end of the lease's last day + 30 days, fixed at issue) and while the lease is
 * neither deleted nor checked out. Issuing a new link revokes the lease's previous one. Not versioned: `lastUsedAt`
 * is written as the tenant uses the page, without moving the organisation's change version.
 */
export const tenantLinks = table(
  'tenant_links',
  {
    ...rowColumns(),
    leaseId: text('lease_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by').notNull(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    lastUsedAt: integer('last_used_at'),
  },
  (t) => [
    uniqueIndex('tenant_links_token_uq').on(t.tokenHash),
    index('tenant_links_lease_idx').on(t.orgId, t.leaseId, t.createdAt),
  ],
);
