import { and, desc, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import type { Deps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { nextNumber } from '../db/numbers';
import { fileUrl } from '../uploads/store-upload';
import { MSG_TYPE, postMessages } from '../messages/post';
import { apartmentManagers } from '../jobs/apartment-managers';
import { notifyStaff, type StaffNotice } from '../notify';
import type { TenantContext } from '../tenant/auth';
import { REPAIR_MSG, REPAIR_STATUS, repairActionRefusal } from '../../sync/rules/repairs/repair-status';
import type { NewTenantRepair } from '../../sync/contract/repairs/tenant-repairs';
import type { RepairDetail } from '../../sync/contract/repairs/repairs';
import { repairs } from './schema';
import { detailsOf, REPAIR_PHOTO, repairsWithPlace } from './list';
import { apartmentRepairTypes } from './types';
import { asTenantUrl, notTenantUploads } from '../tenant/own-uploads';
import { setPictures } from '../uploads/attached-pictures';
import { PERMS } from '../../sync/product/permissions';

type Input = NewTenantRepair & { photoFileIds: string[] };

/** A tenant's repairs as the tenant page shows them: the lease's own, newest first, photos at tenant addresses. */
export async function tenantRepairList(db: Reader, tenant: TenantContext, repairId?: string): Promise<RepairDetail[]> {
  const found = await repairsWithPlace(db)
    .where(
      and(
        eq(repairs.orgId, tenant.orgId),
        eq(repairs.leaseId, tenant.leaseId),
        repairId ? eq(repairs.id, repairId) : undefined,
      ),
    )
    .orderBy(desc(repairs.createdAt), desc(repairs.id));
  const tenantUrl = (p: { id: string; url: string }) => ({ id: p.id, url: asTenantUrl(p.url) });
  return (await detailsOf(db, found)).map((d) => ({
    ...d,
    photos: d.photos.map(tenantUrl),
    donePhotos: d.donePhotos.map(tenantUrl),
  }));
}

/** What the apartment's managers are told of a repair (message centre in the unit, then their channels). */
function managerNotices(tenant: TenantContext, managerIds: readonly string[], title: string, repairId: string) {
  const body = `${tenant.apartmentName} ${tenant.houseNumber} ${tenant.tenantName}`;
  return managerIds.map((userId): StaffNotice => ({
    orgId: tenant.orgId,
    userId,
    kind: 'repair',
    title,
    body,
    url: '/repairs?open=1',
    tag: `repair-${repairId}`,
  }));
}

/**
 * A tenant files a repair (type from the apartment's types, description, photos they uploaded, preferred time): the
 * row with its number and photos and a message-centre entry for each of the apartment's managers in one unit; then
 * the managers' channels (web push, robot, SMS) at once.
 */
export async function createTenantRepair(deps: Deps, tenant: TenantContext, input: Input): Promise<RepairDetail> {
  const { db } = deps;
  const types = await apartmentRepairTypes(db, tenant.orgId, tenant.apartmentId);
  if (input.typeId ? !types.some((t) => t.id === input.typeId) : types.length > 0)
    throw badRequest(input.typeId ? REPAIR_MSG.typeMissing : '请选择报修类型');
  if ((await notTenantUploads(db, tenant, input.photoFileIds)).length) throw badRequest('图片不存在，请重新上传');
  const managers = await apartmentManagers(db, tenant.orgId, tenant.apartmentId, PERMS.repairs);
  const id = ulid(deps.now());
  const notices = managerNotices(tenant, managers, '新的报修', id).map((n) => ({
    ...n,
    body: `${n.body}：${input.tdesc}`,
  }));
  await db.write(tenant.orgId, async (tx) => {
    await tx.insert(repairs).values({
      id,
      orgId: tenant.orgId,
      apartmentId: tenant.apartmentId,
      roomId: tenant.roomId,
      leaseId: tenant.leaseId,
      systemJyh: await nextNumber(tx, tenant.orgId, 'BX', tx.now),
      applyName: tenant.tenantName,
      connectPhone: tenant.phone,
      typeId: input.typeId ?? null,
      tdesc: input.tdesc,
      appointmentTime: input.appointmentTime ?? null,
      status: REPAIR_STATUS.applying,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    await setPictures(tx, tenant.orgId, REPAIR_PHOTO.request, id, input.photoFileIds.map(fileUrl));
    await postMessages(tx, tx.now, notices.map(toMessage));
  });
  await notifyStaff(deps, notices);
  return (await tenantRepairList(db, tenant, id))[0]!;
}

const toMessage = (n: StaffNotice) => ({
  orgId: n.orgId,
  userId: n.userId,
  msgType: MSG_TYPE.service,
  title: n.title,
  content: n.body,
  url: n.url,
});

/** The tenant cancels their own repair while it is 申请中 (once taken, someone is on the way: 只能取消申请中的报修). */
export async function cancelTenantRepair(deps: Deps, tenant: TenantContext, repairId: string) {
  const db: Db = deps.db;
  const [r] = await db
    .select()
    .from(repairs)
    .where(and(eq(repairs.id, repairId), eq(repairs.orgId, tenant.orgId), eq(repairs.leaseId, tenant.leaseId)));
  if (!r) throw notFound(REPAIR_MSG.notFound);
  const refusal = repairActionRefusal('tenantCancel', {
    status: r.status,
    cancelledByTenant: r.status === REPAIR_STATUS.cancelled && r.cancelledBy === null,
  });
  if (refusal) throw conflict(refusal);
  const managers = await apartmentManagers(db, tenant.orgId, tenant.apartmentId, PERMS.repairs);
  const notices = managerNotices(tenant, managers, '租客已取消报修', r.id).map((n) => ({
    ...n,
    body: `${n.body}：${r.tdesc}`,
  }));
  await db.write(tenant.orgId, async (tx) => {
    const [done] = await tx
      .update(repairs)
      .set({
        status: REPAIR_STATUS.cancelled,
        cancelledAt: tx.now,
        cancelledBy: null,
        cancelledByName: tenant.tenantName,
        updatedAt: tx.now,
      })
      .where(and(eq(repairs.id, r.id), eq(repairs.status, REPAIR_STATUS.applying)))
      .returning({ id: repairs.id });
    if (!done) throw conflict(REPAIR_MSG.changed);
    await postMessages(tx, tx.now, notices.map(toMessage));
  });
  await notifyStaff(deps, notices);
}
