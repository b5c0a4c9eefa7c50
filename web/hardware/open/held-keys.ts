/**
 * The offline lock keys this device holds for the signed-in user (web/sync/db.ts lockKeys, brought by the sync pull),
 * read through the table's indexes (an organisation of 20,000 rooms holds 40,000 keys: never all at once), and their
 * wipe at logout.
 */
import { useEffect, useState } from 'react';
import type { LockKey } from '../../../sync/protocol/protocol';
import { getSession } from '../../lib/session';
import { ensureSync, subscribeSync, syncUserFor } from '../../sync/use-sync';
import type { SyncRuntime } from '../../sync/runtime';

/** The signed-in user this device knows (the session and the remembered owner), or null. */
export const signedInUser = () => {
  const token = getSession()?.token;
  return token ? syncUserFor(token) : null;
};

async function runtime(): Promise<SyncRuntime | null> {
  const userId = signedInUser();
  return userId ? ensureSync(userId).catch(() => null) : null;
}

/** The held keys of a room's lock (every held day). */
export async function keysOfRoom(roomId: string): Promise<LockKey[]> {
  const rt = await runtime();
  return rt ? rt.db.lockKeys.where('roomId').equals(roomId).toArray() : [];
}

/** The rooms whose lock this device holds keys for, read again when a pull brought new keys. */
export function useRoomsWithKeys(): ReadonlySet<string> {
  const [rooms, setRooms] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    let live = true;
    let seen: string | null | undefined;
    const load = () =>
      void runtime()
        .then(async (rt) => {
          const day = rt?.engine.state.keyDay ?? null;
          if (!rt || day === seen) return;
          seen = day;
          const ids = (await rt.db.lockKeys.orderBy('roomId').uniqueKeys()) as string[];
          if (live) setRooms(new Set(ids));
        })
        .catch(() => undefined);
    load();
    const off = subscribeSync(load);
    return () => {
      live = false;
      off();
    };
  }, []);
  return rooms;
}

/** Wipes `userId`'s lock keys from this device (logout: keys open doors and never outlive the session). */
export async function forgetLockKeys(userId: string): Promise<void> {
  const { wipeLockKeys } = await import('../../sync/lock-keys-db');
  await wipeLockKeys(userId);
}
