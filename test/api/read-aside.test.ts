import { beforeEach, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { makeHarness } from './harness';
import type { Harness } from './sync-helpers';
import { readAside } from '../../api/db/read-aside';
import { rooms } from '../../api/houses/schema';

/**
 * api/db/read-aside.ts: a read sent aside (on SQLite on a worker thread with a connection of its own) answers what
 * the same query awaited answers, sees every committed write, fails like a query, and inside a unit of work reads
 * the unit's own writes.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});

const roomsByApartment = () => {
  const fields = { apartmentId: rooms.apartmentId, n: count(), rent: sql<number>`sum(${rooms.rentCost})` };
  return { fields, query: h.db.select(fields).from(rooms).groupBy(rooms.apartmentId).orderBy(rooms.apartmentId) };
};

describe('readAside', () => {
  it('answers the rows the query answers awaited, keyed by its fields', async () => {
    const { fields, query } = roomsByApartment();
    const aside = await readAside(h.db, fields, query);
    const awaited = await roomsByApartment().query;
    expect(aside.length).toBeGreaterThan(1);
    expect(aside.map((r) => ({ apartmentId: r.apartmentId, n: Number(r.n), rent: Number(r.rent) }))).toEqual(
      awaited.map((r) => ({ apartmentId: r.apartmentId, n: Number(r.n), rent: Number(r.rent) })),
    );
  });

  it('answers many reads asked at once, each its own', async () => {
    const all = await h.db.select({ id: rooms.id, houseNumber: rooms.houseNumber }).from(rooms).limit(12);
    const answers = await Promise.all(
      all.map((r) => {
        const fields = { houseNumber: rooms.houseNumber };
        return readAside(h.db, fields, h.db.select(fields).from(rooms).where(eq(rooms.id, r.id)));
      }),
    );
    expect(answers.map(([row]) => row!.houseNumber)).toEqual(all.map((r) => r.houseNumber));
  });

  it('sees a write once it is committed', async () => {
    const [room] = await h.db.select().from(rooms).limit(1);
    const fields = { remark: rooms.remark };
    const read = () => readAside(h.db, fields, h.db.select(fields).from(rooms).where(eq(rooms.id, room!.id)));
    await read();
    await h.db.write(room!.orgId, (tx) => tx.update(rooms).set({ remark: '旁读' }).where(eq(rooms.id, room!.id)));
    expect(await read()).toEqual([{ remark: '旁读' }]);
  });

  it('inside a unit of work reads what the unit wrote before it commits', async () => {
    const [room] = await h.db.select().from(rooms).limit(1);
    const seen = await h.db.write(room!.orgId, async (tx) => {
      await tx.update(rooms).set({ remark: '未提交' }).where(eq(rooms.id, room!.id));
      const fields = { remark: rooms.remark };
      return readAside(tx, fields, tx.select(fields).from(rooms).where(eq(rooms.id, room!.id)));
    });
    expect(seen).toEqual([{ remark: '未提交' }]);
  });

  it('fails as the query fails, and the next read is answered', async () => {
    const bad = { n: sql<number>`no_such_function(1)` };
    await expect(readAside(h.db, bad, h.db.select(bad).from(rooms))).rejects.toThrow(/no_such_function/);
    const fields = { n: count() };
    const [row] = await readAside(h.db, fields, h.db.select(fields).from(rooms));
    expect(Number(row!.n)).toBeGreaterThan(0);
  });
});
