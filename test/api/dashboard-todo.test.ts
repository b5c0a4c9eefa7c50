import { beforeEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { PHONES, signedIn, type Harness } from './harness';
import { inWindow, todoWindows } from '../../api/dashboard/windows';
import { leasesHarness, type LeasesHarness } from './lease-helpers';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss } = await signedIn()));

const COUNTERS = [
  'rentCount', 'rentCost', 'hydroelectricCount', 'hydroelectricCost', 'futureCount', 'futureCost', 'registerCount',
  'checkOutRoomCount', 'changeRoomCount', 'repairCount', 'onlineCount', 'checkCount', 'reservationCount',
  'advanceCount', 'pictureCount', 'abnormalCount', 'securityCount',
] as const;
type Counts = Record<(typeof COUNTERS)[number], number>;

async function todo(token: string): Promise<Counts & { windows: ReturnType<typeof todoWindows> }> {
  const r = await h.call('GET', '/api/dashboard/todo', { token });
  expect(r.status).toBe(200);
  return r.json.data;
}

const sql = (text: string, ...args: unknown[]) => h.db.$client.prepare(text).all(...args) as Record<string, any>[];
const one = (text: string, ...args: unknown[]) => Object.values(sql(text, ...args)[0])[0] as number;
const aptId = (name: string) => one('SELECT id FROM apartments WHERE name = ?', name) as unknown as string;

