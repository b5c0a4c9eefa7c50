import { index, integer, table, text, uniqueIndex } from '../db/kit';

/**
 * A user's own choice of channels (issue 19.4). No row: the defaults (notify/channels.ts CHANNEL_DEFAULTS). The message
 * centre is always on and has no switch. 1 on, 0 off.
 */
export const notifyUserSettings = table('notify_user_settings', {
  userId: text('user_id').primaryKey(),
  orgId: text('org_id').notNull(),
  push: integer('push').notNull().default(1),
  robot: integer('robot').notNull().default(1),
  sms: integer('sms').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * The organisation's group robot (one per organisation: a WeCom or DingTalk group of its managers), set by an admin
 * (permission systemSettings). robotKind '' when none; robotSecret the DingTalk signing secret ('' when unsigned).
 */
export const notifyOrgSettings = table('notify_org_settings', {
  orgId: text('org_id').primaryKey(),
  robotKind: text('robot_kind').notNull().default(''),
  robotWebhook: text('robot_webhook').notNull().default(''),
  robotSecret: text('robot_secret').notNull().default(''),
  updatedBy: text('updated_by').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * What the simulated connectors (NOTIFY_ROBOT_DRIVER / NOTIFY_SMS_DRIVER = simulator, the default) would have sent:
 * channel 'robot' (target: the webhook's kind, body: the JSON posted) or 'sms' (target: the phone, body: the text).
 * userId: the user an SMS is for, '' for a robot post (one per group).
 */
export const notifySimSends = table(
  'notify_sim_sends',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull().default(''),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('notify_sim_sends_org_idx').on(t.orgId, t.createdAt)],
);

/**
 * The tenant page's 消息 inbox: one row per message to a lease (its tenant link's holder). readAt null while unread.
 * dedupeKey (optional, unique per organisation): a message that must go out at most once, e.g. an arrears reminder
 * 'arrears:<billId>:<Shanghai day>'.
 */
export const tenantMessages = table(
  'tenant_messages',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    leaseId: text('lease_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    url: text('url').notNull().default(''),
    dedupeKey: text('dedupe_key'),
    readAt: integer('read_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('tenant_messages_lease_idx').on(t.leaseId, t.createdAt),
    uniqueIndex('tenant_messages_dedupe_uq').on(t.orgId, t.dedupeKey),
  ],
);

/**
 * A tenant's browser push subscription, bound to the tenant link it was made with: it is used only while that link
 * works (not revoked, not expired, lease live), so revoking the link silences it. The endpoint is unique.
 */
export const tenantPushSubscriptions = table(
  'tenant_push_subscriptions',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    leaseId: text('lease_id').notNull(),
    linkId: text('link_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    lastSuccessAt: integer('last_success_at'),
    failures: integer('failures').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('tenant_push_subscriptions_endpoint_uq').on(t.endpoint),
    index('tenant_push_subscriptions_lease_idx').on(t.leaseId),
  ],
);
