import { and, desc, eq, exists, gte, isNull, ne, or } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { TenantContext } from '../tenant/auth';
import type { TenantNotice } from '../../sync/contract/notices/notices';
import { IS_FOR_ALL, IS_FOREVER, NOTICE_KIND, NOTICE_STATUS } from '../../sync/rules/notices/notice-rules';
import { noticePhotos } from './list';
import { notices, noticeTargets } from './schema';
import { asTenantUrl } from '../tenant/own-uploads';

/** The most notices the tenant page lists. */
const MAX = 50;

/**
 * The tenant notices a tenant sees: of their apartment, to everyone or to their room, not recalled nor deleted, and
 * still valid at `now` (long-term, or their day not over); `now` null: whatever their validity.
 */
const shownTo = (db: Pick<Reader, 'select'>, t: TenantContext, now: number | null) =>
  and(
    eq(notices.orgId, t.orgId),
    eq(notices.apartmentId, t.apartmentId),
    eq(notices.kind, NOTICE_KIND.tenant),
    ne(notices.status, NOTICE_STATUS.recalled),
    isNull(notices.deletedAt),
    now === null ? undefined : or(eq(notices.isForever, IS_FOREVER.longTerm), gte(notices.keepTime, now)),
    or(
      eq(notices.isForAll, IS_FOR_ALL.all),
      exists(
        db
          .select({ one: noticeTargets.id })
          .from(noticeTargets)
          .where(and(eq(noticeTargets.noticeId, notices.id), eq(noticeTargets.targetId, t.roomId))),
      ),
    ),
  );

/** The tenant page's 公告: newest first. */
export async function tenantNotices(db: Reader, t: TenantContext, now: number): Promise<TenantNotice[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(shownTo(db, t, now))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(MAX);
  const photos = await noticePhotos(
    db,
    t.orgId,
    rows.map((n) => n.id),
  );
  return rows.map((n) => ({
    id: n.id,
    title: n.title,
    summary: n.summary,
    content: n.content,
    photos: (photos.get(n.id) ?? []).map(asTenantUrl),
    createTime: n.createdAt,
    keepTime: n.keepTime,
  }));
}

/** Whether notice `id` is addressed to the tenant (its photos: api/tenant/file-rules.ts), expired or not. */
export async function noticeIsTenants(db: Reader, t: TenantContext, id: string) {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), shownTo(db, t, null)))
    .limit(1);
  return row !== undefined;
}
