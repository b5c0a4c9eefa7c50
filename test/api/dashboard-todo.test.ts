import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { PHONES, signedIn, type Harness } from './harness';
import { inWindow, todoWindows } from '../../api/dashboard/windows';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { apartments, rooms } from '../../api/houses/schema';
import { depositOrders } from '../../api/deposits/schema';
import { leases } from '../../api/leases/schema';
import { owners } from '../../api/owners/schema';
import { roomTemplates } from '../../api/templates/schema';
import { pictures } from '../../api/uploads/schema';
import { addRoomTemplate } from './factories/houses';
import { addPictureRow } from './factories/leases';
import {
  addLeaseBill,
  addViewing,
  billIdsOf,
  deleteTemplate,
  leaseIdsOf,
  patchApartmentOrders,
  patchBills,
  patchLeases,
  patchRoom,
} from './factories/money';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss } = await signedIn()));

const COUNTERS = [
  'rentCount',
  'rentCost',
  'hydroelectricCount',
  'hydroelectricCost',
  'futureCount',
  'futureCost',
  'registerCount',
  'checkOutRoomCount',
  'changeRoomCount',
  'repairCount',
  'onlineCount',
  'checkCount',
  'reservationCount',
  'advanceCount',
  'pictureCount',
  'abnormalCount',
  'securityCount',
] as const;
type Counts = Record<(typeof COUNTERS)[number], number>;

async function todo(token: string): Promise<Counts & { windows: ReturnType<typeof todoWindows> }> {
  const r = await h.call('GET', '/api/dashboard/todo', { token });
  expect(r.status).toBe(200);
  return r.json.data;
}

type Room = typeof rooms.$inferSelect;

/**
 * The stored rows the counters are computed from, read whole (the demo is small), with the rules the assertions
 * state in their own words: a live lease, a photo of the room or of its template, a live template, an owner.
 */
async function world() {
  const db = h.db;
  const apts = await db.select().from(apartments);
  const rs = (await db.select().from(rooms))
    .filter((r) => r.deletedAt === null)
    .sort((a, b) => a.houseNumber.localeCompare(b.houseNumber) || a.id.localeCompare(b.id));
  const ls = await db.select().from(leases);
  const ps = await db.select().from(pictures);
  const ts = await db.select().from(roomTemplates);
  const os = await db.select().from(owners);
  const aptId = (name: string) => apts.find((a) => a.name === name)!.id;
  const w = {
    aptId,
    orgOf: (name: string) => apts.find((a) => a.name === name)!.orgId,
    roomsOf: (apt: string) => rs.filter((r) => r.apartmentId === aptId(apt)),
    liveLease: (roomId: string) =>
      ls.some(
        (l) =>
          l.roomId === roomId &&
          (l.status === LEASE_STATUS.toConfirm || l.status === LEASE_STATUS.signed) &&
          l.deletedAt === null,
      ),
    anyLease: (roomId: string) => ls.some((l) => l.roomId === roomId),
    ownPhoto: (roomId: string) => ps.some((p) => p.ownerType === 'room' && p.ownerId === roomId),
    templatePhoto: (r: Room) =>
      r.houseTempId !== null && ps.some((p) => p.ownerType === 'template' && p.ownerId === r.houseTempId),
    liveTemplate: (r: Room) => ts.some((t) => t.id === r.houseTempId && t.deletedAt === null),
    hasOwner: (roomId: string) => os.some((o) => o.roomId === roomId && o.deletedAt === null),
    /** The first live room of the apartment (by number) matching `pick`. */
    roomOf: (apt: string, pick: (r: Room) => boolean = () => true): string => {
      const r = w.roomsOf(apt).find(pick);
      if (!r) throw new Error(`no such room in ${apt}`);
      return r.id;
    },
  };
  return w;
}
const aptId = async (name: string) => (await world()).aptId(name);
const roomOf = async (apt: string, pick?: (r: Room) => boolean) => (await world()).roomOf(apt, pick);
const setRoom = (id: string, patch: Partial<typeof rooms.$inferInsert>) => patchRoom(h.db, id, patch);

