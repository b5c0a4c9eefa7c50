import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { apartments } from '../houses/schema';
import { visibleApartmentIds } from '../houses/scope';
import type { AuthUser } from '../http/env';
import { pictureUrls } from '../uploads/attached-pictures';
import type { NoticeListQuery, NoticeRow } from '../../sync/contract/notices/notices';
import {
  NOTICE_KIND_LABEL,
  NOTICE_MSG,
  noticeStatusText,
  type NoticeKindCode,
} from '../../sync/rules/notices/notice-rules';
import { notices } from './schema';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** The pictures of a notice (tenant and manager notices). */
export const NOTICE_PICTURE = 'notice';

/** The notices a user sees: their organisation's, not deleted, of the apartments visible to them. */
export const noticesSeenBy = (db: Pick<Reader, 'select'>, user: Who): SQL =>
  and(
    eq(notices.orgId, user.orgId),
    isNull(notices.deletedAt),
    inArray(notices.apartmentId, visibleApartmentIds(db, user)),
  )!;

/** The photos of each notice, in order: notice id → urls. */
export const noticePhotos = (db: Reader, orgId: string, ids: readonly string[]) =>
  pictureUrls(db, orgId, NOTICE_PICTURE, ids);

/** The list's rows of the notices matching `where`, newest first. */
async function noticeRows(db: Reader, orgId: string, where: SQL, limit: number, offset: number): Promise<NoticeRow[]> {
  const rows = await db
    .select({ n: notices, gyName: apartments.name })
    .from(notices)
    .innerJoin(apartments, eq(apartments.id, notices.apartmentId))
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit)
    .offset(offset);
  const photos = await noticePhotos(
    db,
    orgId,
    rows.map((r) => r.n.id),
  );
  return rows.map(({ n, gyName }) => ({
    id: n.id,
    gyId: n.apartmentId,
    gyName,
    kind: n.kind,
    kindName: NOTICE_KIND_LABEL[n.kind as NoticeKindCode] ?? '',
    title: n.title,
    devNameList: n.receivers,
    content: n.content,
    summary: n.summary,
    photos: photos.get(n.id) ?? [],
    isForever: n.isForever === 1 ? 1 : 0,
    keepTime: n.keepTime,
    createTime: n.createdAt,
    createdByName: n.createdByName,
    recalltime: n.recalledAt,
    status: n.status,
    statusName: noticeStatusText(n.status),
  }));
}

/** /onlineApplic (§2.7): the notices of the apartments the user sees, or of one apartment, 10 a page. */
export async function listNotices(db: Reader, user: Who, f: NoticeListQuery) {
  const where = and(noticesSeenBy(db, user), f.apartmentId ? eq(notices.apartmentId, f.apartmentId) : undefined)!;
  const [{ n }] = await db.select({ n: count() }).from(notices).where(where);
  return pageOf(await noticeRows(db, user.orgId, where, f.size, (f.current - 1) * f.size), n, f.current, f.size);
}

/** One notice as the list shows it, when the user sees it; else 404. */
export async function noticeRow(db: Reader, user: Who, noticeId: string): Promise<NoticeRow> {
  const [row] = await noticeRows(db, user.orgId, and(noticesSeenBy(db, user), eq(notices.id, noticeId))!, 1, 0);
  if (!row) throw notFound(NOTICE_MSG.notFound);
  return row;
}
