import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../../../api/db/store';
import { locks } from '../../../api/hardware/locks/schema';
import { offlineKey, oneTimeCode, stepOf } from '../../../sync/rules/hardware/lock-codes';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import type { Harness } from '../harness';

/** The live lock on a room (the demo puts one on every 东湖 and 西城 room). */
export async function lockOfRoom(db: Reader, roomId: string) {
  const [lock] = await db
    .select()
    .from(locks)
    .where(and(eq(locks.roomId, roomId), isNull(locks.deletedAt)))
    .limit(1);
  return lock;
}

export async function lockById(db: Reader, lockId: string) {
  const [lock] = await db.select().from(locks).where(eq(locks.id, lockId)).limit(1);
  return lock;
}

/** Someone at the door keys `code` into the simulated lock `sn`: the keypad route's whole reply. */
export const keyIn = (h: Harness, sn: string, code: string) =>
  h.call('POST', `/api/simulator/locks/${sn}/keypad`, { json: { code } });

/** What the simulated lock `sn` answers to `code`. */
export async function keypad(h: Harness, sn: string, code: string) {
  return (await keyIn(h, sn, code)).json.data as { opened: boolean; reason: string };
}

/** The one-time code user `uid`'s phone shows for a lock at the harness's clock (today's key, this time step). */
export async function phoneCodeOf(h: Harness, lockId: string, uid: string) {
  const now = h.deps.now();
  return oneTimeCode(offlineKey((await lockById(h.db, lockId)).secret, uid, shanghaiToday(now)), stepOf(now));
}