describe('GET /api/dashboard/todo', () => {
  it('needs a session, and every signed-in user may open it', async () => {
    expect((await h.call('GET', '/api/dashboard/todo')).status).toBe(401);
    for (const token of [boss, manager, staff, otherBoss]) {
      const c = await todo(token);
      for (const k of COUNTERS) expect(Number.isInteger(c[k]), k).toBe(true);
    }
  });

  it('counters of features not built yet are 0 (their tables do not exist)', async () => {
    const c = await todo(boss);
    for (const k of ['changeRoomCount', 'repairCount', 'onlineCount'] as const) expect(c[k], k).toBe(0);
  });

  it('registerCount counts rented rooms with no lease in effect or to be confirmed: staff only 东湖公寓, the boss the whole org', async () => {
    const awaiting = async (apt: string) => {
      const w = await world();
      return w.roomsOf(apt).filter((r) => r.isRent === 1 && !w.liveLease(r.id)).length;
    };
    const east = await awaiting('东湖公寓');
    const west = await awaiting('西城公寓');
    expect(east).toBeGreaterThan(0);
    expect((await todo(staff)).registerCount).toBe(east);
    expect((await todo(boss)).registerCount).toBe(east + west);
    expect((await todo(manager)).registerCount).toBe(east + west);
    expect((await todo(otherBoss)).registerCount).toBe(await awaiting('城南公寓'));

    // A west room rented: the boss sees one more, the staff member (east project only) nothing new.
    await setRoom(await roomOf('西城公寓', (r) => r.isRent === 0), { isRent: 1 });
    expect((await todo(boss)).registerCount).toBe(east + west + 1);
    expect((await todo(staff)).registerCount).toBe(east);
    // A deleted room no longer counts.
    const w = await world();
    await setRoom(
      w.roomOf('东湖公寓', (r) => r.isRent === 1 && !w.anyLease(r.id)),
      { deletedAt: Date.now() },
    );
    expect((await todo(staff)).registerCount).toBe(east - 1);
  });

  it('pictureCount counts rooms with no photo of their own nor of their template', async () => {
    const before = await todo(staff);
    const bossBefore = await todo(boss);
    const w0 = await world();
    const room = w0.roomOf('东湖公寓', (r) => !w0.templatePhoto(r));
    expect(w0.ownPhoto(room)).toBe(false);
    const orgId = w0.orgOf('东湖公寓');
    await addPictureRow(h.db, orgId, { ownerType: 'room', ownerId: room, url: '/x', createdAt: 0 });
    expect((await todo(staff)).pictureCount).toBe(before.pictureCount - 1);
    expect((await todo(boss)).pictureCount).toBe(bossBefore.pictureCount - 1);

    // A photo on a template covers every room bound to it that has none of its own: bind two such rooms of
    // 西城公寓 to a fresh template, then give the template a photo.
    const bare = w0
      .roomsOf('西城公寓')
      .filter((r) => !w0.ownPhoto(r.id))
      .slice(0, 2)
      .map((r) => r.id);
    expect(bare).toHaveLength(2);
    const t = await addRoomTemplate(h.db, orgId, await aptId('西城公寓'), '测试模板');
    for (const id of bare) await setRoom(id, { houseTempId: t });
    const mid = (await todo(boss)).pictureCount;
    await addPictureRow(h.db, orgId, { ownerType: 'template', ownerId: t, url: '/y', createdAt: 0 });
    expect((await todo(boss)).pictureCount).toBe(mid - 2);
    expect((await todo(staff)).pictureCount).toBe(before.pictureCount - 1);
    // A deleted template no longer lends its photos.
    await deleteTemplate(h.db, t, 1);
    expect((await todo(boss)).pictureCount).toBe(mid);
  });

  it('abnormalCount: rented under decoration, rented with no live template, owner-direct without owner', async () => {
    const staff0 = (await todo(staff)).abnormalCount;
    const boss0 = (await todo(boss)).abnormalCount;
    // The demo leaves one owner-direct room of 西城公寓 without an owner: the boss sees it, the staff member not.
    const w0 = await world();
    const ownerless = [...w0.roomsOf('东湖公寓'), ...w0.roomsOf('西城公寓')].filter(
      (r) => r.type === 2 && r.groupType === 2 && !w0.hasOwner(r.id),
    ).length;
    expect(ownerless).toBeGreaterThan(0);
    expect(boss0).toBeGreaterThanOrEqual(ownerless);

    // Rented + decoration lock in the staff member's apartment.
    const rentedWithTemplate = w0.roomOf(
      '东湖公寓',
      (r) => r.isRent === 1 && r.isDecoration === 0 && r.houseTempId !== null,
    );
    await setRoom(rentedWithTemplate, { isDecoration: 1 });
    expect((await todo(staff)).abnormalCount).toBe(staff0 + 1);
    expect((await todo(boss)).abnormalCount).toBe(boss0 + 1);
    await setRoom(rentedWithTemplate, { isDecoration: 0 });

    // Rented with no template bound.
    await setRoom(rentedWithTemplate, { houseTempId: null });
    expect((await todo(staff)).abnormalCount).toBe(staff0 + 1);
    // Both faults on one room still count it once.
    await setRoom(rentedWithTemplate, { isDecoration: 1 });
    expect((await todo(staff)).abnormalCount).toBe(staff0 + 1);

    // An owner-direct room of 西城公寓 with no owner: the boss only.
    const west = w0.roomOf('西城公寓', (r) => r.type === 1 && r.isRent === 0);
    await setRoom(west, { type: 2, groupType: 2 });
    expect((await todo(boss)).abnormalCount).toBe(boss0 + 2);
    expect((await todo(staff)).abnormalCount).toBe(staff0 + 1);
    // The other organisation is untouched by all of this.
    const other = await todo(otherBoss);
    const w1 = await world();
    const abnormal = (r: Room) =>
      (r.isRent === 1 && r.isDecoration === 1) ||
      (r.isRent === 1 && !w1.liveTemplate(r)) ||
      (r.type === 2 && r.groupType === 2 && !w1.hasOwner(r.id));
    expect(other.abnormalCount).toBe(w1.roomsOf('城南公寓').filter(abnormal).length);
  });

  it('reports the Asia/Shanghai windows it counts in, moving with the clock', async () => {
    // The harness clock: 2026-11-22 02:00 UTC = 10:00 in Shanghai.
    expect((await todo(boss)).windows).toEqual({
      today: '2026-11-22',
      overdueFrom: '2026-10-23',
      overdueTo: '2026-11-21',
      dueFrom: '2026-11-22',
      dueTo: '2026-11-25',
    });
    h.advance(14 * 3_600_000 - 1); // 15:59:59.999 UTC: still the 22nd in Shanghai
    expect((await todo(await h.login(PHONES.boss))).windows.today).toBe('2026-11-22');
    h.advance(1); // 16:00 UTC = midnight in Shanghai: the next business day
    const later = (await todo(await h.login(PHONES.boss))).windows;
    expect([later.today, later.overdueFrom, later.dueTo]).toEqual(['2026-11-23', '2026-10-24', '2026-11-26']);
  });
});

