/**
 * Whether a user's device store holds a completed sync, kept in localStorage (web/sync/runtime.ts keeps it up to date),
 * so a reload can draw the board from the store while it opens instead of asking the server first.
 */
const SYNCED_KEY = 'gongyu.sync.synced';

/** Remembers whether `userId`'s device store holds a completed sync. */
export function rememberSynced(userId: string, synced: boolean) {
  try {
    if (synced) localStorage.setItem(SYNCED_KEY, userId);
    else if (localStorage.getItem(SYNCED_KEY) === userId) localStorage.removeItem(SYNCED_KEY);
  } catch {
    /* storage blocked: the board asks the server until the store is open */
  }
}

/** Whether `userId`'s device store held a completed sync when last seen. */
export function rememberedSynced(userId: string): boolean {
  try {
    return localStorage.getItem(SYNCED_KEY) === userId;
  } catch {
    return false;
  }
}
