import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, getTableName, isNull } from 'drizzle-orm';
import { PHONES, type Harness } from './harness';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { apartments, rooms } from '../../api/houses/schema';
import { users } from '../../api/auth/schema';
import { todoCounts, todoParts } from '../../api/dashboard/todo-counts';
import { todoWindows } from '../../api/dashboard/windows';
import { changedApartments, COUNTER_TABLES } from '../../api/dashboard/changed-apartments';
import { committedVersion, writtenSince } from '../../api/db/unit';
import { addOwner, addRoomTemplate } from './factories/houses';
import {
  addLeaseBill,
  addViewing,
  deleteTemplate,
  patchApartmentOrders,
  patchLeases,
  patchRoom,
} from './factories/money';
import { addDays } from '../../sync/rules/common/shanghai-time';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';

/**
 * Issue 16 point 3: after a change the dashboard's counters are counted again only for the apartments the change
 * wrote (api/dashboard/counts-memo.ts, changed-apartments.ts), or for all when that cannot be told. Whatever path an
 * answer took, it is the rule's (todoCounts, computed afresh) for every user, after each kind of write the counters
 * read: rooms, leases, bills, deposit orders, apartments, templates, photos, owners, viewings; and a write the
 * counters do not read leaves them as they were.
 */
let t: LeasesHarness, h: Harness, boss: string, manager: string, staff: string, east: string, west: string;
beforeEach(async () => {
  t = await leasesHarness();
  ({ h, boss, manager, staff, east, west } = t);
});

type Counts = Awaited<ReturnType<typeof todoCounts>>;

async function todo(token: string): Promise<Counts> {
  const r = await h.call('GET', '/api/dashboard/todo', { token });
  expect(r.status).toBe(200);
  return r.json.data;
}

/** The counters computed afresh from the rule, for the user of `phone`. */
async function fresh(phone: string) {
  const [u] = await h.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return todoCounts(h.db, h.deps.now(), u!);
}

/** Every user's answer is the rule's; the boss's is returned. */
async function allRight(): Promise<Counts> {
  const [b, m, s] = [await todo(boss), await todo(manager), await todo(staff)];
  expect(b).toEqual(await fresh(PHONES.boss));
  expect(m).toEqual(await fresh(PHONES.manager));
  expect(s).toEqual(await fresh(PHONES.staff));
  return b;
}

/** A live room of the apartment, not rented unless `rented`. */
async function roomIn(apartmentId: string, rented = 0) {
  const [r] = await h.db
    .select({ id: rooms.id, orgId: rooms.orgId })
    .from(rooms)
    .where(and(eq(rooms.apartmentId, apartmentId), eq(rooms.isRent, rented), isNull(rooms.deletedAt)))
    .limit(1);
  return r!;
}

/** The apartments changedApartments finds written by `write` (null: all may have changed). */
async function changedBy(write: () => Promise<unknown>) {
  const orgId = t.orgId;
  const since = await committedVersion(h.db, orgId);
  await write();
  return changedApartments(h.db, orgId, since, (await writtenSince(h.db, orgId, since)).tables);
}

describe('dashboard counters counted again by apartment', () => {
  it('are the rule’s after each kind of write to rows of one apartment', async () => {
    let before = await allRight();

    // rooms: a vacant room of 东湖公寓 flagged rented without a lease (待登记).
    expect(await changedBy(async () => patchRoom(h.db, (await roomIn(east)).id, { isRent: 1 }))).toEqual(
      new Set([east]),
    );
    let after = await allRight();
    expect(after.registerCount).toBe(before.registerCount + 1);

    // leases (and their bills, the room's facts): a paper lease of 西城公寓 signed, to be confirmed (待确认租约).
    before = after;
    const lease = await t.signLease(boss, await t.freeRoom('西城公寓'));
    after = await allRight();
    expect(after.checkCount).toBe(before.checkCount + 1);
    before = after;
    expect(await changedBy(() => patchLeases(h.db, [lease], { status: LEASE_STATUS.signed }))).toEqual(new Set([west]));
    after = await allRight();
    expect(after.checkCount).toBe(before.checkCount - 1);

    // bills: an unpaid rent bill of that lease due yesterday (逾期房租) and what it owes.
    before = after;
    const bill = {
      stage: 90,
      billsType: 1,
      costName: '房租',
      accountReceivable: 12_345,
      receivableDate: addDays(before.windows.today, -1),
    };
    expect(await changedBy(() => addLeaseBill(h.db, lease, bill))).toEqual(new Set([west]));
    after = await allRight();
    expect(after.rentCost).toBe(before.rentCost + 12_345);

    // deposit orders: 西城公寓's open orders signed (定金待处理).
    await patchApartmentOrders(h.db, west, { signStatus: ORDER_SIGN.signed });
    await allRight();
  });

  it('are the rule’s after an apartment is deleted, and after writes that may reach any apartment', async () => {
    const before = await allRight();
    const [apt] = await h.db.select().from(apartments).where(eq(apartments.id, west)).limit(1);
    const deleted = await changedBy(() =>
      h.db.write(apt!.orgId, (tx) => tx.update(apartments).set({ deletedAt: tx.now }).where(eq(apartments.id, west))),
    );
    expect(deleted).toEqual(new Set([west]));
    const after = await allRight();
    expect(after.pictureCount).toBeLessThan(before.pictureCount);

    // A template (its rooms may be anywhere), an owner, a photo-less room's template, a viewing: counted whole.
    const room = await roomIn(east);
    const template = await addRoomTemplate(h.db, apt!.orgId, east, '按公寓重算');
    await patchRoom(h.db, room.id, { houseTempId: template });
    await allRight();
    expect(await changedBy(() => deleteTemplate(h.db, template, h.deps.now()))).toBeNull();
    await allRight();
    await addOwner(h.db, room.orgId, (await roomIn(east, 1)).id, '业主甲');
    await allRight();
    await addViewing(h.db, '东湖公寓', h.deps.now() + 3_600_000);
    expect((await allRight()).reservationCount).toBe(after.reservationCount + 1);
  });

  it('stay as they were after a write the counters do not read', async () => {
    const before = await allRight();
    const r = await h.call('POST', '/api/dashboard/bulletins', {
      token: boss,
      json: { title: '通知', content: '停水' },
    });
    expect(r.status).toBe(200);
    expect(await allRight()).toEqual(before);
  });

  it('read no table that changedApartments does not know (a write to it would leave them stale)', async () => {
    const seen: string[] = [];
    const capture = async (sql: string) => (seen.push(sql), []);
    const spy = Object.assign(Object.create(h.db), { asideReads: capture, hereReads: capture, rawReads: capture });
    const windows = todoWindows(h.deps.now());
    for (const phone of [PHONES.boss, PHONES.staff]) {
      const [u] = await h.db.select().from(users).where(eq(users.phone, phone)).limit(1);
      await todoParts(spy, u!, windows);
      await todoParts(spy, u!, windows, [east, west], true);
    }
    const read = new Set(seen.flatMap((s) => [...s.matchAll(/(?:from|join) [`"](\w+)[`"]/g)].map((m) => m[1]!)));
    const known = new Set([...COUNTER_TABLES.keys()].map((t) => getTableName(t)));
    expect(read.has('user_projects')).toBe(true);
    expect([...read].filter((t) => !known.has(t))).toEqual([]);
  });
});
