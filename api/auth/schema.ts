import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** One landlord business. */
export const orgs = sqliteTable('orgs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: integer('created_at').notNull(),
});

export const users = sqliteTable(
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
export const sessions = sqliteTable(
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

/** Failed logins per phone (whether or not an account exists, so the reply reveals nothing); pruned as they age. */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phone: text('phone').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('login_failures_phone_idx').on(t.phone, t.at)],
);

/** A phone locked after too many failures, until the given instant. */
export const loginLocks = sqliteTable('login_locks', {
  phone: text('phone').primaryKey(),
  lockedUntil: integer('locked_until').notNull(),
});
