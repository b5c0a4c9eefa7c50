/** Wiping the offline lock keys from a user's device database (web/sync/db.ts, table lockKeys) at logout. */
import { Dexie } from 'dexie';
import { dbName, openSyncDb, type MetaRow } from './db';

/**
 * Wipes the offline lock keys of `userId` from this device (logout): they open doors, so they never outlive the
 * session, whatever happens to the user's unsynced changes. The next pull of the user brings them again.
 */
export async function wipeLockKeys(userId: string): Promise<void> {
  if (!(await Dexie.exists(dbName(userId)))) return;
  const db = openSyncDb(userId);
  try {
    await db.transaction('rw', [db.meta, db.lockKeys], async () => {
      await db.lockKeys.clear();
      await db.meta
        .where('key')
        .equals('state')
        .modify((m: MetaRow) => {
          m.keyDay = null;
        });
    });
  } finally {
    db.close();
  }
}
