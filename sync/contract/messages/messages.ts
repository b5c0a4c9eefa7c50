/**
 * The contract of /api/messages (spec part 4 "Message centre", /Message): any signed-in user, always and only their
 * own messages, 10 per page, newest first.
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, ms, obj, page, pageQuery } from '../kit';

/** Unread counts by message type (finance 0, lease 1, house 2, service 3, system 4) and their total. */
export const unread = obj({
  unreadTotal: int,
  financeNum: int,
  leaseNum: int,
  houseNum: int,
  serviceNum: int,
  sysNum: int,
});
export type Unread = z.infer<typeof unread>;

/** A message-centre entry. */
export const messageRow = obj({
  messageId: id,
  /** The screen the message is about ('' when none). */
  url: z.string(),
  msgType: int,
  title: z.string(),
  content: z.string(),
  isRead: int,
  gmtCreate: ms,
  /** gmtCreate as 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai. */
  createTime: z.string(),
});
export type MessageRow = z.infer<typeof messageRow>;

const msgType = z.coerce
  .number('消息类型不正确')
  .int('消息类型不正确')
  .min(0, '消息类型不正确')
  .max(4, '消息类型不正确');

export const messages = {
  list: route({
    method: 'GET',
    path: '/api/messages',
    query: z.object({
      msgType: msgType.optional(),
      isRead: z.coerce
        .number('已读状态只能是0或1')
        .int()
        .min(0, '已读状态只能是0或1')
        .max(1, '已读状态只能是0或1')
        .optional(),
      current: pageQuery.current,
      size: z.coerce.number().int().min(1).max(10, '每页最多10条').default(10),
    }),
    reply: page(messageRow),
  }),
  /** The header badge and the tabs. */
  unread: route({ method: 'GET', path: '/api/messages/unread', reply: unread }),
  /** Marks the listed messages read, or all of them (of one type); answers how many changed and the counts after. */
  read: route({
    method: 'POST',
    path: '/api/messages/read',
    body: z.union(
      [
        z
          .object({
            ids: z.array(z.string().trim().min(1).max(40), '请选择消息').min(1, '请选择消息').max(100, '一次最多100条'),
          })
          .strict(),
        z.object({ all: z.literal(true), msgType: msgType.optional() }).strict(),
      ],
      '请选择消息',
    ),
    reply: unread.extend({ changed: int }),
  }),
  /** Soft-deletes one of the user's messages; answers the unread counts after. */
  remove: route({ method: 'DELETE', path: '/api/messages/:id', reply: unread }),
};
