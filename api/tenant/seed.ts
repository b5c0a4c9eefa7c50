import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { DemoContext } from '../seed/context';
import type { DemoLease } from '../leases/seed';
import { hashToken } from '../auth/sessions';
import { leases } from '../leases/schema';
import { linkExpiresAt } from '../../sync/rules/tenant/tenant-link';
import { tenantLinks } from './schema';

/**
 * The demo's tenant link (issue 19.7), so the tenant page can be opened at once: `/tenant#t=` + this token shows a 西城
 * tenant with overdue bills (西城 takes scan-to-pay). Demo data only, like the demo accounts' published password.
 */
export const DEMO_TENANT_TOKEN = 'demo-tenant-xicheng-in-arrears-2026';

/** The link of the first 西城 lease in arrears, issued by the boss. */
export async function seedTenantLinks(ctx: DemoContext, made: readonly DemoLease[]) {
  const west = ctx.apartments['西城公寓'];
  for (const d of made.filter((m) => m.kind === 'arrears')) {
    const [lease] = await ctx.db.select().from(leases).where(eq(leases.id, d.leaseId)).limit(1);
    if (!lease || lease.apartmentId !== west) continue;
    await ctx.db.write(ctx.orgId, (tx) =>
      tx.insert(tenantLinks).values({
        id: ulid(ctx.now),
        orgId: ctx.orgId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
        leaseId: lease.id,
        tokenHash: hashToken(DEMO_TENANT_TOKEN),
        createdBy: ctx.users.boss,
        expiresAt: linkExpiresAt(lease.endDate),
      }),
    );
    return;
  }
}
