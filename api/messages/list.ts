import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { shanghaiDateTime } from '../../sync/shanghai-time';
import { messages } from './schema';

export const MESSAGE_NOT_FOUND = '消息不存在';

export interface MessageFilter {
  msgType?: number;
  isRead?: number;
  current: number;
  size: number;
}

/** The user's own live messages matching the filter. */
const mine = (userId: string, f: Pick<MessageFilter, 'msgType' | 'isRead'> = {}) =>
  and(
    eq(messages.userId, userId),
    isNull(messages.deletedAt),
    f.msgType === undefined ? undefined : eq(messages.msgType, f.msgType),
    f.isRead === undefined ? undefined : eq(messages.isRead, f.isRead),
  );

/** A page of the user's messages (spec part 4 "Message"), newest first (ids are ULIDs, so id breaks ties in order). */
export function listMessages(db: Db, userId: string, f: MessageFilter) {
  const where = mine(userId, f);
  const total = db.select({ n: count() }).from(messages).where(where).get()!.n;
  const rows = db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
    .all();
  const records = rows.map((m) => ({
    messageId: m.id,
    url: m.url,
    msgType: m.msgType,
    title: m.title,
    content: m.content,
    isRead: m.isRead,
    gmtCreate: m.createdAt,
    createTime: shanghaiDateTime(m.createdAt),
  }));
  return pageOf(records, total, f.current, f.size);
}

/**
 * Marks the user's messages read: the listed ids (others' or deleted ones are ignored), or all of them (optionally of
 * one type). Returns how many changed from unread to read.
 */
export function markRead(db: Db, userId: string, what: { ids: string[] } | { all: true; msgType?: number }): number {
  const scope = 'ids' in what ? and(mine(userId), inArray(messages.id, what.ids)) : mine(userId, { msgType: what.msgType });
  return db.update(messages).set({ isRead: 1 }).where(and(scope, eq(messages.isRead, 0))).run().changes;
}

/** Soft-deletes one of the user's messages; 404 '消息不存在' when it is not theirs or already deleted. */
export function deleteMessage(db: Db, now: number, userId: string, id: string) {
  const r = db.update(messages).set({ deletedAt: now }).where(and(mine(userId), eq(messages.id, id))).run();
  if (r.changes === 0) throw notFound(MESSAGE_NOT_FOUND);
}
