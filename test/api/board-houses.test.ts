import { parseFacts } from '../../sync/rules/board/room-facts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Harness } from './harness';
import {
  addOwner,
  addRoomTemplate,
  apartmentByName,
  floorsOf,
  roomsOf as roomsOfApartment,
  setRoom,
  setRooms,
} from './factories/houses';
import { withdrawPerms } from './factories/auth';
import { FILTER_FLAGS, STATUS } from '../../sync/rules/board/board-status';
import { daysBetween, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';

let h: Harness, boss: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, staff, otherBoss } = await signedIn()));

const aptId = async (name: string) => (await apartmentByName(h.db, name)).id;
/** Deposit orders of the demo (api/deposits/seed.ts) make some vacant rooms reserved (paid) or awaiting payment. */
const orders = (x: { facts: string }) => parseFacts(x.facts).orders;
const reserved = (x: { facts: string }) => orders(x).some((o) => o.payStatus === ORDER_PAY.paid);
const free = (x: { isRent: number; isDecoration: number; facts: string }) =>
  x.isRent === 0 && x.isDecoration === 0 && !reserved(x);
const roomsOf = (name: string) => roomsOfApartment(h.db, name);
const room = async (apt: string, number: string) => (await roomsOf(apt)).find((r) => r.houseNumber === number)!;
const board = (token: string, query: Record<string, string> = {}) =>
  h.call('GET', `/api/board/houses?${new URLSearchParams(query)}`, { token });
const stats = (token: string, query: Record<string, string> = {}) =>
  h.call('GET', `/api/board/stats?${new URLSearchParams(query)}`, { token });
const numbers = (data: any) =>
  data.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses.map((x: any) => x.houseNumber))).sort();

