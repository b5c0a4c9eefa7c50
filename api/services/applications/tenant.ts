import { and, asc, eq, getTableColumns, gte, inArray, isNull, lt, gt } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Deps } from '../../deps';
import type { Reader } from '../../db/store';
import { badRequest, conflict, notFound } from '../../http/errors';
import { apartments } from '../../houses/schema';
import type { TenantContext } from '../../tenant/auth';
import type { BookBody } from '../../../sync/contract/services/applications-tenant';
import { PERMS } from '../../../sync/product/permissions';
import { shanghaiHm, shanghaiMinute, shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import {
  APPLICATION_MSG,
  APPLICATION_STATUS,
  bookingAmount,
  bookingProblem,
} from '../../../sync/rules/services/applications-rules';
import { applicationItems, onlineApplications } from './schema';
import { itemRows } from './items';
import { applicationPage } from './list';
import { asTenantUrl } from '../../tenant/own-uploads';
import { staffTelling } from './managers';

/** Where the staff told of a booking land: /onlineAplly's applications, 申请中 (where the dashboard's 在线申请 lands). */
const STAFF_URL = '/onlineAplly?tab=applications&status=0';

/** The tenant page's 在线申请: the live items of the tenant's apartment whose last bookable date has not passed. */
export async function tenantItems(db: Reader, now: number, t: TenantContext) {
  const rows = await db
    .select({ ...getTableColumns(applicationItems), apartmentName: apartments.name })
    .from(applicationItems)
    .innerJoin(apartments, eq(apartments.id, applicationItems.apartmentId))
    .where(
      and(
        eq(applicationItems.orgId, t.orgId),
        eq(applicationItems.apartmentId, t.apartmentId),
        isNull(applicationItems.deletedAt),
        gte(applicationItems.endDate, shanghaiToday(now)),
      ),
    )
    .orderBy(asc(applicationItems.startDate), asc(applicationItems.id))
    .limit(100);
  return itemRows(db, t.orgId, rows, asTenantUrl);
}

/** The tenant's own applications (their lease's), newest first. */
export const tenantApplicationPage = (db: Reader, t: TenantContext, current: number, size: number) =>
  applicationPage(
    db,
    and(eq(onlineApplications.orgId, t.orgId), eq(onlineApplications.leaseId, t.leaseId)),
    current,
    size,
  );

/**
 * A tenant books an item of their apartment (§4: applying): within its bookable dates, not in the past, not over a
 * time another booking of the item holds (applying or approved). The apartment's staff of 在线申请 are told: a
 * message-centre entry in the unit, then push and their other channels.
 */
export async function bookItem(deps: Deps, t: TenantContext, body: BookBody) {
  const { db } = deps;
  const [item] = await db
    .select()
    .from(applicationItems)
    .where(
      and(
        eq(applicationItems.id, body.applyInfoId),
        eq(applicationItems.orgId, t.orgId),
        eq(applicationItems.apartmentId, t.apartmentId),
        isNull(applicationItems.deletedAt),
      ),
    )
    .limit(1);
  if (!item) throw notFound(APPLICATION_MSG.itemNotFound);
  const problem = bookingProblem(item, body.startTime, body.endTime, deps.now());
  if (problem) throw badRequest(problem);
  const when = `${shanghaiMinute(body.startTime)}–${shanghaiHm(body.endTime)}`;
  const tell = await staffTelling(
    deps,
    { orgId: t.orgId, apartmentId: t.apartmentId, perm: PERMS.onlineApplications },
    {
      title: '新的在线申请',
      content: `${t.apartmentName} ${t.houseNumber} ${t.tenantName} 申请「${item.title}」${when}`,
      url: STAFF_URL,
    },
  );
  const id = await db.write(t.orgId, async (tx) => {
    const [taken] = await tx
      .select({ id: onlineApplications.id })
      .from(onlineApplications)
      .where(
        and(
          eq(onlineApplications.itemId, item.id),
          inArray(onlineApplications.status, [APPLICATION_STATUS.applying, APPLICATION_STATUS.success]),
          lt(onlineApplications.startTime, body.endTime),
          gt(onlineApplications.endTime, body.startTime),
        ),
      )
      .limit(1);
    if (taken) throw conflict(APPLICATION_MSG.overlaps);
    const id = ulid(tx.now);
    await tx.insert(onlineApplications).values({
      id,
      orgId: t.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      itemId: item.id,
      apartmentId: t.apartmentId,
      roomId: t.roomId,
      leaseId: t.leaseId,
      applyName: t.tenantName,
      phone: t.phone,
      reason: body.reason,
      startTime: body.startTime,
      endTime: body.endTime,
      amount: bookingAmount(item.price, body.startTime, body.endTime),
      status: APPLICATION_STATUS.applying,
    });
    await tell.post(tx);
    return id;
  });
  await tell.push(`application-${id}`);
  const page = await applicationPage(db, eq(onlineApplications.id, id), 1, 1);
  return page.records[0]!;
}

/** The tenant cancels their own application while it is applying (§4); nobody else needs telling. */
export async function cancelOwnApplication(deps: Deps, t: TenantContext, applyId: string) {
  const mine = and(
    eq(onlineApplications.id, applyId),
    eq(onlineApplications.orgId, t.orgId),
    eq(onlineApplications.leaseId, t.leaseId),
  );
  const [a] = await deps.db.select({ status: onlineApplications.status }).from(onlineApplications).where(mine);
  if (!a) throw notFound(APPLICATION_MSG.applicationNotFound);
  const changed = await deps.db.write(t.orgId, (tx) =>
    tx
      .update(onlineApplications)
      .set({ status: APPLICATION_STATUS.cancelled, handledAt: tx.now, handledByName: t.tenantName, updatedAt: tx.now })
      .where(and(mine, eq(onlineApplications.status, APPLICATION_STATUS.applying)))
      .returning(),
  );
  if (!changed.length) throw conflict(APPLICATION_MSG.notApplying);
}
