import { autoId, index, integer, table, text, uniqueIndex } from '../db/kit';

/** One landlord business. */
export const orgs = table('orgs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: integer('created_at').notNull(),
});

export const users = table(
  'users',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id),
    /** The login account: a mainland mobile number, unique across the product. */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 0 boss, 1 manager, 2 staff. */
    userType: integer('user_type').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    email: text('email'),
    picture: text('picture'),
    /** 0 valid, 1 disabled (part 4 §3). */
    isUsable: integer('is_usable').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deletedAt: integer('deleted_at'),
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.phone), index('users_org_idx').on(t.orgId)],
);

/** Sessions: only a SHA-256 of the random token is stored. */
export const sessions = table(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orgId: text('org_id').notNull(),
    remember: integer('remember').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Login attempts, counted before the password is checked (api/auth/throttle.ts): per phone and client address, with
 * the outcome once known (null while the check runs, 0 failed, 1 the password was right). Whether or not an account
 * exists, so the reply reveals nothing; rows older than the window are pruned as new attempts come.
 */
export const loginAttempts = table(
  'login_attempts',
  {
    id: autoId('id'),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    at: integer('at').notNull(),
    ok: integer('ok'),
  },
  (t) => [index('login_attempts_phone_idx').on(t.phone, t.at), index('login_attempts_ip_idx').on(t.ip, t.at)],
);

/**
 * One row per rate-limit key (a phone, a client address, api/auth/limit-lock.ts). A unit of work that counts the
 * attempts of a key first upserts the key's row: on PostgreSQL that row stays locked until the unit commits, so
 * concurrent attempts of one key are counted one after the other in every API process (SQLite has one writer anyway).
 * `at` is the last time the key was taken; rows unused for a while are pruned.
 */
export const limitLocks = table('limit_locks', {
  key: text('key').primaryKey(),
  at: integer('at').notNull(),
});
