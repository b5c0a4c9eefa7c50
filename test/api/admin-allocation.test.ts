import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Harness } from './harness';
import { ALLOCATION_MSG } from '../../sync/contract/admin/allocation';
import { ROOM_NOT_FOUND } from '../../sync/protocol/protocol';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string, west: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss, west } = await signedIn()));

interface Row {
  houseId: string;
  apartmentId: string;
  apartmentName: string;
  houseNumber: string;
  officeId: string | null;
  officeName: string;
  isRent: number;
  roomType: string;
  location: string;
}

async function list(query = '', token = boss): Promise<{ total: number; pages: number; records: Row[] }> {
  const r = await h.call('GET', `/api/admin/house-allocation${query}`, { token });
  expect(r.status).toBe(200);
  return r.json.data;
}

async function projectId(name: string): Promise<string> {
  const r = await h.call('GET', '/api/admin/offices?kind=2', { token: boss });
  return (r.json.data as { officeId: string; name: string }[]).find((o) => o.name === name)!.officeId;
}

const assign = (json: unknown, token = boss) => h.call('PUT', '/api/admin/house-allocation', { token, json });

describe('the allocation list', () => {
  it('lists the rooms of the org 10 a page with their project, and filters by project, apartment and rent', async () => {
    const all = await list();
    expect(all.records).toHaveLength(10);
    const east = await projectId('东湖项目');
    const westId = await projectId('西城项目');
    const byEast = await list(`?officeId=${east}&size=100`);
    const byWest = await list(`?officeId=${westId}&size=100`);
    expect(byEast.total + byWest.total).toBe(all.total);
    expect(byWest.records.every((r) => r.apartmentName === '西城公寓' && r.officeName === '西城项目')).toBe(true);
    expect((await list('?officeId=0')).total).toBe(all.total);
    const inWest = await list(`?apartmentId=${west}&size=100`);
    expect(inWest.total).toBe(byWest.total);
    const rented = await list(`?apartmentId=${west}&isRent=1&size=100`);
    const free = await list(`?apartmentId=${west}&isRent=0&size=100`);
    expect(rented.total + free.total).toBe(inWest.total);
    expect(rented.records.every((r) => r.isRent === 1)).toBe(true);
    const one = inWest.records[0];
    const byNumber = await list(`?apartmentId=${west}&houseNumber=${one.houseNumber}`);
    expect(byNumber.records.map((r) => r.houseId)).toContain(one.houseId);
    expect(one.roomType).toMatch(/^\d室\d厅\d卫$/);
  });

  it('is refused to staff without the permission; another org sees only its own rooms', async () => {
    expect((await h.call('GET', '/api/admin/house-allocation', { token: staff })).status).toBe(403);
    const theirs = await list('?size=100', otherBoss);
    const ours = new Set((await list('?size=100')).records.map((r) => r.houseId));
    expect(theirs.records.some((r) => ours.has(r.houseId))).toBe(false);
    expect(manager).toBeTruthy();
  });
});

describe('moving rooms into a project', () => {
  it('moves five 西城 rooms into 东湖项目: the list shows them there, and says what moved', async () => {
    const east = await projectId('东湖项目');
    const five = (await list(`?apartmentId=${west}`)).records.slice(0, 5).map((r) => r.houseId);
    const before = (await list(`?officeId=${east}`)).total;
    const r = await assign({ officeId: east, houseIds: five });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ moved: 5, unchanged: 0, officeName: '东湖项目' });
    const after = await list(`?officeId=${east}&apartmentId=${west}`);
    expect(after.records.map((x) => x.houseId).sort()).toEqual([...five].sort());
    expect((await list(`?officeId=${east}`)).total).toBe(before + 5);
    const logs = await h.call('GET', '/api/admin/logs?context=设置房源所属项目', { token: boss });
    expect(logs.json.data.records[0].context).toBe('设置房源所属项目 东湖项目 5 间');
    const again = await assign({ officeId: east, houseIds: [...five, five[0]] });
    expect(again.json.data).toEqual({ moved: 0, unchanged: 5, officeName: '东湖项目' });
  });

  it('asks for the project first, then the rooms', async () => {
    const east = await projectId('东湖项目');
    const cases: [unknown, string][] = [
      [{}, ALLOCATION_MSG.projectRequired],
      [{ houseIds: [] }, ALLOCATION_MSG.projectRequired],
      [{ officeId: '', houseIds: ['x'] }, ALLOCATION_MSG.projectRequired],
      [{ officeId: east }, ALLOCATION_MSG.roomsRequired],
      [{ officeId: east, houseIds: [] }, ALLOCATION_MSG.roomsRequired],
      [{ officeId: east, houseIds: Array.from({ length: 501 }, (_, i) => `r${i}`) }, ALLOCATION_MSG.tooMany],
    ];
    for (const [json, msg] of cases) {
      const r = await assign(json);
      expect(r.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
  });

  it('refuses rooms and projects of another org as missing, and moves nothing', async () => {
    const east = await projectId('东湖项目');
    const mine = (await list(`?apartmentId=${west}`)).records[0].houseId;
    const theirs = (await list('', otherBoss)).records[0].houseId;
    const r = await assign({ officeId: east, houseIds: [mine, theirs] });
    expect(r.status).toBe(404);
    expect(r.json.msg).toBe(ROOM_NOT_FOUND);
    expect((await list(`?officeId=${east}&apartmentId=${west}`)).total).toBe(0);
    const otherProject = (await h.call('GET', '/api/admin/offices?kind=2', { token: otherBoss })).json.data[0];
    if (otherProject) expect((await assign({ officeId: otherProject.officeId, houseIds: [mine] })).status).toBe(404);
    expect((await assign({ officeId: 'nope', houseIds: [mine] })).status).toBe(404);
    expect((await assign({ officeId: east, houseIds: [mine] }, staff)).status).toBe(403);
  });
});
