/**
 * Wire shapes of /api/locks and the simulated lock (issue 17; spec part 3 §2.2, §3 "Meter or lock", §4). States are
 * the named constants of sync/rules/hardware/lock-rules.ts; times epoch ms. A lock's secret never travels.
 */
import { z } from 'zod';
import { flag, id, int, obj, page } from '../kit';

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
