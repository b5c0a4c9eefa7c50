import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/store';
import { conflict, notFound } from '../http/errors';
import type { AuthUser } from '../http/env';
import { messages } from '../messages/schema';
import { tenantMessages } from '../notify/schema';
import { NOTICE_KIND, NOTICE_MSG, NOTICE_STATUS } from '../../sync/rules/notices/notice-rules';
import { noticesSeenBy } from './list';
import { notices, noticeTargets } from './schema';
import { staffNoticeUrl, tenantNoticeUrl } from './send';

/** The notice when the user sees it, else 404. */
async function seenNotice(db: Db, user: AuthUser, noticeId: string) {
  const [n] = await db
    .select({ id: notices.id, kind: notices.kind, status: notices.status })
    .from(notices)
    .where(and(eq(notices.id, noticeId), noticesSeenBy(db, user)));
  if (!n) throw notFound(NOTICE_MSG.notFound);
  return n;
}

/**
 * Takes a notice back from where it shows: the tenants' 公告 and 消息, the managers' message centre, and (its door
 * units owing their list again, handed over after the commit by api/hardware/push-owed.ts) the door units' screens.
 */
async function withdraw(tx: Tx, orgId: string, n: { id: string; kind: number }) {
  if (n.kind === NOTICE_KIND.device)
    await tx
      .update(noticeTargets)
      .set({ pending: 1, updatedAt: tx.now })
      .where(and(eq(noticeTargets.orgId, orgId), eq(noticeTargets.noticeId, n.id)));
  if (n.kind === NOTICE_KIND.tenant)
    await tx
      .delete(tenantMessages)
      .where(and(eq(tenantMessages.orgId, orgId), eq(tenantMessages.url, tenantNoticeUrl(n.id))));
  if (n.kind === NOTICE_KIND.manager)
    await tx
      .update(messages)
      .set({ deletedAt: tx.now })
      .where(and(eq(messages.orgId, orgId), eq(messages.url, staffNoticeUrl(n.id)), isNull(messages.deletedAt)));
}

/** 撤回 (§2.7): the notice becomes 已撤回 and disappears from tenants, managers and door units. */
export async function recallNotice(db: Db, user: AuthUser, noticeId: string) {
  const n = await seenNotice(db, user, noticeId);
  if (n.status === NOTICE_STATUS.recalled) throw conflict(NOTICE_MSG.alreadyRecalled);
  await db.write(user.orgId, async (tx) => {
    const [changed] = await tx
      .update(notices)
      .set({ status: NOTICE_STATUS.recalled, recalledAt: tx.now, recalledByName: user.name, updatedAt: tx.now })
      .where(and(eq(notices.id, n.id), eq(notices.status, n.status)))
      .returning({ id: notices.id });
    if (!changed) throw conflict(NOTICE_MSG.alreadyRecalled);
    await withdraw(tx, user.orgId, n);
  });
}

/** 删除 (§2.7, '确定要删除该条信息吗?'): gone from the list and, not recalled before, from where it showed. */
export async function deleteNotice(db: Db, user: AuthUser, noticeId: string) {
  const n = await seenNotice(db, user, noticeId);
  await db.write(user.orgId, async (tx) => {
    await tx.update(notices).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(notices.id, n.id));
    if (n.status !== NOTICE_STATUS.recalled) await withdraw(tx, user.orgId, n);
  });
}
