import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeHarness } from './harness';
import type { Harness } from './sync-helpers';
import { changeCounters, unitWrites } from '../../api/db/columns';
import { committedVersion, UNIT_LOG_KEPT, writtenSince } from '../../api/db/unit';
import { rooms } from '../../api/houses/schema';
import { bulletins } from '../../api/dashboard/schema';

/**
 * api/db/unit.ts: each unit of work of an organisation logs the tables it wrote under its version (unit_writes), in
 * the same transaction; writtenSince answers the committed version and the tables written after a version, or null
 * for the tables once the log no
 * longer reaches back that far; old rows are pruned as units go.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});

/** The tables written after `since` by the units of the first room's organisation, checking the version it answers. */
async function tablesSince(since: number) {
  const [room] = await h.db.select().from(rooms).limit(1);
  const { version, tables } = await writtenSince(h.db, room!.orgId, since);
  expect(version).toBe(await committedVersion(h.db, room!.orgId));
  return tables;
}

describe('unit_writes', () => {
  it('answers the tables written after a version, the effects’ writes included, and nothing for none', async () => {
    const [room] = await h.db.select().from(rooms).limit(1);
    const orgId = room!.orgId;
    const v0 = await committedVersion(h.db, orgId);
    expect(await tablesSince(v0)).toEqual(new Set());
    await h.db.write(orgId, (tx) => tx.update(rooms).set({ remark: '日志' }).where(eq(rooms.id, room!.id)));
    const v1 = await committedVersion(h.db, orgId);
    expect(await tablesSince(v0)).toEqual(new Set(['rooms']));
    await h.db.write(orgId, async (tx) => {
      await tx
        .insert(bulletins)
        .values({ id: 'b-log', orgId, createdAt: 0, updatedAt: 0, title: '日志', createdBy: 'x' });
    });
    const v2 = await committedVersion(h.db, orgId);
    expect(await tablesSince(v1)).toEqual(new Set(['bulletins']));
    expect(await tablesSince(v0)).toEqual(new Set(['bulletins', 'rooms']));
    // A unit that wrote nothing logs nothing.
    await h.db.write(orgId, async () => undefined);
    const v3 = await committedVersion(h.db, orgId);
    expect(v3).toBe(v2 + 1);
    expect(await tablesSince(v2)).toEqual(new Set());
  });

  it('a unit rolled back logs nothing', async () => {
    const [room] = await h.db.select().from(rooms).limit(1);
    const orgId = room!.orgId;
    const v0 = await committedVersion(h.db, orgId);
    await expect(
      h.db.write(orgId, async (tx) => {
        await tx.update(rooms).set({ remark: '回滚' }).where(eq(rooms.id, room!.id));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await tablesSince(v0)).toEqual(new Set());
  });

  it('prunes rows older than UNIT_LOG_KEPT versions, and then cannot tell what changed since', async () => {
    const [room] = await h.db.select().from(rooms).limit(1);
    const orgId = room!.orgId;
    const v0 = await committedVersion(h.db, orgId);
    await h.db.write(orgId, (tx) => tx.update(rooms).set({ remark: '旧' }).where(eq(rooms.id, room!.id)));
    // Jump the organisation's counter so the next unit's version is a pruning one, far beyond the first.
    const jump = Math.ceil((v0 + 1 + UNIT_LOG_KEPT) / 100) * 100 + 99;
    await h.db.write(orgId, (tx) =>
      tx.update(changeCounters).set({ value: jump }).where(eq(changeCounters.orgId, orgId)),
    );
    await h.db.write(orgId, (tx) => tx.update(rooms).set({ remark: '新' }).where(eq(rooms.id, room!.id)));
    const now = await committedVersion(h.db, orgId);
    expect(now % 100).toBe(0);
    const left = await h.db.select().from(unitWrites).where(eq(unitWrites.orgId, orgId));
    expect(left.every((r) => r.version > now - UNIT_LOG_KEPT)).toBe(true);
    expect(left.some((r) => r.version === now)).toBe(true);
    expect(await tablesSince(v0)).toBeNull();
    expect(await tablesSince(now - 1)).toEqual(new Set(['rooms']));
  });
});
