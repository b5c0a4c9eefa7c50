import { beforeEach, describe, expect, it } from 'vitest';
import { PHONES, uploadWith } from './harness';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { idCardCheckChar } from '../../sync/rules/common/id-card';
import { withdrawPerms } from './factories/auth';
import { patchLease } from './factories/leases';
import { lesseeOf, picturesOf, residentById, residentsOfLease, roomOfLease, uploadById } from './factories/houses';
import { DWELL_STATUS } from '../../sync/rules/residents/resident-rules';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

let t: LeasesHarness;
beforeEach(async () => {
  t = await leasesHarness();
});

const id17 = '11010119900307123';
/** A valid ID number other than the lessee's (the lessee of signInput is 11010519491231002X). */
const ID = id17 + idCardCheckChar(id17);

/** A complete add-resident form for `leaseId`. */
const form = (leaseId: string, over: Record<string, unknown> = {}) => ({
  leaseId,
  name: '王小明',
  sex: 1,
  idNumberType: 0,
  idNumber: ID,
  country: '中国',
  idCardAddress: '北京市东城区王府井1号',
  residentialAddress: '杭州市上城区东湖路8号',
  phone: '13712345678',
  startDate: '2026-11-25',
  remark: '合租室友',
  extra: {
    career: '工程师',
    education: '本科',
    censusRegister: '暂住',
    emergencyName: '王大明',
    emergencyPhone: '13812345678',
    emergencyRelation: '家人',
    birthday: '1990-03-07',
  },
  ...over,
});

const withdraw = (roleName: string, ...perms: [number, number][]) => withdrawPerms(t.h.db, roleName, ...perms);

/** Uploads a photo (personal unless `plain`) as `token`; returns its address. */
async function photo(token: string, plain = false): Promise<string> {
  const r = await uploadWith(t.h, token, plain ? {} : { purpose: 'personal' });
  expect(r.status).toBe(200);
  return r.json.data[0] as string;
}

const fileGet = (token: string, url: string) => t.h.call('GET', url, { token });

/** Signs a lease of a free room of `apt` (as the boss) and returns its id. */
const lease = async (apt = '东湖公寓', n = 0) => t.signLease(t.boss, await t.freeRoom(apt, n));

async function addResident(token: string, leaseId: string, over: Record<string, unknown> = {}) {
  return t.call('POST', '/api/residents', token, form(leaseId, over));
}

