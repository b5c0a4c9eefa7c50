import type { AfterCommit } from '../db/store';
import { lockDriver } from './locks/connector';
import { oweAllLocks, pushOwedLocks } from './locks/push-lock';
import { accessDriver } from './access/connector';
import { pushOwedDoors } from './access/push-doors';
import { deliverOwedNotices } from '../notices/device-delivery';

/** Tables whose writes may leave a lock owed its state (a tenant's password issued or revoked, a user frozen). */
const LOCK_TABLES = ['locks', 'lock_users', 'lock_passwords'];
/**
 * Tables whose writes may change which staff may open an organisation's locks (an account disabled, a role's
 * permissions, a user's roles or projects): every lock of the organisation is then owed its list of users.
 */
const STAFF_TABLES = ['users', 'roles', 'role_actions', 'user_roles', 'user_projects'];
/** Tables whose writes may leave a door device owed its state (who may open it). */
const DOOR_TABLES = ['access_devices', 'access_grants', 'access_apartment_devices', 'access_passes'];
/** Tables whose writes may leave a door unit owed its notices (one sent or recalled; the unit back in reach). */
const NOTICE_TABLES = ['notice_targets', 'notices', 'access_devices'];

/**
 * After a unit committed (api/db/after-commit.ts): the locks and door devices it left owed their state are handed it
 * now, whichever route or job wrote it (a lease taking effect, a check-out, a payment, a permission edited, a member
 * of staff losing the lock permission: the locks refuse their offline codes as soon as they are reached). A device
 * out of reach stays owed and catches up when it next answers.
 */
export const pushOwedHardware: AfterCommit = async (db, orgId, touched, now) => {
  const staffChanged = STAFF_TABLES.some((t) => touched.has(t));
  if (staffChanged) await oweAllLocks(db, orgId);
  if (staffChanged || LOCK_TABLES.some((t) => touched.has(t))) await pushOwedLocks(db, lockDriver(db, now), now, orgId);
  if (DOOR_TABLES.some((t) => touched.has(t))) await pushOwedDoors(db, accessDriver(db, now), now(), orgId);
  if (NOTICE_TABLES.some((t) => touched.has(t))) await deliverOwedNotices(db, accessDriver(db, now), orgId);
};