describe('todoWindows (Asia/Shanghai day boundaries)', () => {
  it('the business day turns at 16:00 UTC', () => {
    expect(todoWindows(Date.parse('2026-11-21T15:59:59.999Z')).today).toBe('2026-11-21');
    expect(todoWindows(Date.parse('2026-11-21T16:00:00.000Z')).today).toBe('2026-11-22');
  });

  it('overdue: the last 30 days before today; due: today to today + 3 days', () => {
    const w = todoWindows(Date.parse('2026-03-01T04:00:00Z'));
    expect(w).toEqual({
      today: '2026-03-01',
      overdueFrom: '2026-01-30',
      overdueTo: '2026-02-28',
      dueFrom: '2026-03-01',
      dueTo: '2026-03-04',
    });
    // Edges: 30 days ago is in, 31 is out; today is not overdue; today + 3 is due, + 4 is not.
    expect(inWindow('2026-01-30', w.overdueFrom, w.overdueTo)).toBe(true);
    expect(inWindow('2026-01-29', w.overdueFrom, w.overdueTo)).toBe(false);
    expect(inWindow('2026-03-01', w.overdueFrom, w.overdueTo)).toBe(false);
    expect(inWindow('2026-03-04', w.dueFrom, w.dueTo)).toBe(true);
    expect(inWindow('2026-03-05', w.dueFrom, w.dueTo)).toBe(false);
    expect(inWindow('2026-02-28', w.dueFrom, w.dueTo)).toBe(false);
  });
});

