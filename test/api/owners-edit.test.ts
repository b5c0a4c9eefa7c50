import { beforeEach, describe, expect, it } from 'vitest';
import { GOOD_OWNER, ownersHarness } from './owners-helpers';
import { isValidIdCard } from '../../sync/rules/common/id-card';
import { APPLY_STATE, OWNER_STATUS } from '../../sync/rules/owners/owner-review';

let t: Awaited<ReturnType<typeof ownersHarness>>;
beforeEach(async () => {
  t = await ownersHarness();
});

const get = (houseId: string, token: string) => t.h.call('GET', `/api/owners/rooms/${houseId}`, { token });
const put = (houseId: string, token: string, json: unknown) =>
  t.h.call('PUT', `/api/owners/rooms/${houseId}`, { token, json });

describe('GET /api/owners/rooms/:houseId', () => {
  it('returns the room and its owner in full, with a valid identity number', async () => {
    const { houseId, ownerId } = await t.ownerRoom('陈建国');
    const r = await get(houseId, t.boss);
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d).toMatchObject({
      houseId,
      apartmentName: '西城公寓',
      floor: 3,
      type: 2,
      groupType: 2,
      applyState: APPLY_STATE.passed,
      applyStateLabel: '已通过',
    });
    expect(d.owner).toMatchObject({
      id: ownerId,
      name: '陈建国',
      phone: '13712345601',
      status: OWNER_STATUS.passed,
      statusLabel: '已通过',
      ifbankCard: 0,
    });
    expect(isValidIdCard(d.owner.identityCard)).toBe(true);
    expect(d.owner.identityCard).not.toContain('*');
    expect(d.owner).toMatchObject({ sfzPicture: [], yhkPicture: [], fczPicture: [] });
  });

  it('an owner-direct room without an owner answers owner: null', async () => {
    const r = await get((await t.ownerRoom('')).houseId, t.manager);
    expect(r.status).toBe(200);
    expect(r.json.data.owner).toBeNull();
  });

  it('refuses a room that is not owner-direct with 409 and a clear message', async () => {
    const r = await get(await t.plainRoom('东湖公寓'), t.boss);
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe('该房间不是业主直租房源（仅分散式业主直租房间可维护业主信息）');
    // type 2 alone is not enough: groupType must be 2 too.
    const room = await t.plainRoom('东湖公寓');
    await t.setRoom(room, { type: 2 });
    expect((await get(room, t.boss)).status).toBe(409);
  });

  it('another org, a project the staff member is not in, a missing room → 404', async () => {
    const { houseId } = await t.ownerRoom('陈建国');
    for (const token of [t.otherBoss, t.staff]) {
      const r = await get(houseId, token);
      expect(r.status).toBe(404);
      expect(r.json.msg).toBe('房间不存在或无权查看');
    }
    expect((await get('01NOSUCHROOM0000000000000', t.boss)).status).toBe(404);
    await t.setRoom(houseId, { deletedAt: 1 });
    expect((await get(houseId, t.boss)).status).toBe(404);
  });

  it('needs [1,3], [1,42] or [1,43]', async () => {
    const { houseId } = await t.ownerRoom('陈建国');
    await t.withdraw('店长', [1, 3], [1, 42]);
    expect((await get(houseId, t.manager)).status).toBe(200);
    await t.withdraw('店长', [1, 43]);
    expect((await get(houseId, t.manager)).status).toBe(403);
    expect((await get(houseId, '')).status).toBe(401);
  });
});

