import { beforeEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { PHONES, signedIn, type Harness } from './harness';
import { inWindow, todoWindows } from '../../api/dashboard/windows';

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
    for (const k of ['rentCount', 'rentCost', 'hydroelectricCount', 'hydroelectricCost', 'futureCount', 'futureCost',
      'checkOutRoomCount', 'changeRoomCount', 'repairCount', 'onlineCount', 'checkCount', 'reservationCount',
      'advanceCount', 'securityCount'] as const)
      expect(c[k], k).toBe(0);
  });

  it('registerCount counts rented rooms the user may see: staff only 东湖公寓, the boss the whole org', async () => {
    const rentedIn = (apt: string) => one('SELECT count(*) FROM rooms WHERE apartment_id = ? AND is_rent = 1 AND deleted_at IS NULL', aptId(apt));
    const east = rentedIn('东湖公寓');
    const west = rentedIn('西城公寓');
    expect(east).toBeGreaterThan(0);
    expect((await todo(staff)).registerCount).toBe(east);
    expect((await todo(boss)).registerCount).toBe(east + west);
    expect((await todo(manager)).registerCount).toBe(east + west);
    expect((await todo(otherBoss)).registerCount).toBe(rentedIn('城南公寓'));

    // A west room rented: the boss sees one more, the staff member (east project only) nothing new.
    setRoom(roomOf('西城公寓', 'r.is_rent = 0'), 'is_rent = 1');
    expect((await todo(boss)).registerCount).toBe(east + west + 1);
    expect((await todo(staff)).registerCount).toBe(east);
    // A deleted room no longer counts.
    setRoom(roomOf('东湖公寓', 'r.is_rent = 1'), `deleted_at = ${Date.now()}`);
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
