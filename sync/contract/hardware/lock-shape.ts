/**
 * Wire shapes of /api/locks and the simulated lock (issue 17; spec part 3 §2.2, §3 "Meter or lock", §4). States are
 * the named constants of sync/rules/hardware/lock-rules.ts; times epoch ms. A lock's secret never travels.
 */
import { z } from 'zod';
import { flag, id, int, ms, obj, page } from '../kit';

/** A row of the lock tab (§2.2 columns: room, name, identifier, online state, residence state). */
export const lockRow = obj({
  lockId: id,
  sn: z.string(),
  name: z.string(),
  apartmentId: id,
  apartmentName: z.string(),
  houseId: id,
  houseNumber: z.string(),
  floor: int,
  /** LOCK_TYPE: 1 gateway, 2 cloud. */
  lockType: int,
  lockTypeName: z.string(),
  /** LOCK_ONLINE: 0 offline, 1 online (as the connector last said). */
  onlineStatus: int,
  battery: int,
  /** 1 when the battery is at or below LOW_BATTERY. */
  lowBattery: flag,
  /** The room is rented (1) or not (0). */
  isRent: flag,
  /** Lock users frozen now. */
  frozenUsers: int,
});
export type LockRow = z.infer<typeof lockRow>;
export const lockPage = page(lockRow);

/** A manager the unified admin password can be given to (§3 "Manager": pkId, name). */
export const lockManagers = z.array(obj({ pkId: id, name: z.string(), phone: z.string() }));

export const lockTypes = z.array(obj({ lockType: int, name: z.string() }));

/** A room of the add-lock dialog (§2.2: selection ignores rows whose isExist is 1, i.e. the room has a lock). */
export const lockRoomRow = obj({ houseId: id, houseNumber: z.string(), floor: int, isExist: flag });
export const lockRoomPage = page(lockRoomRow);

export const addedLocks = obj({ locks: z.array(obj({ lockId: id, sn: z.string(), houseId: id })) });

/** A remote opening's result: opened, the lock is out of reach, or it answered but did not open. */
export const openReply = obj({ result: z.enum(['opened', 'offline', 'failed']), recordId: id });

/** The simulated lock's keypad answer (the route other checks use: exactly this shape). */
export const keypadReply = obj({ opened: z.boolean(), reason: z.string() });

export const simLockState = obj({ sn: z.string(), online: z.boolean(), battery: int, clockOffsetMs: int });

/** A lock user (§3 "Lock user": uid, name, isFrozen): a tenant with a password or a member of staff. */
export const lockUser = obj({
  uid: id,
  name: z.string(),
  phone: z.string(),
  /** LOCK_USER_KIND: 'tenant' | 'staff'. */
  kind: z.string(),
  kindName: z.string(),
  /** LOCK_FROZEN: 0 not frozen, 1 frozen. */
  isFrozen: int,
});
export const lockUsers = z.array(lockUser);

/** A password just given out: shown once to whoever asked; `pending` while the lock has not taken it yet. */
export const passwordReply = obj({ password: z.string(), locks: int, pending: int });

/** A row of /suoJiLu (§2.4 "Lock-open request list", §3 "Open record"). */
export const openRecordRow = obj({
  recordId: id,
  lockId: id,
  sn: z.string(),
  doorName: z.string(),
  apartmentName: z.string(),
  houseNumber: z.string(),
  openedAt: ms,
  /** OPEN_TYPE and its label. */
  openType: int,
  openTypeName: z.string(),
  /** OPEN_RESULT: 0 failed, 1 opened, 2 waiting for the lock's report. */
  result: int,
  resultName: z.string(),
  userName: z.string(),
  reason: z.string(),
  source: z.string(),
  sourceName: z.string(),
});
export const openRecordPage = page(openRecordRow);

/** A row of /lockPswRecord (§2.4 "Lock password record", §3). */
export const passwordRecordRow = obj({
  passwordId: id,
  apartmentName: z.string(),
  houseNumber: z.string(),
  userName: z.string(),
  phone: z.string(),
  uid: id,
  /** PASSWORD_VALID: 0 valid, 1 expired or revoked. */
  isInvalid: int,
  startTime: ms,
  endTime: ms,
  createTime: ms,
  passwordType: int,
  passwordTypeName: z.string(),
  remark: z.string(),
});
export const passwordRecordPage = page(passwordRecordRow);

/** A row of /getLockFrozenRecord. */
export const frozenRecordRow = obj({
  recordId: id,
  apartmentName: z.string(),
  houseNumber: z.string(),
  userName: z.string(),
  /** 1 frozen, 0 unfrozen. */
  frozen: int,
  source: z.string(),
  sourceName: z.string(),
  remark: z.string(),
  operatorName: z.string(),
  at: ms,
});
export const frozenRecordPage = page(frozenRecordRow);
