import { eq } from 'drizzle-orm';
import type { Db } from '../../db/store';
import type { LockDriver } from './connector';
import { visibleLock, type Who } from './access';
import { locks } from './schema';

/** Takes a lock off a room (after the screen's confirmation): kept as removed in the records, forgotten by the vendor. */
export async function removeLock(db: Db, driver: LockDriver, user: Who, lockId: string) {
  const lock = await visibleLock(db, user, lockId);
  await db.write(user.orgId, (tx) =>
    tx.update(locks).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(locks.id, lock.id)),
  );
  await driver.remove(lock.sn);
}
