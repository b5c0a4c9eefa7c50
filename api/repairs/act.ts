import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { uploads } from '../uploads/schema';
import { fileUrl } from '../uploads/store-upload';
import { postTenantMessages, type TenantMessage } from '../notify';
import { REPAIR_MSG, REPAIR_NEXT, REPAIR_STATUS, repairActionRefusal } from '../../sync/rules/repairs/repair-status';
import { repairs } from './schema';
import { visibleRepair } from './scope';
import { REPAIR_PHOTO } from './list';
import { tenantRepairUrl } from './tenant-url';
import { setPictures } from '../uploads/attached-pictures';

type Actor = Pick<AuthUser, 'id' | 'orgId' | 'userType' | 'name'>;

/** What a manager does to a repair (受理, 完成 with the work's photos, 取消 with a reason). */
export type ManagerAct =
  | { action: 'accept' }
  | { action: 'complete'; note: string; photoFileIds: readonly string[] }
  | { action: 'cancel'; reason: string };

const TOLD: Record<ManagerAct['action'], string> = {
  accept: '您的报修已受理',
  complete: '您的报修已完成',
  cancel: '您的报修已取消',
};

/** The photo ids that are not uploads of this user in the org (the device has not uploaded them yet). */
async function missingUploads(tx: Tx, user: Actor, fileIds: readonly string[]) {
  const found = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, [...fileIds]), eq(uploads.orgId, user.orgId), eq(uploads.userId, user.id)));
  const have = new Set(found.map((f) => f.id));
  return fileIds.filter((id) => !have.has(id));
}

/** What the tenant is told of a manager's act on their repair (null for a repair of no lease). */
export function tenantNoticeOf(
  r: Pick<typeof repairs.$inferSelect, 'id' | 'orgId' | 'leaseId' | 'tdesc'>,
  act: ManagerAct,
): TenantMessage | null {
  if (!r.leaseId) return null;
  const what = r.tdesc.slice(0, 30);
  const content =
    act.action === 'cancel'
      ? `${what}（原因：${act.reason}）`
      : act.action === 'complete' && act.note
        ? `${what}（${act.note}）`
        : what;
  return {
    orgId: r.orgId,
    leaseId: r.leaseId,
    kind: 'repair',
    title: TOLD[act.action],
    content,
    url: tenantRepairUrl(r.id),
  };
}

/**
 * A manager's action on a repair the user sees, in the caller's unit (the route's, or a synced mutation's): judged
 * against the CURRENT row by the shared rule (sync/rules/repairs/repair-status.ts: a repair the tenant cancelled
 * meanwhile refuses 租客已取消该报修), then written with the tenant's 消息 inbox row. Throws AppError on refusal
 * (404 REPAIR_MSG.notFound for one the user may not see). Returns the unit's version and the tenant's notice to push
 * after the commit (null for a repair of no lease).
 */
export async function actOnRepair(
  tx: Tx,
  now: number,
  user: Actor,
  repairId: string,
  act: ManagerAct,
): Promise<{ version: number; notice: TenantMessage | null }> {
  const r = await visibleRepair(tx, user, repairId);
  const refusal = repairActionRefusal(act.action, {
    status: r.status,
    cancelledByTenant: r.status === REPAIR_STATUS.cancelled && r.cancelledBy === null,
  });
  if (refusal) throw conflict(refusal);
  const by = { id: user.id, name: user.name };
  const change =
    act.action === 'accept'
      ? { acceptedAt: now, acceptedBy: by.id, acceptedByName: by.name }
      : act.action === 'complete'
        ? {
            completedAt: now,
            completedBy: by.id,
            completedByName: by.name,
            completeNote: act.note,
            ...(r.acceptedAt === null ? { acceptedAt: now, acceptedBy: by.id, acceptedByName: by.name } : {}),
          }
        : { cancelledAt: now, cancelledBy: by.id, cancelledByName: by.name, cancelReason: act.reason };
  if (act.action === 'complete') {
    if ((await missingUploads(tx, user, act.photoFileIds)).length) throw conflict(REPAIR_MSG.photoMissing);
    await setPictures(tx, r.orgId, REPAIR_PHOTO.done, r.id, act.photoFileIds.map(fileUrl));
  }
  // Only from the status judged: a change committed meanwhile makes this one write nothing, and it is refused.
  const [done] = await tx
    .update(repairs)
    .set({ status: REPAIR_NEXT[act.action], updatedAt: now, ...change })
    .where(and(eq(repairs.id, r.id), eq(repairs.status, r.status)))
    .returning({ version: repairs.version });
  if (!done) throw conflict(REPAIR_MSG.changed);
  const notice = tenantNoticeOf(r, act);
  if (notice) await postTenantMessages(tx, now, [notice]);
  return { version: done.version, notice };
}
