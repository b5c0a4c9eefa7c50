import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { offices, roles } from '../../api/admin/schema';
import { changeCounters } from '../../api/db/columns';
import { ENGINE } from '../../api/db/engine';
import type { Db, Tx } from '../../api/db/store';
import { freshDatabase } from '../support/databases';

/** The unit of work (api/db/unit.ts) on this run's engine, on an empty migrated database. */
const NOW = Date.parse('2026-11-22T02:00:00Z');
const empty = () => freshDatabase(null, { now: () => NOW, effects: async () => {} });

const office = (orgId: string, name: string) => ({ id: ulid(), orgId, kind: 1, name, createdAt: NOW, updatedAt: NOW });
const officeOf = async (db: Db, id: string) => (await db.select().from(offices).where(eq(offices.id, id)))[0];
const counterOf = async (db: Db, orgId: string) =>
  (await db.select().from(changeCounters).where(eq(changeCounters.orgId, orgId)))[0]?.value;

describe(`unit of work on ${ENGINE}`, () => {
  it('stamps the unit version on every insert and update of a synced table, one version per unit, per organisation', async () => {
    const db = await empty();
    const a = office('org-a', '甲公司');
    const b = office('org-a', '乙公司');
    const v1 = await db.write('org-a', async (tx) => {
      await tx.insert(offices).values([a, b]);
      return tx.version;
    });
    expect(v1).toBe(1);
    expect((await officeOf(db, a.id)).version).toBe(1);
    expect((await officeOf(db, b.id)).version).toBe(1);
    const v2 = await db.write('org-a', async (tx) => {
      await tx.update(offices).set({ name: '甲公司（新）' }).where(eq(offices.id, a.id));
      return tx.version;
    });
    expect(v2).toBe(2);
    expect(await officeOf(db, a.id)).toMatchObject({ name: '甲公司（新）', version: 2 });
    expect((await officeOf(db, b.id)).version).toBe(1);
    // Another organisation counts on its own.
    expect(await db.write('org-b', async (tx) => tx.version)).toBe(1);
    // The update side of an upsert is stamped too.
    const v4 = await db.write('org-a', async (tx) => {
      await tx
        .insert(offices)
        .values({ ...b, name: '乙公司（改）' })
        .onConflictDoUpdate({ target: offices.id, set: { name: '乙公司（改）' } });
      return tx.version;
    });
    expect(await officeOf(db, b.id)).toMatchObject({ name: '乙公司（改）', version: v4 });
    await db.close();
  });

  it('rolls back everything a unit wrote when it throws, the version included', async () => {
    const db = await empty();
    const a = office('org-a', '甲公司');
    await expect(
      db.write('org-a', async (tx) => {
        await tx.insert(offices).values(a);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await officeOf(db, a.id)).toBeUndefined();
    expect(await counterOf(db, 'org-a')).toBeUndefined();
    await db.close();
  });

  it('refuses a hard delete of a synced row, a versioned write outside an organisation, a nested unit and a write through the read handle', async () => {
    const db = await empty();
    await expect(db.write('org-a', async (tx) => tx.delete(offices).where(eq(offices.orgId, 'org-a')))).rejects.toThrow(
      /deletedAt/,
    );
    await expect(db.write(null, async (tx) => tx.insert(offices).values(office('org-a', '甲')))).rejects.toThrow(
      /organisation/,
    );
    await expect(db.write('org-a', async () => db.write('org-a', async () => 1))).rejects.toThrow(/inside another/);
    expect(() => (db as unknown as Tx).insert(offices)).toThrow(/outside a unit of work/);
    // A table without versions is written as given.
    await db.write(null, (tx) =>
      tx
        .insert(roles)
        .values({ id: 'r1', orgId: 'org-a', roleType: 2, roleName: '店员', createdAt: NOW, updatedAt: NOW }),
    );
    expect((await db.select().from(roles)).map((r) => r.roleName)).toEqual(['店员']);
    await db.close();
  });

  it('serialises the units of one organisation: twenty concurrent read-then-write units lose no update', async () => {
    const db = await empty();
    const a = office('org-a', '0');
    await db.write('org-a', (tx) => tx.insert(offices).values(a));
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.write('org-a', async (tx) => {
          const [row] = await tx.select({ name: offices.name }).from(offices).where(eq(offices.id, a.id));
          await new Promise((r) => setTimeout(r, 2));
          await tx
            .update(offices)
            .set({ name: String(Number(row.name) + 1) })
            .where(eq(offices.id, a.id));
        }),
      ),
    );
    expect(await officeOf(db, a.id)).toMatchObject({ name: '20', version: 21 });
    await db.close();
  });

  it(
    ENGINE === 'pg'
      ? 'runs units of different organisations side by side'
      : 'runs units one at a time (the single SQLite writer)',
    async () => {
      const db = await empty();
      const events: string[] = [];
      // Each unit says it started and waits (300 ms at most) for the other to start: side by side, both meet.
      const signal = () => {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        return { promise, resolve };
      };
      const started = { a: signal(), b: signal() };
      const unit = (me: 'a' | 'b', other: 'a' | 'b') =>
        db.write(`org-${me}`, async () => {
          started[me].resolve();
          const met = await Promise.race([
            started[other].promise.then(() => true),
            new Promise<boolean>((r) => setTimeout(() => r(false), 300)),
          ]);
          events.push(`${me} ${met ? 'met' : 'alone'}`);
        });
      await Promise.all([unit('a', 'b'), unit('b', 'a')]);
      // PostgreSQL: the two organisations' units run side by side; SQLite: one after the other (the first alone).
      if (ENGINE === 'pg') expect([...events].sort()).toEqual(['a met', 'b met']);
      else expect(events).toEqual(['a alone', 'b met']);
      await db.close();
    },
  );
});
