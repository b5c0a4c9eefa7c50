import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { pageOf } from '../../http/reply';
import { apartments, rooms } from '../../houses/schema';
import { visibleApartmentIds } from '../../houses/scope';
import type { ApplicationListQuery, ApplicationRow } from '../../../sync/contract/services/applications';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_LABEL,
  type ApplicationStatus,
} from '../../../sync/rules/services/applications-rules';
import { applicationItems, onlineApplications } from './schema';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/**
 * The applications a user sees: their organisation's, of the apartments visible to them; only those applying (申请中)
 * when `applying`. The ONE rule of the dashboard's 在线申请 (counted by apartment in api/dashboard/todo-counts.ts) and
 * of the /onlineAplly applications it opens (?tab=applications&status=0), so the counter and its list are one number.
 */
export function applicationsSeenBy(db: Pick<Reader, 'select'>, user: Who, applying: boolean): SQL {
  return and(
    eq(onlineApplications.orgId, user.orgId),
    inArray(onlineApplications.apartmentId, visibleApartmentIds(db, user)),
    applying ? eq(onlineApplications.status, APPLICATION_STATUS.applying) : undefined,
  )!;
}

/** The rows of applications, newest first, with the item's title, the apartment and the room. */
export async function applicationPage(db: Reader, where: SQL | undefined, current: number, size: number) {
  const [{ n }] = await db.select({ n: count() }).from(onlineApplications).where(where);
  const rows = await db
    .select({ a: onlineApplications, title: applicationItems.title, gyName: apartments.name, room: rooms.houseNumber })
    .from(onlineApplications)
    .innerJoin(applicationItems, eq(applicationItems.id, onlineApplications.itemId))
    .innerJoin(apartments, eq(apartments.id, onlineApplications.apartmentId))
    .leftJoin(rooms, eq(rooms.id, onlineApplications.roomId))
    .where(where)
    .orderBy(desc(onlineApplications.createdAt), desc(onlineApplications.id))
    .limit(size)
    .offset((current - 1) * size);
  const records: ApplicationRow[] = rows.map(({ a, title, gyName, room }) => ({
    applyId: a.id,
    applyInfoId: a.itemId,
    title,
    xqId: a.apartmentId,
    apartmentName: gyName,
    systemJyh: room ?? '',
    applyName: a.applyName,
    phone: a.phone,
    reason: a.reason,
    startTime: a.startTime,
    endTime: a.endTime,
    amount: a.amount,
    status: a.status,
    statusName: APPLICATION_STATUS_LABEL[a.status as ApplicationStatus] ?? '',
    createTime: a.createdAt,
    handledAt: a.handledAt,
    handledByName: a.handledByName,
  }));
  return pageOf(records, n, current, size);
}

/** /onlineAplly's applications: of an item (the detail dialog) or all, by apartment and status (申请中: the counter). */
export function listApplications(db: Reader, user: Who, f: ApplicationListQuery) {
  const where = and(
    applicationsSeenBy(db, user, f.status === APPLICATION_STATUS.applying),
    f.apartmentId ? eq(onlineApplications.apartmentId, f.apartmentId) : undefined,
    f.itemId ? eq(onlineApplications.itemId, f.itemId) : undefined,
    f.status !== undefined ? eq(onlineApplications.status, f.status) : undefined,
  );
  return applicationPage(db, where, f.current, f.size);
}
