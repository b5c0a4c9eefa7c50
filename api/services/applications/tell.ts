import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/store';
import { notifyTenants, postTenantMessages, type TenantMessage } from '../../notify';
import { shanghaiHm, shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { APPLICATION_STATUS_LABEL, type ApplicationStatus } from '../../../sync/rules/services/applications-rules';
import { applicationItems, type onlineApplications } from './schema';

type Application = typeof onlineApplications.$inferSelect;

/** The tenant page's link of the 在线申请 section. */
export const TENANT_APPLICATIONS_URL = '/tenant?s=services&tab=applications';

/** What the tenant is told of an application now in its state: '您预约的「会议室」11-26 14:00–16:00：成功'. */
function messageOf(a: Application, title: string): TenantMessage {
  const label = APPLICATION_STATUS_LABEL[a.status as ApplicationStatus] ?? '';
  return {
    orgId: a.orgId,
    leaseId: a.leaseId,
    kind: 'service',
    title: `在线申请${label}`,
    content: `您预约的「${title}」${shanghaiMinute(a.startTime)}–${shanghaiHm(a.endTime)}：${label}`,
    url: `${TENANT_APPLICATIONS_URL}&id=${a.id}`,
  };
}

/**
 * Runs `change` (a unit that moves applications to a new state and answers them) and tells each application's
 * tenant of it: the tenant inbox row inside the unit, the tenant push after the commit.
 */
export async function tellTenantsOf(
  deps: Deps,
  orgId: string,
  change: (tx: Tx) => Promise<Application[]>,
): Promise<Application[]> {
  const { changed, told } = await deps.db.write(orgId, async (tx) => {
    const changed = await change(tx);
    if (!changed.length) return { changed, told: [] };
    const items = await tx
      .select({ id: applicationItems.id, title: applicationItems.title })
      .from(applicationItems)
      .where(inArray(applicationItems.id, [...new Set(changed.map((a) => a.itemId))]));
    const titles = new Map(items.map((i) => [i.id, i.title]));
    const told = changed.map((a) => ({ ...messageOf(a, titles.get(a.itemId) ?? ''), tag: `application-${a.id}` }));
    await postTenantMessages(tx, tx.now, told);
    return { changed, told };
  });
  await notifyTenants(deps, told);
  return changed;
}