describe('PUT /api/owners/rooms/:houseId', () => {
  it('creates the owner of an owner-direct room: not passed, room enters review, board shows the name', async () => {
    const { houseId } = await t.ownerRoom('');
    const before = (await t.room(houseId)).version;
    const sfz = [await t.upload(t.boss), await t.upload(t.boss)];
    const fcz = [await t.upload(t.boss)];
    const r = await put(houseId, t.boss, {
      ...GOOD_OWNER,
      identityCard: '11010519491231002x',
      receivingCard: '6222 0212 3456 7890',
      ifbankCard: 1,
      sfzPicture: sfz,
      fczPicture: fcz,
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('提交成功');
    expect(r.json.data.owner).toMatchObject({
      name: '孙海洋',
      identityCard: '11010519491231002X',
      receivingCard: '6222021234567890',
      ifbankCard: 1,
      status: OWNER_STATUS.notPassed,
      sfzPicture: sfz,
      yhkPicture: [],
      fczPicture: fcz,
    });
    expect(r.json.data.applyState).toBe(APPLY_STATE.reviewing);
    const room = await t.room(houseId);
    expect(room.ownerName).toBe('孙海洋');
    expect(room.version).toBeGreaterThan(before);
    const pics = await t.pictures(r.json.data.owner.id);
    expect(pics).toEqual([
      { ownerType: 'owner_fcz', isCover: 1 },
      { ownerType: 'owner_sfz', isCover: 1 },
      { ownerType: 'owner_sfz', isCover: 0 },
    ]);
    // Saving again replaces the photos and keeps one owner per room.
    const again = await put(houseId, t.boss, { ...GOOD_OWNER, sfzPicture: [sfz[1]] });
    expect(again.json.data.owner.sfzPicture).toEqual([sfz[1]]);
    expect(again.json.data.owner.fczPicture).toEqual([]);
    expect(await t.ownerCount(houseId)).toBe(1);
  });

  it('changing name, identity number or bank card sends an approved owner back to review; the phone alone does not', async () => {
    const { houseId } = await t.ownerRoom('陈建国');
    const current = (await get(houseId, t.boss)).json.data.owner;
    const same = {
      name: current.name,
      identityCard: current.identityCard,
      phone: current.phone,
      receivingCard: current.receivingCard,
      ifbankCard: current.ifbankCard,
    };
    const phoneOnly = await put(houseId, t.boss, { ...same, phone: '13912340000' });
    expect(phoneOnly.json.data.owner).toMatchObject({ status: OWNER_STATUS.passed, phone: '13912340000' });
    const card = await put(houseId, t.boss, { ...same, receivingCard: '6222029999999999' });
    expect(card.json.data.owner.status).toBe(OWNER_STATUS.notPassed);
    // The application state is left as it was (already decided).
    expect(card.json.data.applyState).toBe(APPLY_STATE.passed);
  });

  it('validates every field with the spec messages', async () => {
    const { houseId } = await t.ownerRoom('');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入姓名'],
      [{ name: '   ' }, '请输入姓名'],
      [{ name: '名'.repeat(21) }, '姓名不能超过20个字'],
      [{ identityCard: '110105194912310021' }, '请输入正确的身份证号'], // wrong check digit
      [{ identityCard: '11010519491331002X' }, '请输入正确的身份证号'], // month 13
      [{ identityCard: '' }, '请输入正确的身份证号'],
      [{ phone: '' }, '手机号不能为空'],
      [{ phone: '12345678901' }, '请输入正确的手机号'],
      [{ phone: '1391234567' }, '请输入正确的手机号'],
      [{ receivingCard: '12345678901' }, '请输入正确的银行卡号'],
      [{ receivingCard: '12345678901234567890' }, '请输入正确的银行卡号'],
      [{ receivingCard: '6222abcd12345678' }, '请输入正确的银行卡号'],
      [{ ifbankCard: 2 }, '请选择银行卡用途（0 租金，1 物业费）'],
      [{ ifbankCard: undefined }, '请选择银行卡用途（0 租金，1 物业费）'],
      [{ sfzPicture: ['https://evil.example/x.jpg'] }, '身份证照片地址不正确'],
      [{ yhkPicture: 'x' }, '银行卡照片格式不正确'],
    ];
    for (const [patch, msg] of cases) {
      const r = await put(houseId, t.boss, { ...GOOD_OWNER, ...patch });
      expect(r.status, `${JSON.stringify(patch)} → ${r.json.msg}`).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
    const missing = await put(houseId, t.boss, { ...GOOD_OWNER, phone: undefined });
    expect(missing.json.msg).toBe('手机号不能为空');
    // The old 15-digit form is accepted.
    expect((await put(houseId, t.boss, { ...GOOD_OWNER, identityCard: '330102900307123' })).status).toBe(200);
  });

  it('photos: at most 2 of ID and bank card, 6 of the certificate; only uploads of the own org', async () => {
    const { houseId } = await t.ownerRoom('');
    const url = await t.upload(t.boss);
    const tooMany = await put(houseId, t.boss, { ...GOOD_OWNER, sfzPicture: [url, url, url] });
    expect(tooMany.json.msg).toBe('身份证照片最多上传2张');
    const fcz = await put(houseId, t.boss, { ...GOOD_OWNER, fczPicture: Array(7).fill(url) });
    expect(fcz.json.msg).toBe('房产证照片最多上传6张');
    const foreign = await t.upload(t.otherBoss);
    const r = await put(houseId, t.boss, { ...GOOD_OWNER, yhkPicture: [foreign] });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('图片不存在或已失效，请重新上传');
    const made = await put(houseId, t.boss, {
      ...GOOD_OWNER,
      yhkPicture: ['/api/upload/files/AAAAAAAAAAAAAAAAAAAAAAAA'],
    });
    expect(made.json.msg).toBe('图片不存在或已失效，请重新上传');
  });

  it("only owner-direct rooms; [1,3] needed; scoped to the org and the staff member's projects", async () => {
    const plain = await put(await t.plainRoom('东湖公寓'), t.boss, GOOD_OWNER);
    expect(plain.status).toBe(409);
    expect(plain.json.msg).toBe('该房间不是业主直租房源（仅分散式业主直租房间可维护业主信息）');

    const west = (await t.ownerRoom('')).houseId;
    expect((await put(west, t.otherBoss, GOOD_OWNER)).status).toBe(404);
    expect((await put(west, t.staff, GOOD_OWNER)).status).toBe(404);
    // An owner-direct room in the staff member's own apartment: allowed.
    const east = await t.plainRoom('东湖公寓');
    await t.setRoom(east, { type: 2, groupType: 2 });
    expect((await put(east, t.staff, GOOD_OWNER)).status).toBe(200);

    await t.withdraw('店长', [1, 3]);
    const denied = await put(west, t.manager, GOOD_OWNER);
    expect(denied.status).toBe(403);
    expect(await t.ownerCount(west)).toBe(0);
  });
});
