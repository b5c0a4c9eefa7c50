import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withdrawPerms } from './factories/auth';
import { apartmentById } from './factories/houses';
import { PHONES, signedIn, upload as uploadAs, type Harness } from './harness';
import { apartments } from '../../api/houses/schema';
import { pictures } from '../../api/uploads/schema';

let h: Harness, boss: string, east: string, west: string;
beforeEach(async () => ({ h, boss, east, west } = await signedIn()));

const upload = (token = boss) => uploadAs(h, token);
const edit = (id: string, json: unknown, token = boss) =>
  h.call('PUT', `/api/houses/apartments/${id}`, { token, json });
const version = async (id: string) => (await apartmentById(h.db, id)).version;

describe('PUT /api/houses/apartments/:id', () => {
  it('saves elevator, pictures (the first is the cover), facilities, intro and nearby; the detail returns them', async () => {
    const [a, b] = [await upload(), await upload()];
    const v0 = await version(east);
    const r = await edit(east, {
      isElevator: 0,
      pictures: [a, b],
      facility: '6_1_3',
      intro: '  近地铁，拎包入住  ',
      nearby: '东湖公园',
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('修改成功');
    expect(await version(east)).toBeGreaterThan(v0);
    const d = (await h.call('GET', `/api/houses/apartments/${east}`, { token: boss })).json.data;
    expect(d).toMatchObject({
      isElevator: 0,
      facility: '1_3_6',
      intro: '近地铁，拎包入住',
      nearby: '东湖公园',
      name: '东湖公寓',
      address: '东湖路 8 号',
      locationName: '东湖商圈',
    });
    expect(
      d.pictures.map((p: { picture: string; isCover: number; regionId: number }) => [p.picture, p.isCover, p.regionId]),
    ).toEqual([
      [a, 1, 1],
      [b, 0, 1],
    ]);

    // replacing the list reorders: the new first picture is the cover
    await edit(east, { pictures: [b] });
    const d2 = (await h.call('GET', `/api/houses/apartments/${east}`, { token: boss })).json.data;
    expect(d2.pictures.map((p: { picture: string; isCover: number }) => [p.picture, p.isCover])).toEqual([[b, 1]]);
    expect(d2.facility).toBe('1_3_6');
    await edit(east, { pictures: [] });
    expect(await h.db.select().from(pictures).where(eq(pictures.ownerId, east))).toHaveLength(0);
  });

  it('name, district and address are read-only here', async () => {
    const r = await edit(east, { name: '改名', address: '别处', locationName: '别的商圈', intro: 'x' });
    expect(r.status).toBe(200);
    const apt = (await h.db.select().from(apartments).where(eq(apartments.id, east)).limit(1))[0]!;
    expect(apt).toMatchObject({ name: '东湖公寓', address: '东湖路 8 号', locationName: '东湖商圈', intro: 'x' });
  });

  it('at most 20 public-area pictures, and only this org uploads', async () => {
    const url = await upload();
    const many = Array.from({ length: 21 }, () => url);
    let r = await edit(east, { pictures: many });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('公共区域照片最多20张');
    r = await edit(east, { pictures: ['https://example.com/x.jpg'] });
    expect(r.json.msg).toBe('图片地址不正确，请重新上传');
    const foreign = await upload(await h.login(PHONES.otherBoss));
    r = await edit(east, { pictures: [foreign] });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('图片不存在，请重新上传');
    r = await edit(east, { pictures: Array.from({ length: 20 }, () => url) });
    expect(r.status).toBe(200);
  });

  it('facility ids must be in the catalogue', async () => {
    let r = await edit(east, { facility: '1_99' });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('设施不存在：99');
    r = await edit(east, { facility: '1_abc' });
    expect(r.json.msg).toBe('设施不存在：abc');
    r = await edit(east, { facility: '' });
    expect(r.status).toBe(200);
    r = await edit(east, { isElevator: 3 });
    expect(r.json.msg).toBe('电梯只能选择有或无');
    r = await edit(east, { nearby: 'x'.repeat(201) });
    expect(r.json.msg).toBe('周边配套不能超过200个字');
  });

  it('permissions and isolation: staff edits its project only (404 elsewhere), other org 404, no perm 403', async () => {
    const staff = await h.login(PHONES.staff);
    expect((await edit(east, { intro: '员工改' }, staff)).status).toBe(200);
    const outside = await edit(west, { intro: '员工改' }, staff);
    expect(outside.status).toBe(404);
    const otherBoss = await h.login(PHONES.otherBoss);
    const other = await edit(east, { intro: '外人' }, otherBoss);
    expect(other.status).toBe(404);
    expect((await h.call('GET', `/api/houses/apartments/${east}`, { token: otherBoss })).status).toBe(404);
    expect((await h.db.select().from(apartments).where(eq(apartments.id, east)).limit(1))[0]!.intro).toBe('员工改');
    const manager = await h.login(PHONES.manager);
    expect((await edit(west, { intro: '店长改' }, manager)).status).toBe(200);
    // without 房态总览/编辑公寓 [1,3] the edit is refused
    await withdrawPerms(h.db, '管家', [1, 3]);
    const refused = await edit(east, { intro: '无权限' }, staff);
    expect(refused.status).toBe(403);
    expect(
      (await h.call('PUT', `/api/houses/apartments/${east}/floors`, { token: staff, json: { floorData: [] } })).status,
    ).toBe(403);
  });
});
