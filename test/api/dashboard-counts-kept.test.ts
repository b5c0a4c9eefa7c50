import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { PHONES, signedIn, type Harness } from './harness';
import { rooms } from '../../api/houses/schema';
import { users } from '../../api/auth/schema';
import { todoCounts } from '../../api/dashboard/todo-counts';
import { patchRoom } from './factories/money';
import { addPictureRow } from './factories/leases';
import { addDays, shanghaiMidnight } from '../../sync/rules/common/shanghai-time';

/**
 * Issue 16 point 3: the dashboard's counters are kept between two changes of the organisation
 * (api/dashboard/counts-memo.ts). Kept or not, each answer must be the rule's: it follows every write of the
 * organisation at once, for every user who sees the changed room; a write of another organisation or outside a
 * staff member's projects leaves theirs as it was; the date windows move with the day.
 */
let h: Harness, boss: string, manager: string, staff: string, otherBoss: string, east: string, west: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss, east, west } = await signedIn()));

async function todo(token: string) {
  const r = await h.call('GET', '/api/dashboard/todo', { token });
  expect(r.status).toBe(200);
  return r.json.data;
}

/** A live room of the apartment that is not rented. */
async function vacantRoom(apartmentId: string) {
  const [r] = await h.db
    .select({ id: rooms.id, orgId: rooms.orgId })
    .from(rooms)
    .where(and(eq(rooms.apartmentId, apartmentId), eq(rooms.isRent, 0), isNull(rooms.deletedAt)))
    .limit(1);
  return r!;
}

/** The counters computed afresh from the rule (todoCounts), for the user of `phone`. */
async function fresh(phone: string) {
  const [u] = await h.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return todoCounts(h.db, h.deps.now(), u!);
}

describe('dashboard counters kept between changes', () => {
  it('follow a write at once for everyone who sees the room, and stay the rule’s', async () => {
    const before = { boss: await todo(boss), manager: await todo(manager), staff: await todo(staff) };
    expect(await todo(boss)).toEqual(before.boss); // asked again, nothing changed

    // 待登记: a vacant room of 东湖公寓 (the staff member's) flagged rented without a lease.
    await patchRoom(h.db, (await vacantRoom(east)).id, { isRent: 1 });
    const after = { boss: await todo(boss), manager: await todo(manager), staff: await todo(staff) };
    for (const who of ['boss', 'manager', 'staff'] as const)
      expect(after[who].registerCount, who).toBe(before[who].registerCount + 1);
    expect(after.boss).toEqual(await fresh(PHONES.boss));
    expect(after.staff).toEqual(await fresh(PHONES.staff));

    // 待补照片: a photo of a 西城公寓 room: the boss's count moves, the staff member's (东湖公寓 only) does not.
    const westRoom = await vacantRoom(west);
    await addPictureRow(h.db, westRoom.orgId, { ownerType: 'room', ownerId: westRoom.id, url: '/p.png' });
    expect((await todo(boss)).pictureCount).toBe(after.boss.pictureCount - 1);
    expect(await todo(staff)).toEqual(after.staff);
    expect(await todo(manager)).toEqual(await fresh(PHONES.manager));
  });

  it('another organisation’s writes leave the counters as they were', async () => {
    const mine = await todo(boss);
    const theirs = await todo(otherBoss);
    const [other] = await h.db.select().from(users).where(eq(users.phone, PHONES.otherBoss)).limit(1);
    const [room] = await h.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.orgId, other!.orgId), eq(rooms.isRent, 0), isNull(rooms.deletedAt)))
      .limit(1);
    await patchRoom(h.db, room!.id, { isRent: 1 });
    expect(await todo(boss)).toEqual(mine);
    expect((await todo(otherBoss)).registerCount).toBe(theirs.registerCount + 1);
  });

  it('move with the Asia/Shanghai day', async () => {
    const today = await todo(boss);
    // Just past the next midnight in Shanghai (signed in again: the session may not outlive the wait).
    h.advance(shanghaiMidnight(addDays(today.windows.today, 1)) + 60_000 - h.deps.now());
    const tomorrow = await todo(await h.login(PHONES.boss));
    expect(tomorrow.windows.today).not.toBe(today.windows.today);
    expect(tomorrow).toEqual(await fresh(PHONES.boss));
  });
});
