import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import { notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import type { TenantContext } from '../tenant/auth';
import { tenantMessages } from './schema';

const ofLease = (t: TenantContext) => and(eq(tenantMessages.orgId, t.orgId), eq(tenantMessages.leaseId, t.leaseId));

/** The lease's inbox, newest first, a page at a time, with its unread count. */
export async function inboxOf(db: Reader, t: TenantContext, q: { current: number; size: number }) {
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select()
      .from(tenantMessages)
      .where(ofLease(t))
      .orderBy(desc(tenantMessages.createdAt), desc(tenantMessages.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ total: count() }).from(tenantMessages).where(ofLease(t)),
    db
      .select({ unread: count() })
      .from(tenantMessages)
      .where(and(ofLease(t), isNull(tenantMessages.readAt))),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    content: r.content,
    url: r.url,
    createdAt: r.createdAt,
    read: r.readAt === null ? (0 as const) : (1 as const),
  }));
  return { ...pageOf(records, total, q.current, q.size), unread };
}

/** Marks one message of the lease read (another lease's: 404 as if missing), or all of them. */
export async function markRead(db: Db, now: number, t: TenantContext, messageId?: string) {
  const done = await db.write(t.orgId, (tx) =>
    tx
      .update(tenantMessages)
      .set({ readAt: now })
      .where(and(ofLease(t), isNull(tenantMessages.readAt), messageId ? eq(tenantMessages.id, messageId) : undefined))
      .returning({ id: tenantMessages.id }),
  );
  if (messageId && done.length === 0) {
    const [mine] = await db
      .select({ id: tenantMessages.id })
      .from(tenantMessages)
      .where(and(ofLease(t), eq(tenantMessages.id, messageId)))
      .limit(1);
    if (!mine) throw notFound('消息不存在');
  }
}