describe('lease counters (from real leases and bills)', () => {
  let t: LeasesHarness;
  beforeEach(async () => {
    t = await leasesHarness();
  }, 60_000);
  const counts = async (token: string) => {
    const r = await t.h.call('GET', '/api/dashboard/todo', { token });
    expect(r.status).toBe(200);
    return r.json.data as Counts;
  };
  const delta = (a: Counts, b: Counts) =>
    Object.fromEntries(COUNTERS.map((k) => [k, b[k] - a[k]]).filter(([, v]) => v !== 0));
  const sign = async (apt: string, startDate: string, endDate: string) =>
    t.signLease(t.boss, await t.freeRoom(apt), { startDate, endDate });
  /** What the lease's bills matching `pick` ask (fen). */
  const billSum = async (leaseId: string, pick: (b: Record<string, any>) => boolean) =>
    (await t.billsOf(leaseId)).filter(pick).reduce((s, b) => s + b.account_receivable, 0);
  const between = (d: string, from: string, to: string) => d >= from && d <= to;

  it('逾期房租 / 待收账单 count leases with unpaid valid bills in their windows, with what they owe; 待确认租约 leases to be confirmed', async () => {
    const boss0 = await counts(t.boss);
    const staff0 = await counts(t.staff);
    const other0 = await counts(t.otherBoss);
    // Overdue in the window (2026-10-23 … 2026-11-21): the first stage's rent due 2026-11-01.
    const overdue = await sign('东湖公寓', '2026-11-01', '2027-10-31');
    // Due soon (2026-11-22 … 2026-11-25): the first stage due 2026-11-24.
    const soon = await sign('东湖公寓', '2026-11-24', '2027-11-23');
    // Overdue for longer than the window (2026-09-01): not in 逾期房租; its next stage (2026-11-26) is not due soon either.
    await sign('东湖公寓', '2026-09-01', '2027-08-31');
    // 西城: the boss sees it, the staff member of 东湖 does not.
    const west = await sign('西城公寓', '2026-11-10', '2027-11-09');

    const rentOf = (id: string) =>
      billSum(id, (b) => b.bills_type === 1 && between(b.receivable_date, '2026-10-23', '2026-11-21'));
    const dueOf = (id: string) => billSum(id, (b) => between(b.receivable_date, '2026-11-22', '2026-11-25'));
    expect(await rentOf(overdue)).toBeGreaterThan(0);
    expect(delta(staff0, await counts(t.staff))).toEqual({
      rentCount: 1,
      rentCost: await rentOf(overdue),
      futureCount: 1,
      futureCost: await dueOf(soon),
      checkCount: 3,
    });
    expect(delta(boss0, await counts(t.boss))).toEqual({
      rentCount: 2,
      rentCost: (await rentOf(overdue)) + (await rentOf(west)),
      futureCount: 1,
      futureCost: await dueOf(soon),
      checkCount: 4,
    });
    expect(delta(other0, await counts(t.otherBoss))).toEqual({});

    // Collected, voided or bad-debt bills are not owed; a signed lease is no longer to be confirmed.
    await patchBills(t.h.db, await billIdsOf(t.h.db, overdue, (b) => b.billsType === 1), { payStatus: BILL_PAY.paid });
    await patchBills(t.h.db, await billIdsOf(t.h.db, west), { validStatus: BILL_VALID.void });
    await patchLeases(t.h.db, [soon], { status: LEASE_STATUS.signed });
    expect(delta(boss0, await counts(t.boss))).toEqual({
      futureCount: 1,
      futureCost: await dueOf(soon),
      checkCount: 3,
    });
    // A utility bill (type 3) overdue in the window: 水电欠费.
    await addLeaseBill(t.h.db, soon, {
      stage: 1,
      billsType: 3,
      costName: '水电费',
      accountReceivable: 12345,
      receivableDate: '2026-11-15',
    });
    expect(delta(staff0, await counts(t.staff))).toMatchObject({ hydroelectricCount: 1, hydroelectricCost: 12345 });
    // Checked-out or deleted leases count for nothing. A checked-out lease frees its room (the unit refreshes the
    // room's facts, as the check-out would); the rooms of deleted leases stay flagged rented with no live lease, and
    // await registration.
    await patchLeases(t.h.db, [soon], { status: LEASE_STATUS.checkedOut });
    await patchLeases(t.h.db, await leaseIdsOf(t.h.db, t.orgId, (l) => l.status === LEASE_STATUS.toConfirm), {
      deletedAt: 1,
    });
    expect(delta(boss0, await counts(t.boss))).toEqual({ registerCount: 3 });
  });

  it('待退房 counts signed leases past their end date; 待登记 rented rooms without a live lease', async () => {
    const boss0 = await counts(t.boss);
    const staff0 = await counts(t.staff);
    const ended = await sign('东湖公寓', '2026-05-22', '2026-11-21');
    const endsToday = await sign('东湖公寓', '2026-05-23', '2026-11-22');
    const westEnded = await sign('西城公寓', '2026-05-01', '2026-10-31');
    for (const id of [ended, endsToday, westEnded])
      await patchBills(t.h.db, await billIdsOf(t.h.db, id), { payStatus: BILL_PAY.paid });
    await patchLeases(t.h.db, [ended, endsToday, westEnded], { status: LEASE_STATUS.signed });
    // Signing made the rooms rented, but each has its lease: nothing awaits registration.
    expect(delta(staff0, await counts(t.staff))).toEqual({ checkOutRoomCount: 1 });
    expect(delta(boss0, await counts(t.boss))).toEqual({ checkOutRoomCount: 2 });
    // Tomorrow the lease ending today is past its end too.
    t.h.advance(86_400_000);
    expect((await counts(await t.h.login(PHONES.staff))).checkOutRoomCount).toBe(staff0.checkOutRoomCount + 2);
    // Checked out: no longer to check out, and its room is vacant again.
    await patchLeases(t.h.db, [ended], { status: LEASE_STATUS.checkedOut });
    const after = await counts(await t.h.login(PHONES.staff));
    expect(after.checkOutRoomCount).toBe(staff0.checkOutRoomCount + 1);
    expect(after.registerCount).toBe(staff0.registerCount);
    // Marked rented by hand with no live lease (a tenant moved in unregistered): 待登记.
    await patchRoom(t.h.db, (await t.leaseRow(ended))!.room_id, { isRent: 1 });
    expect((await counts(await t.h.login(PHONES.staff))).registerCount).toBe(staff0.registerCount + 1);
  });

  it('定金订单 counts open deposit orders and 预约看房 the viewings still to come, of visible apartments only', async () => {
    /** Open orders (signStatus 0) of live rooms of the apartment called `apt`, or of every apartment of 示例公寓. */
    const orders = async (apt?: string) => {
      const rows = await t.h.db
        .select({ name: apartments.name, orgId: apartments.orgId })
        .from(depositOrders)
        .innerJoin(rooms, eq(rooms.id, depositOrders.roomId))
        .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
        .where(
          and(eq(depositOrders.signStatus, ORDER_SIGN.unsigned), isNull(rooms.deletedAt), isNull(apartments.deletedAt)),
        );
      return rows.filter((r) => (apt ? r.name === apt : r.orgId === t.orgId)).length;
    };
    expect((await counts(t.staff)).advanceCount).toBe(await orders('东湖公寓'));
    expect((await counts(t.boss)).advanceCount).toBe(await orders());
    expect((await counts(t.otherBoss)).advanceCount).toBe(await orders('城南公寓'));
    await patchApartmentOrders(t.h.db, await t.aptId('东湖公寓'), { signStatus: ORDER_SIGN.revoked });
    expect((await counts(t.staff)).advanceCount).toBe(0);

    const before = await counts(t.staff);
    const boss0 = await counts(t.boss);
    const add = (apt: string, at: string) => addViewing(t.h.db, apt, Date.parse(at));
    await add('东湖公寓', '2026-11-22T00:30:00+08:00'); // earlier today: still today's viewing
    await add('东湖公寓', '2026-11-25T15:00:00+08:00');
    await add('东湖公寓', '2026-11-21T23:59:00+08:00'); // yesterday: past
    await add('西城公寓', '2026-11-30T10:00:00+08:00');
    expect((await counts(t.staff)).reservationCount).toBe(before.reservationCount + 2);
    expect((await counts(t.boss)).reservationCount).toBe(boss0.reservationCount + 3);
  });
});
