import { index, integer, table, text, uniqueIndex } from '../db/kit';
import { rowColumns } from '../db/columns';

/**
 * The server's VAPID key pair when it is not given by the environment: made once on first need and kept, so
 * browser subscriptions (bound to the public key) survive restarts. One row, id 'default', organisation-independent.
 */
export const pushVapidKeys = table('push_vapid_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: integer('created_at').notNull(),
});

/**
 * One browser push subscription (one user on one device). The endpoint is unique: subscribing it again (another
 * account signed in on the same device) moves it to that user. `failures` counts consecutive failed sends.
 */
export const pushSubscriptions = table(
  'push_subscriptions',
  {
    ...rowColumns(),
    userId: text('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), used to encrypt payloads (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    lastSuccessAt: integer('last_success_at'),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
