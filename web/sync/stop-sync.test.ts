import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ensureSync, SIGNING_OUT, stopSync } from './use-sync';

/**
 * Logout stops the sync before it wipes the offline lock keys; nothing on the page may open it again meanwhile (a
 * screen asking for the held keys of a room did, and its first pull brought the keys back after the wipe).
 */
describe('stopSync', () => {
  it('refuses to open the sync again on this page once stopped', async () => {
    stopSync();
    await expect(ensureSync('user-1')).rejects.toThrow(SIGNING_OUT);
    await expect(ensureSync('user-2')).rejects.toThrow(SIGNING_OUT);
  });
});
