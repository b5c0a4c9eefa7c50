import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { conflict, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { apartments, rooms } from '../../houses/schema';
import { visibleApartmentIds } from '../../houses/scope';
import { notifyTenants, postTenantMessages } from '../../notify';
import type { ComplaintListQuery, ComplaintRow } from '../../../sync/contract/services/complaints';
import {
  COMPLAINT_KIND_LABEL,
  COMPLAINT_MSG,
  COMPLAINT_STATUS,
  COMPLAINT_STATUS_LABEL,
  type ComplaintKind,
} from '../../../sync/rules/services/complaints-rules';
import { SERVICE_PICTURE } from '../applications/pictures';
import { complaints } from './schema';
import { pictureUrls, dropPictures } from '../../uploads/attached-pictures';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** The tenant page's link of the 投诉建议 section. */
const TENANT_URL = '/tenant?s=services&tab=complaints';

/** The complaints a user sees: their organisation's, of the apartments visible to them. */
const complaintsSeenBy = (db: Pick<Reader, 'select'>, user: Who): SQL =>
  and(eq(complaints.orgId, user.orgId), inArray(complaints.apartmentId, visibleApartmentIds(db, user)))!;

/** A page of complaints, newest first; `url` rewrites the pictures' addresses (the tenant page's). */
export async function complaintPage(
  db: Reader,
  orgId: string,
  where: SQL | undefined,
  current: number,
  size: number,
  url: (u: string) => string = (u) => u,
) {
  const [{ n }] = await db.select({ n: count() }).from(complaints).where(where);
  const rows = await db
    .select({ c: complaints, gyName: apartments.name, room: rooms.houseNumber })
    .from(complaints)
    .innerJoin(apartments, eq(apartments.id, complaints.apartmentId))
    .leftJoin(rooms, eq(rooms.id, complaints.roomId))
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(size)
    .offset((current - 1) * size);
  const pics = await pictureUrls(
    db,
    orgId,
    SERVICE_PICTURE.complaint,
    rows.map((r) => r.c.id),
  );
  const records: ComplaintRow[] = rows.map(({ c, gyName, room }) => ({
    id: c.id,
    xqId: c.apartmentId,
    apartmentName: gyName,
    houseNumber: room ?? '',
    tenantName: c.tenantName,
    phone: c.phone,
    kind: c.kind,
    kindName: COMPLAINT_KIND_LABEL[c.kind as ComplaintKind] ?? '',
    title: c.title,
    desc: c.content,
    reply: c.reply,
    replyTime: c.replyTime,
    replyByName: c.replyByName,
    status: c.status === COMPLAINT_STATUS.replied ? 1 : 0,
    statusName: COMPLAINT_STATUS_LABEL[c.status] ?? '',
    pictures: (pics.get(c.id) ?? []).map(url),
    createTime: c.createdAt,
  }));
  return pageOf(records, n, current, size);
}

/** /complaintAdvice (§2.11): by apartment and replied or not. */
export function listComplaints(db: Reader, user: Who, f: ComplaintListQuery) {
  const where = and(
    complaintsSeenBy(db, user),
    f.apartmentId ? eq(complaints.apartmentId, f.apartmentId) : undefined,
    f.status !== undefined ? eq(complaints.status, f.status) : undefined,
  );
  return complaintPage(db, user.orgId, where, f.current, f.size);
}

async function visibleComplaint(db: Reader, user: Who, complaintId: string) {
  const [c] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), complaintsSeenBy(db, user)))
    .limit(1);
  if (!c) throw notFound(COMPLAINT_MSG.notFound);
  return c;
}

/**
 * 回复 (§4: once only, while not replied): the reply is kept with its time and author, and the tenant told in their
 * inbox (in the unit) and by push (after the commit).
 */
export async function replyComplaint(deps: Deps, user: AuthUser, complaintId: string, reply: string) {
  const c = await visibleComplaint(deps.db, user, complaintId);
  if (c.status === COMPLAINT_STATUS.replied) throw conflict(COMPLAINT_MSG.alreadyReplied);
  const kind = COMPLAINT_KIND_LABEL[c.kind as ComplaintKind] ?? '投诉/建议';
  const message = {
    orgId: c.orgId,
    leaseId: c.leaseId,
    kind: 'service' as const,
    title: `您的${kind}已回复`,
    content: `「${c.title}」：${reply}`,
    url: `${TENANT_URL}&id=${c.id}`,
  };
  await deps.db.write(user.orgId, async (tx) => {
    const done = await tx
      .update(complaints)
      .set({ status: COMPLAINT_STATUS.replied, reply, replyTime: tx.now, replyByName: user.name, updatedAt: tx.now })
      .where(and(eq(complaints.id, c.id), eq(complaints.status, COMPLAINT_STATUS.unreplied)))
      .returning({ id: complaints.id });
    if (!done.length) throw conflict(COMPLAINT_MSG.alreadyReplied);
    await postTenantMessages(tx, tx.now, [message]);
  });
  await notifyTenants(deps, [{ ...message, tag: `complaint-${c.id}` }]);
}

/** 删除 (§5 '确定要删除该条投诉/建议吗?'): the complaint and its pictures. */
export async function removeComplaint(deps: Deps, user: AuthUser, complaintId: string) {
  const c = await visibleComplaint(deps.db, user, complaintId);
  await deps.db.write(user.orgId, async (tx) => {
    await dropPictures(tx, user.orgId, SERVICE_PICTURE.complaint, [c.id]);
    await tx.delete(complaints).where(eq(complaints.id, c.id));
  });
}
