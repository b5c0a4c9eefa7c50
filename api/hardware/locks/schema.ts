import { index, integer, table, text, uniqueIndex } from '../../db/kit';
import { changeColumns, rowColumns } from '../../db/columns';

/** Where a lock's row is: the lock, and its room and apartment (kept on the row so lists filter without a join). */
const lockPlace = () => ({
  lockId: text('lock_id').notNull(),
  apartmentId: text('apartment_id').notNull(),
  roomId: text('room_id').notNull(),
});

/**
 * A smart lock on a room's door (issue 17; spec part 3 §2.2, §3 "Meter or lock"). `sn` is the device id the
 * connector knows it by; `lockType` how it is reached (sync/rules/hardware/lock-rules.ts LOCK_TYPE); online state and
 * battery as the connector last said. `secret` is the lock's master secret for offline codes: it never leaves the
 * server (no reply or sync carries it; phones get day keys derived from it).
 */
export const locks = table(
  'locks',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    sn: text('sn').notNull(),
    name: text('name').notNull(),
    lockType: integer('lock_type').notNull(),
    gatewayId: text('gateway_id'),
    onlineStatus: integer('online_status').notNull().default(1),
    battery: integer('battery').notNull().default(100),
    lastSeenAt: integer('last_seen_at'),
    /** 1 while the lock has not taken its latest wanted state (it was out of reach): pushed again when it answers. */
    pushPending: integer('push_pending').notNull().default(0),
    secret: text('secret').notNull(),
    deletedAt: integer('deleted_at'),
  },
  (t) => [
    uniqueIndex('locks_sn_uq').on(t.sn),
    index('locks_org_apartment_idx').on(t.orgId, t.apartmentId),
    index('locks_room_idx').on(t.roomId),
  ],
);

/**
 * Who a lock knows (spec §3 "Lock user": uid, name, isFrozen): tenants with a door password (uid = the resident or
 * lease party id) and staff allowed offline codes (uid = the user id). `frozen` per LOCK_FROZEN; `removedAt` when the
 * user left the lock (check-out, permission removed).
 */
export const lockUsers = table(
  'lock_users',
  {
    ...rowColumns(),
    ...changeColumns(),
    lockId: text('lock_id').notNull(),
    uid: text('uid').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    leaseId: text('lease_id'),
    frozen: integer('frozen').notNull().default(0),
    /** Who froze a frozen user (FREEZE_SOURCE): the arrears job unfreezes only its own freezes once paid. */
    frozenBy: text('frozen_by'),
    removedAt: integer('removed_at'),
  },
  (t) => [uniqueIndex('lock_users_lock_uid_uq').on(t.lockId, t.uid), index('lock_users_lease_idx').on(t.leaseId)],
);

/**
 * A password given out on a lock (spec §2.4 "Lock password record"): admin, tenant or temporary, valid from/to. The
 * code itself is only on the lock and shown once to whoever asked for it. `revokedAt` when taken back.
 */
export const lockPasswords = table(
  'lock_passwords',
  {
    ...rowColumns(),
    ...changeColumns(),
    ...lockPlace(),
    uid: text('uid').notNull(),
    userName: text('user_name').notNull(),
    phone: text('phone').notNull().default(''),
    passwordType: integer('password_type').notNull(),
    /** The 6-digit code, as the lock holds it: shown only to whoever gave it out, never in lists. */
    code: text('code').notNull(),
    startAt: integer('start_at').notNull(),
    endAt: integer('end_at').notNull(),
    leaseId: text('lease_id'),
    remark: text('remark').notNull().default(''),
    createdBy: text('created_by'),
    revokedAt: integer('revoked_at'),
  },
  (t) => [
    index('lock_passwords_org_created_idx').on(t.orgId, t.createdAt),
    index('lock_passwords_lock_idx').on(t.lockId),
    index('lock_passwords_lease_idx').on(t.leaseId),
  ],
);

/**
 * An opening of a lock (spec §2.4 "Lock-open records", §3 "Open record"): by card, QR code, Bluetooth, network,
 * password or offline code (OPEN_TYPE), with its result (OPEN_RESULT) and, for staff in a rented room, the reason.
 * `source` says who reported it (RECORD_SOURCE): a phone's offline code is recorded when it syncs (`mutationId`) and
 * confirmed when the lock's own report arrives (`eventId`), matched by lock, user and time step.
 */
export const lockOpenRecords = table(
  'lock_open_records',
  {
    ...rowColumns(),
    ...changeColumns(),
    ...lockPlace(),
    openedAt: integer('opened_at').notNull(),
    openType: integer('open_type').notNull(),
    result: integer('result').notNull(),
    uid: text('uid'),
    userName: text('user_name').notNull().default(''),
    reason: text('reason').notNull().default(''),
    source: text('source').notNull(),
    codeStep: integer('code_step'),
    mutationId: text('mutation_id'),
    eventId: text('event_id'),
  },
  (t) => [
    index('lock_open_records_lock_idx').on(t.lockId, t.openedAt),
    uniqueIndex('lock_open_records_mutation_uq').on(t.mutationId),
    uniqueIndex('lock_open_records_event_uq').on(t.eventId),
  ],
);

/** A freeze or unfreeze of a lock user (/getLockFrozenRecord): by hand or by the arrears job (FREEZE_SOURCE). */
export const lockFreezeRecords = table(
  'lock_freeze_records',
  {
    ...rowColumns(),
    ...changeColumns(),
    ...lockPlace(),
    uid: text('uid').notNull(),
    userName: text('user_name').notNull(),
    frozen: integer('frozen').notNull(),
    source: text('source').notNull(),
    remark: text('remark').notNull().default(''),
    operatorName: text('operator_name').notNull().default(''),
    at: integer('at').notNull(),
  },
  (t) => [index('lock_freeze_records_org_at_idx').on(t.orgId, t.at)],
);

/**
 * Offline-code keys given to a user's phone: one row per user and Shanghai day, naming the apartments whose locks'
 * keys it got, so the server knows every code that may still be live. Period codes a phone made are recorded in
 * lock_period_codes when it syncs.
 */
export const lockKeyGrants = table(
  'lock_key_grants',
  {
    ...rowColumns(),
    userId: text('user_id').notNull(),
    day: text('day').notNull(),
    apartmentIds: text('apartment_ids').notNull(),
    lockCount: integer('lock_count').notNull(),
  },
  (t) => [uniqueIndex('lock_key_grants_user_day_uq').on(t.userId, t.day)],
);

export const lockPeriodCodes = table(
  'lock_period_codes',
  {
    ...rowColumns(),
    ...changeColumns(),
    ...lockPlace(),
    issuerId: text('issuer_id').notNull(),
    forName: text('for_name').notNull(),
    fromAt: integer('from_at').notNull(),
    untilAt: integer('until_at').notNull(),
    reason: text('reason').notNull().default(''),
    issuedAt: integer('issued_at').notNull(),
    mutationId: text('mutation_id').notNull(),
  },
  (t) => [
    uniqueIndex('lock_period_codes_mutation_uq').on(t.mutationId),
    index('lock_period_codes_lock_idx').on(t.lockId),
  ],
);
