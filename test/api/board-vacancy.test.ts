import { beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { makeHarness, loginAll, PHONES, type Harness } from './harness';
import { rooms } from '../../api/houses/schema';
import { leases } from '../../api/leases/schema';
import { apartmentByName, roomRow, setRoom } from './factories/houses';
import { roomTemplates } from '../../api/templates/schema';
import { addDays } from '../../sync/rules/common/shanghai-time';
import { daysBetween, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { STATUS } from '../../sync/rules/board/board-status';

/**
 * Issue 12 point 3: vacancy days count from when the room became vacant (rooms.vacant_since), not from its last edit:
 * a remark, hiding it, a rent edit or a template change leave the count alone, on the board and on /kofang.
 */
let h: Harness, boss: string;
beforeEach(async () => {
  h = await makeHarness();
  ({ boss } = await loginAll(h));
});

const HOUR = 3_600_000;
const aptId = async (name: string) => (await apartmentByName(h.db, name)).id;
const today = () => shanghaiToday(h.deps.now());
/** A free room of 东湖公寓 (not rented, not decorated, no deposit order) bound to a template. */
async function freeRoom() {
  const free = await h.db
    .select()
    .from(rooms)
    .where(
      and(
        eq(rooms.apartmentId, await aptId('东湖公寓')),
        eq(rooms.isRent, 0),
        eq(rooms.isDecoration, 0),
        eq(rooms.facts, ''),
      ),
    )
    .orderBy(asc(rooms.houseNumber), asc(rooms.id));
  return free.find((r) => r.houseTempId)!;
}
async function vacantDays(id: string, apartmentId: string) {
  const board = await h.call('GET', `/api/board/houses?apartmentId=${apartmentId}`, { token: boss });
  const tile = board.json.data.apartments[0].floors.flatMap((f: any) => f.houses).find((x: any) => x.houseId === id);
  const vacant = tile.houseStatus.find((s: any) => s.statusCode === STATUS.vacant);
  const kofang = await h.call('GET', `/api/board/vacant?apartmentId=${apartmentId}&size=100`, { token: boss });
  const row = kofang.json.data.records.find((x: any) => x.houseId === id);
  return { board: vacant?.day ?? null, kofang: row?.day ?? null };
}

describe('空置 N天 counts from the day the room became vacant', () => {
  it('a remark, hiding, a rent edit and a template change leave the count alone (board and /kofang)', async () => {
    const r = await freeRoom();
    await setRoom(h.db, r.id, { vacantSince: addDays(today(), -45) });
    expect(await vacantDays(r.id, r.apartmentId)).toEqual({ board: 45, kofang: 45 });

    h.advance(HOUR);
    expect(
      (await h.call('PUT', `/api/board/houses/${r.id}/remark`, { token: boss, json: { remark: '窗帘待换' } })).status,
    ).toBe(200);
    expect((await h.call('PUT', `/api/board/houses/${r.id}/show`, { token: boss, json: { isShow: 0 } })).status).toBe(
      200,
    );
    const edit = await h.call('GET', `/api/templates/rooms/${r.id}`, { token: boss });
    const d = edit.json.data;
    const rent = await h.call('PUT', `/api/templates/rooms/${r.id}`, {
      token: boss,
      json: {
        houseNumber: d.houseNumber,
        area: d.area ?? 20,
        rentCost: d.rentCost + 10000,
        advanceCost: d.advanceCost ?? 0,
        collectRentType: d.collectRentType ?? 0,
        collectRentDay: d.collectRentDay ?? 5,
        items: [],
        pictures: [],
        advert: '',
        nearby: '',
        facility: [],
        intro: '',
      },
    });
    expect(rent.status, rent.text).toBe(200);
    const other = (
      await h.db
        .select()
        .from(roomTemplates)
        .where(
          and(
            eq(roomTemplates.apartmentId, r.apartmentId),
            ne(roomTemplates.id, r.houseTempId!),
            isNull(roomTemplates.deletedAt),
          ),
        )
        .limit(1)
    )[0]!;
    const tpl = await h.call('PUT', `/api/templates/rooms/${r.id}/template`, {
      token: boss,
      json: { templateId: other.id },
    });
    expect(tpl.status, tpl.text).toBe(200);
    expect((await roomRow(h.db, r.id)).updatedAt).toBe(h.deps.now());

    expect(await vacantDays(r.id, r.apartmentId)).toEqual({ board: 45, kofang: 45 });
    // the next day it is one more (a new session: the old one has expired)
    h.advance(24 * HOUR);
    boss = await h.login(PHONES.boss);
    expect(await vacantDays(r.id, r.apartmentId)).toEqual({ board: 46, kofang: 46 });
  });

  it('set 已出租 then 未出租: vacant again from that day', async () => {
    const r = await freeRoom();
    await setRoom(h.db, r.id, { vacantSince: addDays(today(), -45) });
    expect((await h.call('PUT', `/api/board/houses/${r.id}/rent`, { token: boss, json: { isRent: 1 } })).status).toBe(
      200,
    );
    h.advance(24 * HOUR);
    boss = await h.login(PHONES.boss);
    expect((await h.call('PUT', `/api/board/houses/${r.id}/rent`, { token: boss, json: { isRent: 0 } })).status).toBe(
      200,
    );
    expect((await roomRow(h.db, r.id)).vacantSince).toBe(today());
    expect(await vacantDays(r.id, r.apartmentId)).toEqual({ board: 0, kofang: 0 });
  });

  it('rooms made on the floor editor are vacant from the day they were made', async () => {
    const rows = await h.db
      .select()
      .from(rooms)
      .where(eq(rooms.apartmentId, await aptId('东湖公寓')));
    for (const r of rows) expect(r.vacantSince, r.houseNumber).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('checked-out rooms', () => {
  it('are vacant from their check-out date (the running-lease demo)', async () => {
    const d = await makeHarness({ runningLeases: true });
    const rows = await d.db
      .select({
        room: leases.roomId,
        made: leases.createdAt,
        status: leases.status,
        check_out_date: leases.checkOutDate,
        vacant_since: rooms.vacantSince,
        is_rent: rooms.isRent,
      })
      .from(leases)
      .innerJoin(rooms, eq(rooms.id, leases.roomId))
      .where(isNull(leases.deletedAt));
    // A room let again after its check-out (the demo's viewing that led to a lease) is not vacant any more.
    const out = rows.filter(
      (o) => o.status === LEASE_STATUS.checkedOut && !rows.some((x) => x.room === o.room && x.made > o.made),
    );
    expect(out.length).toBeGreaterThanOrEqual(3);
    const now = shanghaiToday(d.deps.now());
    for (const o of out) {
      expect(o.is_rent).toBe(0);
      expect(o.vacant_since).toBe(o.check_out_date! < now ? o.check_out_date : now);
      expect(daysBetween(o.vacant_since!, now)).toBeGreaterThanOrEqual(0);
    }
    await d.db.close();
  }, 120_000); // the running-lease demo takes a while to build on a busy machine
});
