import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { shanghaiDateTime } from '../../sync/rules/common/shanghai-time';
import { messages } from './schema';
import type { z } from 'zod';
import type { MessageRow, messages as messagesContract } from '../../sync/contract/messages/messages';

export const MESSAGE_NOT_FOUND = '消息不存在';

type MessageFilter = z.output<typeof messagesContract.list.query>;

type Who = Pick<AuthUser, 'id' | 'orgId'>;

/** The user's own live messages matching the filter. */
const mine = (userId: string, f: Pick<MessageFilter, 'msgType' | 'isRead'> = {}) =>
  and(
    eq(messages.userId, userId),
    isNull(messages.deletedAt),
    f.msgType === undefined ? undefined : eq(messages.msgType, f.msgType),
    f.isRead === undefined ? undefined : eq(messages.isRead, f.isRead),
  );

/** A page of the user's messages (spec part 4 "Message"), newest first (ids are ULIDs, so id breaks ties in order). */
export async function listMessages(db: Reader, userId: string, f: MessageFilter) {
  const where = mine(userId, f);
  const [{ n: total }] = await db.select({ n: count() }).from(messages).where(where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records = rows.map((m): MessageRow => ({
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
export async function markRead(
  db: Db,
  user: Who,
  what: { ids: string[] } | { all: true; msgType?: number },
): Promise<number> {
  const scope =
    'ids' in what ? and(mine(user.id), inArray(messages.id, what.ids)) : mine(user.id, { msgType: what.msgType });
  const changed = await db.write(user.orgId, (tx) =>
    tx
      .update(messages)
      .set({ isRead: 1 })
      .where(and(scope, eq(messages.isRead, 0)))
      .returning({ id: messages.id }),
  );
  return changed.length;
}

/** Soft-deletes one of the user's messages; 404 '消息不存在' when it is not theirs or already deleted. */
export async function deleteMessage(db: Db, now: number, user: Who, id: string): Promise<void> {
  const deleted = await db.write(user.orgId, (tx) =>
    tx
      .update(messages)
      .set({ deletedAt: now })
      .where(and(mine(user.id), eq(messages.id, id)))
      .returning({ id: messages.id }),
  );
  if (deleted.length === 0) throw notFound(MESSAGE_NOT_FOUND);
}
