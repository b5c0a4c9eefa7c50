import { index, integer, table, text } from '../../../../db/kit';

/**
 * The simulated locks' own memory (LOCK_DRIVER=simulator): what a real lock keeps inside itself and a vendor's cloud
 * keeps for it. Not the product's data: the product reaches it only through the connector (../driver.ts).
 * users / passwords / lastStep are JSON (KeypadUser[], KeypadPassword[] with passwordId, Record<uid, step>).
 */
export const simLocks = table(
  'sim_locks',
  {
    sn: text('sn').primaryKey(),
    orgId: text('org_id').notNull(),
    lockType: integer('lock_type').notNull(),
    secret: text('secret').notNull(),
    online: integer('online').notNull().default(1),
    battery: integer('battery').notNull().default(100),
    clockOffsetMs: integer('clock_offset_ms').notNull().default(0),
    users: text('users').notNull().default('[]'),
    passwords: text('passwords').notNull().default('[]'),
    lastStep: text('last_step').notNull().default('{}'),
    wrong: integer('wrong').notNull().default(0),
    lockedUntil: integer('locked_until').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('sim_locks_org_idx').on(t.orgId)],
);

/** What the simulated locks reported and the product has not taken yet (a lock out of reach keeps its events). */
export const simLockEvents = table(
  'sim_lock_events',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    sn: text('sn').notNull(),
    at: integer('at').notNull(),
    /** The LockEvent as JSON. */
    body: text('body').notNull(),
    taken: integer('taken').notNull().default(0),
    /** 1: the gateway or the vendor's cloud reports it (a lock gone offline), so it arrives while the lock is out of reach. */
    viaCloud: integer('via_cloud').notNull().default(0),
  },
  (t) => [index('sim_lock_events_org_idx').on(t.orgId, t.taken, t.at)],
);
