import { beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { makeHarness } from './harness';
import type { Harness } from './sync-helpers';
import { readKept, type PlanMode } from '../../api/db/read-aside';
import { rooms } from '../../api/houses/schema';

/**
 * api/db/read-aside.ts readKept: a select built once per shape with placeholders answers, for each set of values, what
 * the same select built with those values answers (on SQLite on the worker threads; on PostgreSQL as a named
 * statement of the pool or of the kept-plan connections, or an unnamed one; with `here` on SQLite on the request
 * loop's read connection), sees committed writes, and refuses a unit of work.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});

const p = (name: string) => sql.placeholder(name) as unknown as string;
const fields = { apartmentId: rooms.apartmentId, n: count() };
/** Live rooms of the organisation by apartment, of the apartments given (placeholders or values). */
const byApartment = (orgId: string, apartments: string[]) =>
  h.db
    .select(fields)
    .from(rooms)
    .where(and(eq(rooms.orgId, orgId), isNull(rooms.deletedAt), inArray(rooms.apartmentId, apartments)))
    .groupBy(rooms.apartmentId)
    .orderBy(rooms.apartmentId);

async function kept(orgId: string, apartments: string[], opts: { plan?: PlanMode; here?: boolean } = {}) {
  const shape = `read-kept test ${apartments.length}`;
  const names = apartments.map((_, i) => `a${i}`);
  const values = Object.fromEntries([['org', orgId], ...apartments.map((a, i) => [`a${i}`, a])]);
  const build = () => ({ fields, query: byApartment(p('org'), names.map(p)) });
  const rows = await readKept(h.db, shape, build, values, opts);
  return rows.map((r) => ({ apartmentId: r.apartmentId, n: Number(r.n) }));
}

describe('readKept', () => {
  it('answers each set of values as the select built with them does, with the kept plan or not', async () => {
    const all = await h.db
      .selectDistinct({ orgId: rooms.orgId, apartmentId: rooms.apartmentId })
      .from(rooms)
      .orderBy(rooms.orgId, rooms.apartmentId);
    const byOrg = new Map<string, string[]>();
    for (const r of all) byOrg.set(r.orgId, [...(byOrg.get(r.orgId) ?? []), r.apartmentId]);
    expect(byOrg.size).toBeGreaterThan(1);
    for (const [orgId, apartments] of byOrg)
      for (const some of [apartments, apartments.slice(0, 1)])
        for (const opts of [{}, { plan: 'generic' as const }, { plan: 'fresh' as const }, { here: true }]) {
          const expected = (await byApartment(orgId, some)).map((r) => ({ ...r, n: Number(r.n) }));
          expect(expected.length).toBe(some.length);
          expect(await kept(orgId, some, opts)).toEqual(expected);
        }
  });

  it('sees a write once it is committed', async () => {
    const [room] = await h.db.select().from(rooms).limit(1);
    const before = await kept(room!.orgId, [room!.apartmentId]);
    expect(await kept(room!.orgId, [room!.apartmentId], { here: true })).toEqual(before);
    await h.db.write(room!.orgId, (tx) => tx.update(rooms).set({ deletedAt: tx.now }).where(eq(rooms.id, room!.id)));
    const after = await kept(room!.orgId, [room!.apartmentId]);
    expect(after[0]!.n).toBe(before[0]!.n - 1);
    expect(await kept(room!.orgId, [room!.apartmentId], { here: true })).toEqual(after);
  });

  it('refuses a unit of work (it must see its own writes: build the select there instead)', async () => {
    const [room] = await h.db.select().from(rooms).limit(1);
    await expect(
      h.db.write(room!.orgId, (tx) =>
        readKept(tx, 'read-kept test tx', () => ({ fields, query: byApartment(room!.orgId, []) }), {}),
      ),
    ).rejects.toThrow('read handle');
  });
});
