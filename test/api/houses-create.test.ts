import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { PHONES, signedIn, type Harness } from './harness';
import { apartments, floors, rooms } from '../../api/houses/schema';
import { offices } from '../../api/admin/schema';
import { OPERATE } from '../../sync/rules/houses/room-plan';

let h: Harness, boss: string;
beforeEach(async () => ({ h, boss } = await signedIn()));

const floorData = [
  {
    floor: 1,
    houseCount: 2,
    isChange: 1,
    houses: [
      { houseNumber: '101', isRent: 0, operate: OPERATE.add },
      { houseNumber: '102', isRent: 1, operate: OPERATE.add },
    ],
  },
  { floor: 2, houseCount: 1, isChange: 1, houses: [{ houseNumber: '201', isRent: 0, operate: OPERATE.add }] },
];
const body = (over: Record<string, unknown> = {}) => ({
  name: '南湖公寓',
  address: '杭州市滨江区南湖路 1 号',
  locationName: '滨江商圈',
  cityCode: '3301',
  districtCode: '330108',
  totalFloor: 3,
  isElevator: 1,
  floorData,
  ...over,
});
const create = (json: unknown, token = boss) => h.call('POST', '/api/houses/apartments', { token, json });

describe('POST /api/houses/apartments', () => {
  it('creates the apartment with its floors and rooms in one unit of work: every row carries its version', async () => {
    const r = await create(body());
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('提交成功');
    const id = r.json.data.apartmentId as string;
    const apt = (await h.db.select().from(apartments).where(eq(apartments.id, id)).limit(1))[0]!;
    expect(apt).toMatchObject({
      name: '南湖公寓',
      totalFloor: 3,
      isElevator: 1,
      locationName: '滨江商圈',
      latitude: null,
      longitude: null,
    });
    expect(apt.version).toBeGreaterThan(0);
    const fl = await h.db.select().from(floors).where(eq(floors.apartmentId, id));
    expect(fl.map((f) => f.floor).sort()).toEqual([1, 2]);
    const rm = await h.db.select().from(rooms).where(eq(rooms.apartmentId, id));
    expect(rm.map((x) => [x.houseNumber, x.isRent]).sort()).toEqual([
      ['101', 0],
      ['102', 1],
      ['201', 0],
    ]);
    const versions = [apt.version, ...fl.map((f) => f.version), ...rm.map((x) => x.version)];
    expect(new Set(versions).size).toBe(1);
    expect(versions[0]).toBeGreaterThan(0);

    const detail = await h.call('GET', `/api/houses/apartments/${id}`, { token: boss });
    expect(detail.json.data).toMatchObject({
      name: '南湖公寓',
      cityCode: '3301',
      districtCode: '330108',
      cityName: '杭州市',
      districtName: '滨江区',
      pictures: [],
    });
    expect(detail.json.data.floorData.map((f: { houseCount: number }) => f.houseCount)).toEqual([2, 1]);
    const list = await h.call('GET', '/api/houses/apartments', { token: boss });
    expect(list.json.data.map((a: { name: string }) => a.name)).toContain('南湖公寓');
  });

  it('checks address, then name, then business district, with the spec messages', async () => {
    let r = await create({ totalFloor: 3, floorData });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('请填写公寓详细地址');
    r = await create(body({ name: ' ', address: ' ', locationName: '' }));
    expect(r.json.msg).toBe('请填写公寓详细地址');
    r = await create(body({ name: '', locationName: '' }));
    expect(r.json.msg).toBe('请填写公寓名称');
    r = await create(body({ locationName: '  ' }));
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('请填写所属商圈');
  });

  it('total floors 1 to 100, elevator 0/1, city and district real', async () => {
    for (const totalFloor of [0, 101, 2.5]) {
      const r = await create(body({ totalFloor }));
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe('总楼层数为1到100层');
    }
    expect((await create(body({ isElevator: 2 }))).json.msg).toBe('电梯只能选择有或无');
    expect((await create(body({ cityCode: '9999' }))).json.msg).toBe('请选择所在城市');
    expect((await create(body({ districtCode: '320104' }))).json.msg).toBe('请选择所在区县');
    const r = await create(
      body({ totalFloor: 100, floorData: [{ floor: 100, houses: [{ houseNumber: '10001', operate: OPERATE.add }] }] }),
    );
    expect(r.status).toBe(200);
  });

  it('floor messages: a room without number, no rooms, floors beyond the total, duplicates', async () => {
    let r = await create(
      body({
        floorData: [
          {
            floor: 1,
            houses: [
              { houseNumber: '101', operate: OPERATE.add },
              { houseNumber: ' ', operate: OPERATE.add },
            ],
          },
        ],
      }),
    );
    expect(r.json.msg).toBe('有房间号未填写');
    r = await create(body({ floorData: [] }));
    expect(r.json.msg).toBe('请添加楼层及房间信息');
    r = await create(body({ floorData: [{ floor: 1, houses: [] }] }));
    expect(r.json.msg).toBe('请添加楼层及房间信息');
    r = await create(body({ totalFloor: 1 }));
    expect(r.json.msg).toBe('楼层数不够用');
    r = await create(
      body({
        floorData: [
          { floor: 1, houses: [{ houseNumber: '301', operate: OPERATE.add }] },
          { floor: 3, houses: [{ houseNumber: '301', operate: OPERATE.add }] },
        ],
      }),
    );
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('房间号重复：301');
    expect(await h.db.select().from(apartments).where(eq(apartments.name, '南湖公寓'))).toHaveLength(0);
  });

  it('rooms marked deleted in a new apartment are not created; a name already used is refused', async () => {
    const r = await create(
      body({
        floorData: [
          {
            floor: 1,
            houses: [
              { houseNumber: '101', operate: OPERATE.add },
              { houseNumber: '', operate: OPERATE.remove },
            ],
          },
        ],
      }),
    );
    expect(r.status).toBe(200);
    expect(await h.db.select().from(rooms).where(eq(rooms.apartmentId, r.json.data.apartmentId))).toHaveLength(1);
    const again = await create(body());
    expect(again.status).toBe(400);
    expect(again.json.msg).toBe('公寓名称已存在');
  });

  it('a project must be a project of the org; rooms take the apartment project', async () => {
    const east = (
      await h.db
        .select()
        .from(offices)
        .where(and(eq(offices.name, '东湖项目'), isNull(offices.deletedAt)))
        .limit(1)
    )[0]!;
    const company = (await h.db.select().from(offices).where(eq(offices.kind, 1)).limit(1))[0]!;
    const other = (await h.db.select().from(offices).where(eq(offices.name, '城南项目')).limit(1))[0]!;
    expect((await create(body({ projectId: company.id }))).json.msg).toBe('所属项目不存在');
    expect((await create(body({ projectId: other.id }))).json.msg).toBe('所属项目不存在');
    const r = await create(body({ projectId: east.id }));
    expect(r.status).toBe(200);
    const rm = await h.db.select().from(rooms).where(eq(rooms.apartmentId, r.json.data.apartmentId));
    expect(rm.every((x) => x.projectId === east.id)).toBe(true);
  });

  it('permissions: staff (no 添加公寓) 403, manager 200, no token 401', async () => {
    const staff = await h.login(PHONES.staff);
    const manager = await h.login(PHONES.manager);
    const s = await create(body(), staff);
    expect(s.status).toBe(403);
    expect(s.json.msg).toBe('没有权限执行此操作');
    expect((await create(body(), manager)).status).toBe(200);
    expect((await h.call('POST', '/api/houses/apartments', { json: body() })).status).toBe(401);
  });

  it('the other org creates its own apartment, invisible to 示例公寓; same name allowed across orgs', async () => {
    const otherBoss = await h.login(PHONES.otherBoss);
    const r = await create(body({ cityCode: '3201', districtCode: '320104' }), otherBoss);
    expect(r.status).toBe(200);
    const mine = await h.call('GET', `/api/houses/apartments/${r.json.data.apartmentId}`, { token: boss });
    expect(mine.status).toBe(404);
    expect((await create(body())).status).toBe(200);
  });
});

