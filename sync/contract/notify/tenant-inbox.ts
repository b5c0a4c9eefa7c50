/**
 * The contract of the tenant page's 消息 (issue 19.4/19.5): the lease's inbox with read / unread, and the tenant's
 * web push on this device (bound to the tenant link). Every route answers 401 when the link no longer works.
 */
import { z } from 'zod';
import { route } from '../route';
import { flag, id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { push } from '../push/push';

const inboxRow = obj({
  id,
  /** NoticeKind: 'arrears', 'repair', 'notice', 'service'… */
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  /** A tenant page path ('/tenant?s=bills&id=…'), '' when none. */
  url: z.string(),
  createdAt: ms,
  read: flag,
});
export type InboxRow = z.infer<typeof inboxRow>;

const inboxPage = page(inboxRow).extend({ unread: int });

export const tenantInbox = {
  list: route({ method: 'GET', path: '/api/tenant/inbox', query: z.object({ ...pageQuery }), reply: inboxPage }),
  read: route({ method: 'POST', path: '/api/tenant/inbox/:messageId/read', reply: nothing }),
  readAll: route({ method: 'POST', path: '/api/tenant/inbox/read-all', reply: nothing }),
  pushKey: route({ method: 'GET', path: '/api/tenant/push/public-key', reply: obj({ publicKey: z.string() }) }),
  /** This device's subscription for the tenant's lease (bound to the link; another lease's device is refused). */
  subscribe: route({
    method: 'POST',
    path: '/api/tenant/push/subscriptions',
    body: push.subscribe.body,
    reply: obj({ id }),
  }),
  unsubscribe: route({
    method: 'DELETE',
    path: '/api/tenant/push/subscriptions',
    body: push.unsubscribe.body,
    reply: nothing,
  }),
};