describe('resident list (§2.4)', () => {
  it('shows the lessee made by signing, with the badge, the house text and a masked ID number', async () => {
    const r = await t.freeRoom('东湖公寓');
    const leaseId = await t.signLease(t.boss, r);
    const res = await t.call('GET', `/api/residents?leaseId=${leaseId}`, t.manager);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ total: 1, pages: 1, current: 1 });
    const row = res.json.data.records[0];
    const floor = await t.floorOf(r.floorId);
    expect(row).toMatchObject({
      leaseId,
      name: '刘晓东',
      isLease: 1,
      phone: '13912345678',
      address: `东湖公寓 ${floor}层 ${r.houseNumber}`,
      sex: 0,
      idNumberType: 0,
      idNumber: '110105********002X',
      dwellStatus: DWELL_STATUS.staying,
      startDate: '2026-11-22',
      leaveDate: null,
    });
  });

  it('filters by apartment, room, move-in range, name and phone, pages by 10, and leaves out deleted leases', async () => {
    const east = await lease('东湖公寓', 0);
    const west = await lease('西城公寓', 0);
    expect(
      (await addResident(t.boss, east, { name: '赵小雨', phone: '13711112222', startDate: '2026-12-01' })).status,
    ).toBe(200);
    const list = async (q: string) => (await t.call('GET', `/api/residents?${q}`, t.boss)).json.data;
    expect((await list('')).total).toBe(3);
    expect((await list(`apartmentId=${t.west}`)).records.map((x: any) => x.leaseId)).toEqual([west]);
    expect((await list(`apartmentId=${t.east}`)).total).toBe(2);
    const westRoom = (await roomOfLease(t.h.db, west)).houseNumber;
    expect((await list(`apartmentId=${t.west}&houseNumber=${westRoom}`)).total).toBe(1);
    expect((await list('name=小雨')).records.map((x: any) => x.name)).toEqual(['赵小雨']);
    expect((await list('phone=1371111')).total).toBe(1);
    expect((await list('startDate=2026-11-23&endDate=2026-12-31')).records.map((x: any) => x.name)).toEqual(['赵小雨']);
    expect((await list('startDate=2026-11-22&endDate=2026-11-22')).total).toBe(2);
    // Newest move-in first; a lease's residents: the lessee first.
    expect((await list('')).records[0].name).toBe('赵小雨');
    expect((await list(`leaseId=${east}`)).records.map((x: any) => x.isLease)).toEqual([1, 0]);
    const bad = await t.call('GET', '/api/residents?startDate=2026-1-1', t.boss);
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('入住日期格式不正确');
    const reversed = await t.call('GET', '/api/residents?startDate=2026-12-01&endDate=2026-11-01', t.boss);
    expect([reversed.status, reversed.json.msg]).toEqual([400, '开始日期不能晚于结束日期']);

    for (let i = 0; i < 10; i++)
      expect(
        (await addResident(t.boss, west, { idNumberType: 1, idNumber: `E000000${i}`, name: `住户${i}` })).status,
      ).toBe(200);
    const p1 = await list('');
    expect(p1).toMatchObject({ total: 13, pages: 2, current: 1 });
    expect(p1.records).toHaveLength(10);
    expect((await list('current=2')).records).toHaveLength(3);

    await patchLease(t.h.db, west, { deletedAt: Date.now() });
    expect((await list('')).total).toBe(2);
  });

  it('is scoped: another org sees none, staff only their projects’ apartments', async () => {
    await lease('东湖公寓');
    await lease('西城公寓');
    expect((await t.call('GET', '/api/residents', t.otherBoss)).json.data.total).toBe(0);
    const staff = await t.call('GET', '/api/residents', t.staff);
    expect(staff.json.data.records.map((x: any) => x.address.split(' ')[0])).toEqual(['东湖公寓']);
  });

  it('needs resident management [2,14] or the lease list [2,9]', async () => {
    const leaseId = await lease();
    await withdraw('店长', [2, 14]);
    expect((await t.call('GET', '/api/residents', t.manager)).status).toBe(200);
    await withdraw('店长', [2, 9]);
    const res = await t.call('GET', '/api/residents', t.manager);
    expect(res.status).toBe(403);
    expect((await addResident(t.manager, leaseId)).status).toBe(403);
    const lessee = (await lesseeOf(t.h.db, leaseId)).id;
    expect((await t.call('GET', `/api/residents/${lessee}`, t.manager)).status).toBe(403);
    expect((await t.call('POST', `/api/residents/${lessee}/move-out`, t.manager)).status).toBe(403);
    expect((await t.call('DELETE', `/api/residents/${lessee}`, t.manager)).status).toBe(403);
    await withdraw('管家', [2, 9]);
    expect((await t.call('GET', '/api/residents', t.staff)).status).toBe(200);
  });
});