describe('regions for the form', () => {
  it('GET /api/houses/cities lists provinces with cities', async () => {
    const r = await h.call('GET', '/api/houses/cities', { token: boss });
    expect(r.status).toBe(200);
    const zj = r.json.data.find((p: { code: string }) => p.code === '33');
    expect(zj.name).toBe('浙江省');
    expect(zj.cities.map((c: { name: string }) => c.name)).toContain('杭州市');
  });

  it('GET /api/houses/locations gives the districts and the org business districts of a city', async () => {
    const r = await h.call('GET', '/api/houses/locations?cityCode=3301', { token: boss });
    expect(r.status).toBe(200);
    expect(r.json.data.districts.map((d: { name: string }) => d.name)).toContain('西湖区');
    expect(r.json.data.locationNames).toEqual(['东湖商圈', '西城商圈']);
    const other = await h.call('GET', '/api/houses/locations?cityCode=3301', {
      token: await h.login(PHONES.otherBoss),
    });
    expect(other.json.data.locationNames).toEqual([]);
    const staff = await h.call('GET', '/api/houses/locations?cityCode=3301', { token: await h.login(PHONES.staff) });
    expect(staff.json.data.locationNames).toEqual(['东湖商圈']);
    const bad = await h.call('GET', '/api/houses/locations?cityCode=33', { token: boss });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('请选择所在城市');
  });
});
