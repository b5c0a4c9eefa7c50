import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { offices } from '../admin/schema';
import { openSqlite } from './sqlite';

/**
 * api/db/sqlite-turns.ts: better-sqlite3 answers synchronously, so the SQLite store makes awaited statements give the
 * event loop a turn (each read of the reader; a unit's statements once it has held the loop for a slice). Work waiting
 * on the loop runs in between, and the statements still answer and fail as before.
 */
const NOW = Date.parse('2026-11-22T02:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'sqlite-turns-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** An empty, migrated SQLite file of its own (this file runs in the unit project, on SQLite only). */
const empty = () => openSqlite(join(dir, `${ulid()}.db`), { now: () => NOW, effects: async () => {} });
const office = (name: string) => ({ id: ulid(), orgId: 'org-a', kind: 1, name, createdAt: NOW, updatedAt: NOW });

/** A flag set by the event loop's next check phase: it is set only once the awaiting code gives the loop a turn. */
function waiting() {
  const seen = { ran: false };
  setImmediate(() => (seen.ran = true));
  return seen;
}

/** Holds the event loop for `ms`, as a long run of synchronous statements would. */
function hold(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('SQLite statements give the event loop turns', () => {
  it('each awaited read starts in a turn of its own; a failing one still rejects', async () => {
    const db = await empty();
    const seen = waiting();
    expect(await db.select({ n: count() }).from(offices)).toEqual([{ n: 0 }]);
    expect(seen.ran).toBe(true);
    await expect(db.select({ x: sql`no_such_function()` }).from(offices)).rejects.toThrow(/no_such_function/);
    // Run synchronously (not awaited), a statement answers at once.
    expect(db.select({ n: count() }).from(offices).all()).toEqual([{ n: 0 }]);
    await db.close();
  });

  it('a unit that has held the loop for a slice lets waiting work in, its transaction still whole', async () => {
    const db = await empty();
    let seenMidway: boolean | undefined;
    let readMidway: unknown;
    await db.write('org-a', async (tx) => {
      const seen = waiting();
      await tx.insert(offices).values(office('甲公司'));
      hold(20);
      await tx.insert(offices).values(office('乙公司'));
      seenMidway = seen.ran;
      readMidway = await db.select({ n: count() }).from(offices); // the reader: nothing committed yet
    });
    expect(seenMidway).toBe(true);
    expect(readMidway).toEqual([{ n: 0 }]);
    expect(await db.select({ n: count() }).from(offices)).toEqual([{ n: 2 }]);

    // A statement failing after a turn fails the unit, and the unit is rolled back whole.
    await expect(
      db.write('org-a', async (tx) => {
        await tx.insert(offices).values(office('丙公司'));
        hold(20);
        await tx.insert(offices).values({ ...office('丁公司'), id: (await tx.select().from(offices))[0]!.id });
      }),
    ).rejects.toThrow();
    expect(await db.select({ n: count() }).from(offices)).toEqual([{ n: 2 }]);
    await db.close();
  });
});