describe('GET /api/board/houses', () => {
  it('groups the rooms of an apartment by floor, in order, with tiles and the rent rate', async () => {
    const east = await aptId('东湖公寓');
    const r = await board(boss, { apartmentId: east });
    expect(r.status).toBe(200);
    expect(r.json.code).toBe(200);
    const [apt] = r.json.data.apartments;
    expect(r.json.data.apartments).toHaveLength(1);
    expect(apt.name).toBe('东湖公寓');
    const dbRooms = await roomsOf('东湖公寓');
    const total = dbRooms.length;
    expect(apt.houseTotal).toBe(total);
    const floorRows = await floorsOf(h.db, east);
    expect(apt.floors.map((f: any) => f.floor)).toEqual(floorRows.map((f) => f.floor).sort((a, b) => a - b));
    const third = floorRows.find((f) => f.floor === 3)!;
    const thirdNumbers = dbRooms
      .filter((r) => r.floorId === third.id)
      .sort((a, b) => a.serialNumber - b.serialNumber)
      .map((r) => r.houseNumber);
    expect(apt.floors[2].houses.map((x: any) => x.houseNumber)).toEqual(thirdNumbers);
    expect(thirdNumbers[0]).toBe('301');
    const rented = dbRooms.filter((x) => x.isRent === 1).length;
    expect(apt.rentedTotal).toBe(rented);
    const bp = Math.round((rented * 10000) / total);
    expect(apt.rentRate).toBe(`${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`);
    const tile = apt.floors[0].houses[0];
    expect(Object.keys(tile).sort()).toEqual(
      [
        'area',
        'floor',
        'groupType',
        'houseId',
        'houseNumber',
        'houseStatus',
        'isDecoration',
        'isRent',
        'isShow',
        'leaseId',
        'ownerName',
        'remark',
        'rentCost',
        'templateName',
        'type',
      ].sort(),
    );
    for (const f of apt.floors) {
      for (const x of f.houses) {
        // The demo seed puts some rooms under decoration (6, no day count) ahead of their rent state; rooms rented by
        // flag without a lease are 待登记 (8); vacant rooms count from the date they became vacant.
        const row = dbRooms.find((d) => d.id === x.houseId)!;
        expect(x.houseStatus[0].statusCode).toBe(x.isDecoration === 1 ? 6 : x.isRent === 1 ? 8 : reserved(row) ? 5 : 0);
        if (x.isRent === 1 || x.isDecoration === 1) expect(x.houseStatus[0].day).toBeNull();
        else if (!reserved(row))
          expect(x.houseStatus[0].day).toBe(daysBetween(row.vacantSince!, shanghaiToday(h.deps.now())));
      }
    }
  });

  it('shows the template and owner names through the joins', async () => {
    const r301 = await room('东湖公寓', '301');
    const tpl = await addRoomTemplate(h.db, r301.orgId, r301.apartmentId, '精装一室');
    await setRoom(h.db, r301.id, { houseTempId: tpl, type: 2, groupType: 2 });
    await addOwner(h.db, r301.orgId, r301.id, '陈业主');
    const r = await board(boss, { apartmentId: r301.apartmentId, houseNumber: '301' });
    const tile = r.json.data.apartments[0].floors[0].houses[0];
    expect(tile).toMatchObject({
      houseNumber: '301',
      templateName: '精装一室',
      ownerName: '陈业主',
      type: 2,
      groupType: 2,
    });
  });

  it('the boss sees both apartments; houseNumber filters by "contains"', async () => {
    const all = await board(boss);
    expect(all.json.data.apartments.map((a: any) => a.name).sort()).toEqual(['东湖公寓', '西城公寓']);
    const r = await board(boss, { houseNumber: '30' });
    const expected = [...(await roomsOf('东湖公寓')), ...(await roomsOf('西城公寓'))]
      .map((x) => x.houseNumber)
      .filter((n) => n.includes('30'))
      .sort();
    expect(expected.length).toBeGreaterThan(3);
    expect(numbers(r.json.data)).toEqual(expected);
    const none = await board(boss, { houseNumber: '9%' });
    expect(none.json.data.apartments).toEqual([]);
    expect(none.json.data.houseCount).toBe(0);
  });

  it('filters by city, district and project', async () => {
    const west = await board(boss, { districtId: '330106' });
    expect(west.json.data.apartments.map((a: any) => a.name)).toEqual(['西城公寓']);
    expect((await board(boss, { cityId: '3301' })).json.data.apartments).toHaveLength(2);
    expect((await board(boss, { cityId: '3201' })).json.data.apartments).toHaveLength(0);
    const filters = await h.call('GET', '/api/board/filters', { token: boss });
    expect(filters.json.data.cities).toEqual([{ cityId: '3301', name: '杭州市' }]);
    expect(filters.json.data.districts.map((d: any) => d.name).sort()).toEqual(['上城区', '西湖区']);
    const eastProject = filters.json.data.offices.find((o: any) => o.name === '东湖项目').officeId;
    const r = await board(boss, { officeId: eastProject });
    expect(r.json.data.apartments.map((a: any) => a.name)).toEqual(['东湖公寓']);
  });

  it('each of the flags filters the rooms', async () => {
    const east = await aptId('东湖公寓');
    const r101 = await room('东湖公寓', '101');
    const r102 = await room('东湖公寓', '102');
    await setRooms(h.db, [
      [r101.id, { isDecoration: 1, isRent: 0 }],
      [r102.id, { remark: '门锁待换', isRent: 1 }],
    ]);
    const eastRooms = await roomsOf('东湖公寓');
    const rentedCount = eastRooms.filter((x) => x.isRent === 1).length;
    const total = eastRooms.length;
    const remarked = eastRooms.filter((x) => x.remark.trim() !== '').length;
    const decorating = eastRooms.filter((x) => x.isDecoration === 1).length;
    expect(remarked).toBeGreaterThanOrEqual(1);
    expect(decorating).toBeGreaterThanOrEqual(1);
    const expected: Record<string, number> = {
      isUnsubscribe: 0,
      isVacant: total - rentedCount,
      isPending: 0,
      isRegister: rentedCount,
      isArrears: 0,
      isReceipt: 0,
      isExpired: 0,
      isMaturity: 0,
      isConfirm: eastRooms.filter((x) => orders(x).some((o) => o.payStatus === ORDER_PAY.unpaid)).length,
      isRemark: remarked,
      isSuccess: eastRooms.filter(reserved).length,
      isReserve: eastRooms.filter((x) => orders(x).length > 0).length,
      isUnclear: 0,
      isDecoration: decorating,
    };
    for (const flag of FILTER_FLAGS) {
      const r = await board(boss, { apartmentId: east, [flag]: '1' });
      expect(r.status, flag).toBe(200);
      expect(r.json.data.houseCount, flag).toBe(expected[flag]);
      const s = await stats(boss, { apartmentId: east, [flag]: '1' });
      expect(s.json.data.houseTotal, flag).toBe(expected[flag]);
    }
    const decoratingBoard = await board(boss, { apartmentId: east, isDecoration: '1' });
    expect(decoratingBoard.json.data.apartments[0].floors[0].houses[0]).toMatchObject({
      houseNumber: '101',
      houseStatus: [
        { statusCode: STATUS.decoration, day: null },
        { statusCode: STATUS.vacant, day: daysBetween(r101.vacantSince!, shanghaiToday(h.deps.now())) },
      ],
    });
    // flag '0' means off; several flags match any of them
    expect((await board(boss, { apartmentId: east, isRemark: '0' })).json.data.houseCount).toBe(total);
    const either = eastRooms.filter((x) => x.remark.trim() !== '' || x.isDecoration === 1).length;
    expect((await board(boss, { apartmentId: east, isRemark: '1', isDecoration: '1' })).json.data.houseCount).toBe(
      either,
    );
  });

  it('rejects bad filters with a Chinese 400', async () => {
    const r = await board(boss, { isVacant: '2' });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('筛选条件只能是0或1');
    const long = await board(boss, { houseNumber: '1'.repeat(21) });
    expect(long.status).toBe(400);
    expect(long.json.msg).toBe('房间号不能超过20个字');
  });

  it('staff see only the apartment of their project', async () => {
    const r = await board(staff);
    expect(r.status).toBe(200);
    expect(r.json.data.apartments.map((a: any) => a.name)).toEqual(['东湖公寓']);
    const west = await board(staff, { apartmentId: await aptId('西城公寓') });
    expect(west.json.data.apartments).toEqual([]);
    const s = await stats(staff);
    expect(s.json.data.houseTotal).toBe((await roomsOf('东湖公寓')).length);
    const f = await h.call('GET', '/api/board/filters', { token: staff });
    expect(f.json.data.apartments.map((a: any) => a.name)).toEqual(['东湖公寓']);
  });

  it("another organisation's boss sees none of this org's rooms", async () => {
    const r = await board(otherBoss, { apartmentId: await aptId('东湖公寓') });
    expect(r.status).toBe(200);
    expect(r.json.data.apartments).toEqual([]);
    const own = await board(otherBoss);
    expect(own.json.data.apartments.map((a: any) => a.name)).toEqual(['城南公寓']);
    const s = await stats(otherBoss, { apartmentId: await aptId('东湖公寓') });
    expect(s.json.data.houseTotal).toBe(0);
  });

  it('needs [1,3]: a role without the board gets 403 on the board but still reads the vacant list with [1,5]', async () => {
    await withdrawPerms(h.db, '管家', [1, 3]);
    expect((await board(staff)).status).toBe(403);
    expect((await stats(staff)).status).toBe(403);
    const r301 = await room('东湖公寓', '301');
    expect(
      (await h.call('PUT', `/api/board/houses/${r301.id}/remark`, { token: staff, json: { remark: 'x' } })).status,
    ).toBe(403);
    expect((await h.call('GET', '/api/board/vacant', { token: staff })).status).toBe(200);
    expect((await board(boss)).status).toBe(200);
    expect((await h.call('GET', '/api/board/houses')).status).toBe(401);
  });
});

