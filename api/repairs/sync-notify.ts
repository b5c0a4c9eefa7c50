import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { AuthUser } from '../http/env';
import { notifyTenants } from '../notify';
import type { PushRequest, PushResponse } from '../../sync/protocol/protocol';
import type { RepairCompleteInput } from '../../sync/protocol/repair-mutations';
import { repairs } from './schema';
import { tenantNoticeOf, type ManagerAct } from './act';

/**
 * After a sync push: the tenants of the repairs a manager took or completed offline are pushed as the /repairs routes
 * push them (their inbox rows were written with the change, api/repairs/act.ts). Never throws.
 */
export async function tellTenantsOfSyncedRepairs(
  deps: Deps,
  user: Pick<AuthUser, 'orgId'>,
  req: PushRequest,
  res: PushResponse,
): Promise<void> {
  const applied = new Set(res.results.filter((r) => r.status === 'applied').map((r) => r.id));
  const acts = new Map<string, ManagerAct>();
  for (const m of req.mutations) {
    if (!applied.has(m.id)) continue;
    const a = m.args as RepairCompleteInput;
    if (m.name === 'repair.accept') acts.set(a.repairId, { action: 'accept' });
    if (m.name === 'repair.complete')
      acts.set(a.repairId, { action: 'complete', note: a.note ?? '', photoFileIds: a.photoFileIds });
  }
  if (!acts.size) return;
  try {
    const rows = await deps.db
      .select({ id: repairs.id, orgId: repairs.orgId, leaseId: repairs.leaseId, tdesc: repairs.tdesc })
      .from(repairs)
      .where(and(eq(repairs.orgId, user.orgId), inArray(repairs.id, [...acts.keys()])));
    const notices = rows.flatMap((r) => {
      const n = tenantNoticeOf(r, acts.get(r.id)!);
      return n ? [{ ...n, tag: `repair-${r.id}` }] : [];
    });
    await notifyTenants(deps, notices);
  } catch (err) {
    deps.log(`ERROR repair tenant push: ${(err as Error).message}`);
  }
}