/** A live room of the apartment matching `where` (SQL on rooms r). */
function roomOf(apartment: string, where = '1=1'): string {
  const row = sql(`SELECT r.id FROM rooms r WHERE r.apartment_id = ? AND r.deleted_at IS NULL AND ${where} ORDER BY r.house_number LIMIT 1`, aptId(apartment))[0];
  if (!row) throw new Error(`no room in ${apartment} where ${where}`);
  return row.id;
}
const setRoom = (id: string, set: string) => h.db.$client.prepare(`UPDATE rooms SET ${set} WHERE id = ?`).run(id);

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
    for (const k of ['changeRoomCount', 'repairCount', 'onlineCount', 'securityCount'] as const) expect(c[k], k).toBe(0);
  });

  it('registerCount counts rented rooms with no lease in effect or to be confirmed: staff only 东湖公寓, the boss the whole org', async () => {
    const awaiting = (apt: string) =>
      one(
        `SELECT count(*) FROM rooms r WHERE r.apartment_id = ? AND r.is_rent = 1 AND r.deleted_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.room_id = r.id AND l.status IN (0, 1) AND l.deleted_at IS NULL)`,
        aptId(apt),
      );
    const east = awaiting('东湖公寓');
    const west = awaiting('西城公寓');
    expect(east).toBeGreaterThan(0);
    expect((await todo(staff)).registerCount).toBe(east);
    expect((await todo(boss)).registerCount).toBe(east + west);
    expect((await todo(manager)).registerCount).toBe(east + west);
    expect((await todo(otherBoss)).registerCount).toBe(awaiting('城南公寓'));

    // A west room rented: the boss sees one more, the staff member (east project only) nothing new.
    setRoom(roomOf('西城公寓', 'r.is_rent = 0'), 'is_rent = 1');
    expect((await todo(boss)).registerCount).toBe(east + west + 1);
    expect((await todo(staff)).registerCount).toBe(east);
    // A deleted room no longer counts.
    setRoom(roomOf('东湖公寓', 'r.is_rent = 1 AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.room_id = r.id)'), `deleted_at = ${Date.now()}`);
    expect((await todo(staff)).registerCount).toBe(east - 1);
  });

  it('pictureCount counts rooms with no photo of their own nor of their template', async () => {
    const before = await todo(staff);
    const bossBefore = await todo(boss);
    const room = roomOf('东湖公寓', 'r.house_temp_id IS NULL OR NOT EXISTS (SELECT 1 FROM pictures p WHERE p.owner_type = \'template\' AND p.owner_id = r.house_temp_id)');
    const hadOwnPhoto = one("SELECT count(*) FROM pictures WHERE owner_type = 'room' AND owner_id = ?", room);
    expect(hadOwnPhoto).toBe(0);
    const orgId = one('SELECT org_id FROM rooms WHERE id = ?', room);
    h.db.$client
      .prepare("INSERT INTO pictures (id, org_id, owner_type, owner_id, url, is_cover, sort, region_id, created_at) VALUES (?, ?, 'room', ?, '/x', 1, 0, 1, 0)")
      .run(ulid(), orgId, room);
    expect((await todo(staff)).pictureCount).toBe(before.pictureCount - 1);
    expect((await todo(boss)).pictureCount).toBe(bossBefore.pictureCount - 1);

    // A photo on a template covers every room bound to it that has none of its own: bind two such rooms of
    // 西城公寓 to a fresh template, then give the template a photo.
    const bare = sql("SELECT r.id FROM rooms r WHERE r.apartment_id = ? AND r.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM pictures p WHERE p.owner_id = r.id AND p.owner_type = 'room') ORDER BY r.house_number LIMIT 2", aptId('西城公寓')).map((r) => r.id as string);
    expect(bare).toHaveLength(2);
    const t = ulid();
    h.db.$client
      .prepare('INSERT INTO room_templates (id, org_id, created_at, updated_at, apartment_id, name) VALUES (?, ?, 0, 0, ?, ?)')
      .run(t, orgId, aptId('西城公寓'), '测试模板');
    for (const id of bare) setRoom(id, `house_temp_id = '${t}'`);
    const mid = (await todo(boss)).pictureCount;
    h.db.$client
      .prepare("INSERT INTO pictures (id, org_id, owner_type, owner_id, url, is_cover, sort, region_id, created_at) VALUES (?, ?, 'template', ?, '/y', 1, 0, 1, 0)")
      .run(ulid(), orgId, t);
    expect((await todo(boss)).pictureCount).toBe(mid - 2);
    expect((await todo(staff)).pictureCount).toBe(before.pictureCount - 1);
    // A deleted template no longer lends its photos.
    h.db.$client.prepare('UPDATE room_templates SET deleted_at = 1 WHERE id = ?').run(t);
    expect((await todo(boss)).pictureCount).toBe(mid);
  });

  it('abnormalCount: rented under decoration, rented with no live template, owner-direct without owner', async () => {
    const staff0 = (await todo(staff)).abnormalCount;
    const boss0 = (await todo(boss)).abnormalCount;
    // The demo leaves one owner-direct room of 西城公寓 without an owner: the boss sees it, the staff member not.
    const ownerless = one("SELECT count(*) FROM rooms r WHERE r.type = 2 AND r.group_type = 2 AND r.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM owners o WHERE o.room_id = r.id AND o.deleted_at IS NULL)");
    expect(ownerless).toBeGreaterThan(0);
    expect(boss0).toBeGreaterThanOrEqual(ownerless);

    // Rented + decoration lock in the staff member's apartment.
    const rentedWithTemplate = roomOf('东湖公寓', 'r.is_rent = 1 AND r.is_decoration = 0 AND r.house_temp_id IS NOT NULL');
    setRoom(rentedWithTemplate, 'is_decoration = 1');
    expect((await todo(staff)).abnormalCount).toBe(staff0 + 1);
    expect((await todo(boss)).abnormalCount).toBe(boss0 + 1);
    setRoom(rentedWithTemplate, 'is_decoration = 0');

    // Rented with no template bound.
    setRoom(rentedWithTemplate, 'house_temp_id = NULL');
    expect((await todo(staff)).abnormalCount).toBe(staff0 + 1);
    // Both faults on one room still count it once.
    setRoom(rentedWithTemplate, 'is_decoration = 1');
    expect((await todo(staff)).abnormalCount).toBe(staff0 + 1);

    // An owner-direct room of 西城公寓 with no owner: the boss only.
    const west = roomOf('西城公寓', "r.type = 1 AND r.is_rent = 0");
    setRoom(west, 'type = 2, group_type = 2');
    expect((await todo(boss)).abnormalCount).toBe(boss0 + 2);
    expect((await todo(staff)).abnormalCount).toBe(staff0 + 1);
    // The other organisation is untouched by all of this.
    const other = await todo(otherBoss);
    expect(other.abnormalCount).toBe(one("SELECT count(*) FROM rooms r JOIN apartments a ON a.id = r.apartment_id WHERE a.name = '城南公寓' AND r.deleted_at IS NULL AND ((r.is_rent = 1 AND r.is_decoration = 1) OR (r.is_rent = 1 AND NOT EXISTS (SELECT 1 FROM room_templates t WHERE t.id = r.house_temp_id AND t.deleted_at IS NULL)) OR (r.type = 2 AND r.group_type = 2 AND NOT EXISTS (SELECT 1 FROM owners o WHERE o.room_id = r.id AND o.deleted_at IS NULL)))"));
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
    expect(w).toEqual({ today: '2026-03-01', overdueFrom: '2026-01-30', overdueTo: '2026-02-28', dueFrom: '2026-03-01', dueTo: '2026-03-04' });
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
  });
  const counts = async (token: string) => {
    const r = await t.h.call('GET', '/api/dashboard/todo', { token });
    expect(r.status).toBe(200);
    return r.json.data as Counts;
  };
  const delta = (a: Counts, b: Counts) => Object.fromEntries(COUNTERS.map((k) => [k, b[k] - a[k]]).filter(([, v]) => v !== 0));
  const sign = (apt: string, startDate: string, endDate: string) => t.signLease(t.boss, t.freeRoom(apt), { startDate, endDate });
  const billSum = (leaseId: string, where: string) => t.sql(`SELECT coalesce(sum(account_receivable), 0) s FROM bills WHERE lease_id = ? AND ${where}`, leaseId)[0].s as number;

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

    const rentOf = (id: string) => billSum(id, "bills_type = 1 AND receivable_date BETWEEN '2026-10-23' AND '2026-11-21'");
    const dueOf = (id: string) => billSum(id, "receivable_date BETWEEN '2026-11-22' AND '2026-11-25'");
    expect(rentOf(overdue)).toBeGreaterThan(0);
    expect(delta(staff0, await counts(t.staff))).toEqual({ rentCount: 1, rentCost: rentOf(overdue), futureCount: 1, futureCost: dueOf(soon), checkCount: 3 });
    expect(delta(boss0, await counts(t.boss))).toEqual({
      rentCount: 2,
      rentCost: rentOf(overdue) + rentOf(west),
      futureCount: 1,
      futureCost: dueOf(soon),
      checkCount: 4,
    });
    expect(delta(other0, await counts(t.otherBoss))).toEqual({});

    // Collected, voided or bad-debt bills are not owed; a signed lease is no longer to be confirmed.
    t.run("UPDATE bills SET pay_status = 1 WHERE lease_id = ? AND bills_type = 1", overdue);
    t.run('UPDATE bills SET valid_status = 1 WHERE lease_id = ?', west);
    t.run('UPDATE leases SET status = 1 WHERE id = ?', soon);
    expect(delta(boss0, await counts(t.boss))).toEqual({ futureCount: 1, futureCost: dueOf(soon), checkCount: 3 });
    // A utility bill (type 3) overdue in the window: 水电欠费.
    t.run(
      `INSERT INTO bills (id, org_id, created_at, updated_at, lease_id, stage, bills_type, cost_name, account_receivable, receivable_date)
       SELECT ?, org_id, 0, 0, id, 1, 3, '水电费', 12345, '2026-11-15' FROM leases WHERE id = ?`,
      ulid(), soon,
    );
    expect(delta(staff0, await counts(t.staff))).toMatchObject({ hydroelectricCount: 1, hydroelectricCost: 12345 });
    // Checked-out or deleted leases count for nothing; their rooms, still flagged rented (SQL leaves the flag), now
    // have no live lease and await registration.
    t.run('UPDATE leases SET status = 2 WHERE id = ?', soon);
    t.run('UPDATE leases SET deleted_at = 1 WHERE status = 0');
    expect(delta(boss0, await counts(t.boss))).toEqual({ registerCount: 4 });
  });

  it('待退房 counts signed leases past their end date; 待登记 rented rooms without a live lease', async () => {
    const boss0 = await counts(t.boss);
    const staff0 = await counts(t.staff);
    const ended = await sign('东湖公寓', '2026-05-22', '2026-11-21');
    const endsToday = await sign('东湖公寓', '2026-05-23', '2026-11-22');
    const westEnded = await sign('西城公寓', '2026-05-01', '2026-10-31');
    t.run("UPDATE bills SET pay_status = 1 WHERE lease_id IN (?, ?, ?)", ended, endsToday, westEnded);
    t.run('UPDATE leases SET status = 1 WHERE id IN (?, ?, ?)', ended, endsToday, westEnded);
    // Signing made the rooms rented, but each has its lease: nothing awaits registration.
    expect(delta(staff0, await counts(t.staff))).toEqual({ checkOutRoomCount: 1 });
    expect(delta(boss0, await counts(t.boss))).toEqual({ checkOutRoomCount: 2 });
    // Tomorrow the lease ending today is past its end too.
    t.h.advance(86_400_000);
    expect((await counts(await t.h.login(PHONES.staff))).checkOutRoomCount).toBe(staff0.checkOutRoomCount + 2);
    // Checked out: no longer to check out, and its rented room (flag left on) has no live lease: 待登记.
    t.run('UPDATE leases SET status = 2 WHERE id = ?', ended);
    const after = await counts(await t.h.login(PHONES.staff));
    expect(after.checkOutRoomCount).toBe(staff0.checkOutRoomCount + 1);
    expect(after.registerCount).toBe(staff0.registerCount + 1);
  });

  it('定金订单 counts open deposit orders and 预约看房 the viewings still to come, of visible apartments only', async () => {
    const orders = (apt?: string) =>
      t.sql(
        `SELECT count(*) n FROM deposit_orders d JOIN rooms r ON r.id = d.room_id JOIN apartments a ON a.id = r.apartment_id
          WHERE d.sign_status = 0 AND r.deleted_at IS NULL AND a.deleted_at IS NULL ${apt ? 'AND a.name = ?' : "AND a.org_id = (SELECT org_id FROM users WHERE phone = '13800000001')"}`,
        ...(apt ? [apt] : []),
      )[0].n as number;
    expect((await counts(t.staff)).advanceCount).toBe(orders('东湖公寓'));
    expect((await counts(t.boss)).advanceCount).toBe(orders());
    expect((await counts(t.otherBoss)).advanceCount).toBe(orders('城南公寓'));
    t.run("UPDATE deposit_orders SET sign_status = 3 WHERE apartment_id = ?", t.aptId('东湖公寓'));
    expect((await counts(t.staff)).advanceCount).toBe(0);

    const before = await counts(t.staff);
    const boss0 = await counts(t.boss);
    const add = (apt: string, at: string) =>
      t.run(
        `INSERT INTO appointments (id, org_id, created_at, updated_at, apartment_id, appointment_type, appointment_time, linkman, phone)
         SELECT ?, org_id, 0, 0, id, 0, ?, '王看房', '13912345678' FROM apartments WHERE name = ?`,
        ulid(), Date.parse(at), apt,
      );
    add('东湖公寓', '2026-11-22T00:30:00+08:00'); // earlier today: still today's viewing
    add('东湖公寓', '2026-11-25T15:00:00+08:00');
    add('东湖公寓', '2026-11-21T23:59:00+08:00'); // yesterday: past
    add('西城公寓', '2026-11-30T10:00:00+08:00');
    expect((await counts(t.staff)).reservationCount).toBe(before.reservationCount + 2);
    expect((await counts(t.boss)).reservationCount).toBe(boss0.reservationCount + 3);
  });
});