describe('add a resident (§5)', () => {
  it('adds a resident with every field and up to 3 ID photos: 添加成功', async () => {
    const leaseId = await lease();
    const pics = [await photo(t.boss), await photo(t.boss), await photo(t.boss, true)];
    const res = await addResident(t.boss, leaseId, { pictures: pics, idNumber: ID.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('添加成功');
    const d = (await t.call('GET', `/api/residents/${res.json.data.id}`, t.boss)).json.data;
    expect(d).toMatchObject({
      name: '王小明',
      sex: 1,
      idNumberType: 0,
      idNumber: ID,
      country: '中国',
      idCardAddress: '北京市东城区王府井1号',
      residentialAddress: '杭州市上城区东湖路8号',
      phone: '13712345678',
      startDate: '2026-11-25',
      leaveDate: null,
      dwellStatus: DWELL_STATUS.staying,
      isLease: 0,
      remark: '合租室友',
      career: '工程师',
      education: '本科',
      censusRegister: '暂住',
      emergencyName: '王大明',
      emergencyPhone: '13812345678',
      emergencyRelation: '家人',
      birthday: '1990-03-07',
      workUnit: '',
      contractTime: null,
      leaseId,
      isTenant: 0,
    });
    expect(d.leaseCode).toMatch(/^ZY/);
    expect(d.pictures.map((p: any) => p.url)).toEqual(pics);
    // Every photo is now a personal file of the lease, the plain upload too.
    for (const url of pics) {
      const fileId = url.split('/').pop();
      expect(await uploadById(t.h.db, fileId!)).toMatchObject({ purpose: 'personal', subjectId: leaseId });
    }
  });

  it('refuses each missing or bad field with its message', async () => {
    const leaseId = await lease();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入姓名'],
      [{ sex: null }, '请选择性别'],
      [{ idNumberType: null }, '请选择证件类型'],
      [{ idNumber: '' }, '请输入证件号'],
      [{ idNumber: ID.slice(0, 17) + (ID[17] === '0' ? '1' : '0') }, '证件号码格式有误！'],
      [{ country: '' }, '请选择国籍'],
      [{ idCardAddress: ' ' }, '请输入证件地址'],
      [{ residentialAddress: '' }, '请输入居住地址'],
      [{ phone: '' }, '请输入手机号'],
      [{ phone: '1391234567' }, '请输入正确的手机号'],
      [{ startDate: '' }, '请选择入住日期'],
      [{ startDate: '2026-11-21' }, '入住日期须在租期内'],
      [{ startDate: '2027-11-22' }, '入住日期须在租期内'],
      [{ extra: { education: '小学' } }, '请从选项中选择'],
      [{ extra: { emergencyPhone: '110' } }, '请输入正确的紧急联系人手机号'],
      [{ remark: '备'.repeat(201) }, '备注不能超过200个字'],
    ];
    for (const [over, msg] of cases) {
      const r = await addResident(t.boss, leaseId, over);
      expect([r.status, r.json.msg]).toEqual([400, msg]);
    }
    const four = [await photo(t.boss), await photo(t.boss), await photo(t.boss), await photo(t.boss)];
    const r = await addResident(t.boss, leaseId, { pictures: four });
    expect([r.status, r.json.msg]).toEqual([400, '证件照片最多3张']);
    const noLease = await t.call('POST', '/api/residents', t.boss, { ...form(''), leaseId: undefined });
    expect([noLease.status, noLease.json.msg]).toEqual([400, '请选择租约']);
    expect(await residentsOfLease(t.h.db, leaseId)).toHaveLength(1);
  });

  it('refuses a second staying resident with the same ID number', async () => {
    const leaseId = await lease();
    expect((await addResident(t.boss, leaseId)).status).toBe(200);
    const again = await addResident(t.boss, leaseId);
    expect([again.status, again.json.msg]).toEqual([409, '该证件号码的住户已在本租约中']);
    const lessee = await addResident(t.boss, leaseId, { idNumber: '11010519491231002X' });
    expect(lessee.status).toBe(409);
  });

  it('adds only to a lease to be confirmed or signed; a checked-out lease refuses, a deleted one is not found', async () => {
    const leaseId = await lease();
    await patchLease(t.h.db, leaseId, { status: LEASE_STATUS.signed });
    expect((await addResident(t.boss, leaseId)).status).toBe(200);
    await patchLease(t.h.db, leaseId, { status: LEASE_STATUS.checkedOut });
    const out = await addResident(t.boss, leaseId, { idNumberType: 1, idNumber: 'E7654321' });
    expect([out.status, out.json.msg]).toEqual([409, '租约已退房，不能再添加或删除住户']);
    await patchLease(t.h.db, leaseId, { status: LEASE_STATUS.signed, deletedAt: 1 });
    const gone = await addResident(t.boss, leaseId, { idNumberType: 1, idNumber: 'E7654321' });
    expect([gone.status, gone.json.msg]).toEqual([404, '租约不存在或无权查看']);
  });

  it('refuses photos that are not the org’s, another user’s unattached personal file, or another lease’s', async () => {
    const leaseId = await lease('东湖公寓', 0);
    const other = await lease('东湖公寓', 1);
    const foreign = await photo(t.otherBoss);
    const r1 = await addResident(t.boss, leaseId, { pictures: [foreign] });
    expect([r1.status, r1.json.msg]).toEqual([409, '证件照片不存在，请重新上传']);
    const managers = await photo(t.manager);
    expect((await addResident(t.boss, leaseId, { pictures: [managers] })).status).toBe(409);
    const attached = await photo(t.boss);
    expect((await addResident(t.boss, other, { pictures: [attached] })).status).toBe(200);
    expect((await addResident(t.boss, leaseId, { pictures: [attached] })).status).toBe(409);
    expect((await addResident(t.boss, leaseId, { pictures: ['https://example.com/a.png'] })).status).toBe(400);
    expect(await residentsOfLease(t.h.db, leaseId)).toHaveLength(1);
  });

  it('is scoped: another org and staff outside their projects get 404', async () => {
    const west = await lease('西城公寓');
    const east = await lease('东湖公寓');
    expect((await addResident(t.otherBoss, east)).status).toBe(404);
    const s = await addResident(t.staff, west);
    expect([s.status, s.json.msg]).toEqual([404, '租约不存在或无权查看']);
    expect((await addResident(t.staff, east)).status).toBe(200);
  });
});

describe('resident details and ID photos', () => {
  it('shows the lessee with the lease’s ID photos from signing', async () => {
    const r = await t.freeRoom('东湖公寓');
    const idUrl = await photo(t.boss);
    const fileId = idUrl.split('/').pop()!;
    const leaseId = await t.signLease(t.boss, r, { pictures: [{ fileId, type: 1 }] });
    const lessee = (await lesseeOf(t.h.db, leaseId)).id;
    const d = await t.call('GET', `/api/residents/${lessee}`, t.boss);
    expect(d.json.data).toMatchObject({
      isLease: 1,
      idNumber: '11010519491231002X',
      idCardAddress: '北京市西城区金融街1号',
      country: '中国',
    });
    expect(d.json.data.pictures.map((p: any) => p.url)).toEqual([idUrl]);
  });

  it('serves a resident’s ID photo only to users who may see the lease’s personal data', async () => {
    const west = await lease('西城公寓');
    const url = await photo(t.boss);
    const added = await addResident(t.boss, west, { pictures: [url] });
    expect(added.status).toBe(200);
    expect((await fileGet(t.boss, url)).status).toBe(200);
    expect((await fileGet(t.manager, url)).status).toBe(200);
    // Staff outside 西城's project, another org: as if missing.
    expect((await fileGet(t.staff, url)).status).toBe(404);
    expect((await fileGet(t.otherBoss, url)).status).toBe(404);
    // Without lease list and resident management, the manager loses it too.
    await withdraw('店长', [2, 9], [2, 14]);
    expect((await fileGet(t.manager, url)).status).toBe(404);
    // Details of the resident are as guarded.
    const id = added.json.data.id;
    expect((await t.call('GET', `/api/residents/${id}`, t.staff)).status).toBe(404);
    expect((await t.call('GET', `/api/residents/${id}`, t.otherBoss)).json.msg).toBe('住户不存在或无权查看');
  });
});

describe('move out (§4)', () => {
  it('moves a staying resident out today; only while staying; the lessee too', async () => {
    const leaseId = await lease();
    const id = (await addResident(t.boss, leaseId)).json.data.id;
    t.h.advance(3 * 86_400_000);
    const manager = await t.h.login(PHONES.manager);
    const boss = await t.h.login(PHONES.boss);
    const res = await t.call('POST', `/api/residents/${id}/move-out`, manager);
    expect([res.status, res.json.msg]).toEqual([200, '搬离成功']);
    expect(res.json.data).toMatchObject({ dwellStatus: DWELL_STATUS.movedOut, leaveDate: '2026-11-25' });
    expect(await residentById(t.h.db, id)).toMatchObject({
      dwellStatus: DWELL_STATUS.movedOut,
      leaveDate: '2026-11-25',
    });
    const again = await t.call('POST', `/api/residents/${id}/move-out`, manager);
    expect([again.status, again.json.msg]).toEqual([409, '该住户已搬离']);
    // The same person may be added again once moved out.
    expect((await addResident(boss, leaseId, { startDate: '2026-12-01' })).status).toBe(200);
    const lessee = (await lesseeOf(t.h.db, leaseId)).id;
    expect((await t.call('POST', `/api/residents/${lessee}/move-out`, boss)).status).toBe(200);
  });

  it('is scoped: another org and staff outside their projects get 404', async () => {
    const west = await lease('西城公寓');
    const id = (await lesseeOf(t.h.db, west)).id;
    expect((await t.call('POST', `/api/residents/${id}/move-out`, t.otherBoss)).status).toBe(404);
    expect((await t.call('POST', `/api/residents/${id}/move-out`, t.staff)).status).toBe(404);
    expect((await t.call('POST', '/api/residents/nope/move-out', t.boss)).status).toBe(404);
    expect((await residentById(t.h.db, id))!.dwellStatus).toBe(DWELL_STATUS.staying);
  });
});

describe('delete a resident', () => {
  it('the lessee cannot be deleted; another resident goes with its photo rows', async () => {
    const leaseId = await lease();
    const lessee = (await lesseeOf(t.h.db, leaseId)).id;
    const no = await t.call('DELETE', `/api/residents/${lessee}`, t.boss);
    expect([no.status, no.json.msg]).toEqual([409, '承租人不能删除']);
    const url = await photo(t.boss);
    const id = (await addResident(t.boss, leaseId, { pictures: [url] })).json.data.id;
    expect((await t.call('DELETE', `/api/residents/${id}`, t.otherBoss)).status).toBe(404);
    const res = await t.call('DELETE', `/api/residents/${id}`, t.boss);
    expect([res.status, res.json.msg]).toEqual([200, '删除成功']);
    expect(await residentById(t.h.db, id)).toBeUndefined();
    expect(await picturesOf(t.h.db, 'tenant_id', id)).toHaveLength(0);
    expect((await t.call('GET', `/api/residents/${id}`, t.boss)).status).toBe(404);
  });

  it('refuses on a checked-out lease; staff outside their projects get 404', async () => {
    const west = await lease('西城公寓');
    const id = (await addResident(t.boss, west)).json.data.id;
    expect((await t.call('DELETE', `/api/residents/${id}`, t.staff)).status).toBe(404);
    await patchLease(t.h.db, west, { status: LEASE_STATUS.checkedOut });
    const res = await t.call('DELETE', `/api/residents/${id}`, t.boss);
    expect([res.status, res.json.msg]).toEqual([409, '租约已退房，不能再添加或删除住户']);
  });
});

describe('the list read 100 a page (the screen kit s export reads every page so)', () => {
  it('gives every resident the filters select in one page of 100, ID numbers masked as on screen, in the list scope', async () => {
    for (let i = 0; i < 11; i++)
      await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
        tenant: `住户${i}`,
        phone: `139000000${String(i).padStart(2, '0')}`,
      });
    const ten = (await t.call('GET', '/api/residents', t.boss)).json.data;
    expect(ten.total).toBeGreaterThan(10);
    const all = (await t.call('GET', '/api/residents?size=100', t.boss)).json.data;
    expect(all).toMatchObject({ total: ten.total, pages: 1, size: 100 });
    expect(all.records).toHaveLength(ten.total);
    // The list as it shows on screen: the ID number masked.
    expect(all.records.find((r: any) => r.name === '住户0')?.idNumber).toBe('110105********002X');
    const one = (await t.call('GET', `/api/residents?size=100&name=${encodeURIComponent('住户1')}`, t.boss)).json.data;
    expect(one.records.every((r: any) => r.name.includes('住户1'))).toBe(true);
    const other = (await t.call('GET', '/api/residents?size=100', t.otherBoss)).json.data.records;
    expect(other.some((r: any) => String(r.name).startsWith('住户'))).toBe(false);
  });

  it('gives ID numbers in full only when the export asks for them (fullIdNumber=1)', async () => {
    const leaseId = await lease('西城公寓');
    expect((await addResident(t.boss, leaseId, { name: '全号住户' })).status).toBe(200);
    const q = `/api/residents?size=100&name=${encodeURIComponent('全号住户')}`;
    const masked = (await t.call('GET', q, t.boss)).json.data.records[0];
    expect(masked.idNumber).toBe(`${ID.slice(0, 6)}********${ID.slice(14)}`);
    const full = (await t.call('GET', `${q}&fullIdNumber=1`, t.boss)).json.data.records[0];
    expect(full.idNumber).toBe(ID);
    const bad = await t.call('GET', `${q}&fullIdNumber=yes`, t.boss);
    expect([bad.status, bad.json.msg]).toEqual([400, '证件号码参数不正确']);
  });
});