describe('GET /api/board/stats', () => {
  it('counts totals, vacancy, arrears (0 without bills) and the rates', async () => {
    const east = await roomsOf('东湖公寓');
    const rented = east.filter((x) => x.isRent === 1).length;
    const r = await stats(boss, { apartmentId: await aptId('东湖公寓') });
    expect(r.status).toBe(200);
    const bp = Math.round((rented * 10000) / east.length);
    expect(r.json.data).toEqual({
      houseTotal: east.length,
      rentedHouse: rented,
      vacantHouse: east.length - rented,
      arrearsHouse: 0,
      arrearsCost: 0,
      totalRentRate: `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`,
      collectionRate: '100.00%',
    });
    const all = await stats(boss);
    expect(all.json.data.houseTotal).toBe(east.length + (await roomsOf('西城公寓')).length);
  });
});

describe('GET /api/board/vacant', () => {
  it('pages vacant rooms by 10 with their location; decorating and rented rooms are left out', async () => {
    const east = await roomsOf('东湖公寓');
    const vacantEast = east.filter(free);
    await setRoom(h.db, vacantEast[0].id, { isDecoration: 1 });
    const r = await h.call('GET', `/api/board/vacant?apartmentId=${await aptId('东湖公寓')}`, { token: staff });
    expect(r.status).toBe(200);
    expect(r.json.data.size).toBe(10);
    expect(r.json.data.total).toBe(vacantEast.length - 1);
    expect(r.json.data.records).toHaveLength(10);
    const first = r.json.data.records[0];
    const row = east.find((x) => x.id === first.houseId)!;
    expect(row.isRent).toBe(0);
    expect(first.location).toMatch(/^东湖公寓 \d+层 \d+$/);
    expect(first).toMatchObject({
      apartmentId: await aptId('东湖公寓'),
      houseNumber: row.houseNumber,
      rentCost: row.rentCost,
      area: row.area,
    });
    const page2 = await h.call('GET', `/api/board/vacant?apartmentId=${await aptId('东湖公寓')}&current=2`, {
      token: staff,
    });
    expect(page2.json.data.records[0].houseId).not.toBe(first.houseId);
    const ids = new Set<string>();
    for (let p = 1; p <= r.json.data.pages; p++) {
      const pg = await h.call('GET', `/api/board/vacant?apartmentId=${await aptId('东湖公寓')}&current=${p}`, {
        token: staff,
      });
      for (const x of pg.json.data.records) ids.add(x.houseId);
    }
    expect(ids.size).toBe(vacantEast.length - 1);
    expect(ids.has(vacantEast[0].id)).toBe(false);
  });

  it('filters by room number (contains), treating % and _ literally', async () => {
    const vacant = (await roomsOf('东湖公寓')).filter(free);
    const want = vacant.filter((x) => x.houseNumber.includes('0')).length;
    const r = await h.call('GET', `/api/board/vacant?houseNumber=0&size=100`, { token: boss });
    expect(r.json.data.total).toBe(
      want + (await roomsOf('西城公寓')).filter((x) => free(x) && x.houseNumber.includes('0')).length,
    );
    for (const pattern of ['%', '_', '1%']) {
      const q = await h.call('GET', `/api/board/vacant?${new URLSearchParams({ houseNumber: pattern })}`, {
        token: boss,
      });
      expect(q.status).toBe(200);
      expect(q.json.data.total, pattern).toBe(0);
    }
  });

  it('staff and other orgs see only their own vacant rooms; bad page → 400', async () => {
    const west = await h.call('GET', `/api/board/vacant?apartmentId=${await aptId('西城公寓')}`, { token: staff });
    expect(west.json.data.total).toBe(0);
    const other = await h.call('GET', '/api/board/vacant', { token: otherBoss });
    for (const x of other.json.data.records) expect(x.location.startsWith('城南公寓')).toBe(true);
    const bad = await h.call('GET', '/api/board/vacant?current=0', { token: boss });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('页码不正确');
  });
});
