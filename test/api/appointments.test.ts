import { beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { seedAppointments } from '../../api/appointments/seed';
import { appointments } from '../../api/appointments/schema';
import { apartments } from '../../api/houses/schema';
import { withdrawPerms } from './factories/auth';
import { appointment, orgIdByName, patchAppointments } from './factories/houses';
import { shanghaiDateTime } from '../../sync/rules/common/shanghai-time';

let t: LeasesHarness;
let total: number;
beforeEach(async () => {
  t = await leasesHarness();
  const seed = async (org: string) => {
    const orgId = await orgIdByName(t.h.db, org);
    return t.h.db.write(orgId, (tx) => seedAppointments(tx, t.h.deps.now(), orgId));
  };
  total = await seed('示例公寓');
  // The other org has no 东湖/西城: nothing of it is seeded.
  expect(await seed('城南寓所')).toBe(0);
});

const list = async (token: string, q = '') => {
  const r = await t.call('GET', `/api/appointments${q ? `?${q}` : ''}`, token);
  expect(r.status).toBe(200);
  return r.json.data;
};
const byName = (linkman: string) => appointment(t.h.db, { linkman });
const withdraw = (roleName: string, ...perms: [number, number][]) => withdrawPerms(t.h.db, roleName, ...perms);

describe('demo appointments', () => {
  it('makes ~14 across both apartments: past and upcoming, both types, some with remarks', async () => {
    expect(total).toBe(14);
    const rows = await t.h.db
      .select({ a: appointments, apt: apartments.name })
      .from(appointments)
      .innerJoin(apartments, eq(apartments.id, appointments.apartmentId));
    const now = t.h.deps.now();
    expect(new Set(rows.map((r) => r.apt))).toEqual(new Set(['东湖公寓', '西城公寓']));
    expect(rows.some((r) => r.a.appointmentTime < now) && rows.some((r) => r.a.appointmentTime > now)).toBe(true);
    expect(new Set(rows.map((r) => r.a.appointmentType))).toEqual(new Set([0, 1]));
    expect(rows.filter((r) => r.a.remark).length).toBeGreaterThan(3);
    expect(rows.every((r) => r.a.createdAt <= now && r.a.createdAt < r.a.appointmentTime)).toBe(true);
  });
});

describe('appointment list (§2.3)', () => {
  it('lists the newest appointment first, 10 a page, with the row fields of §3', async () => {
    const p1 = await list(t.boss);
    expect(p1).toMatchObject({ total: 14, pages: 2, current: 1, size: 10 });
    expect(p1.records).toHaveLength(10);
    const times = p1.records.map((r: any) => r.appointmentTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await list(t.boss, 'current=2')).records).toHaveLength(4);
    const wu = p1.records.concat((await list(t.boss, 'current=2')).records).find((r: any) => r.linkman === '吴梓涵');
    const row = await byName('吴梓涵');
    expect(wu).toEqual({
      reservationId: row.id,
      apartmentId: t.east,
      apartmentName: '东湖公寓',
      houseNumber: '104',
      house: '东湖公寓 1层 104',
      appointmentType: 0,
      appointmentTypeText: '到店看房',
      appointmentTime: row.appointmentTime,
      linkman: '吴梓涵',
      phone: '13611110007',
      comment: '公司在附近，希望月底前入住',
      remark: '意向强，已推荐交定金',
      createTime: row.createdAt,
      leaseId: null,
    });
    expect(shanghaiDateTime(wu.appointmentTime)).toBe('2026-11-21 18:30:00');
    const aptLevel = (await list(t.boss, 'linkman=陈思远')).records[0];
    expect(aptLevel).toMatchObject({ houseNumber: '', house: '西城公寓', appointmentTypeText: '到店看房' });
  });

  it('filters by type, apartment name, room, date range, contact, phone and lease', async () => {
    const all = [...(await list(t.boss)).records, ...(await list(t.boss, 'current=2')).records];
    const video = await list(t.boss, 'appointmentType=1');
    expect(video.total).toBe(all.filter((r) => r.appointmentType === 1).length);
    expect(video.records.every((r: any) => r.appointmentTypeText === '视频看房')).toBe(true);
    expect((await list(t.boss, 'appointmentType=0')).total + video.total).toBe(14);
    expect(
      (await list(t.boss, `apartmentName=${encodeURIComponent('西城')}`)).records.every(
        (r: any) => r.apartmentName === '西城公寓',
      ),
    ).toBe(true);
    expect((await list(t.boss, 'houseNumber=104')).records.map((r: any) => r.linkman)).toEqual(['吴梓涵']);
    expect((await list(t.boss, `linkman=${encodeURIComponent('思远')}`)).total).toBe(1);
    expect((await list(t.boss, 'phone=13611110012')).records.map((r: any) => r.linkman)).toEqual(['林嘉豪']);
    // Today (2026-11-22) only: the one at 16:00; the two days ahead.
    expect((await list(t.boss, 'startDate=2026-11-22&endDate=2026-11-22')).records.map((r: any) => r.linkman)).toEqual([
      '郑浩宇',
    ]);
    expect((await list(t.boss, 'startDate=2026-11-23&endDate=2026-11-24')).total).toBe(3);
    const leaseId = await t.signLease(t.boss, await t.freeRoom('东湖公寓'));
    await patchAppointments(t.h.db, [(await byName('王雅婷')).id], { leaseId });
    expect((await list(t.boss, `leaseId=${leaseId}`)).records.map((r: any) => r.linkman)).toEqual(['王雅婷']);
    const bad = await t.call('GET', '/api/appointments?appointmentType=3', t.boss);
    expect([bad.status, bad.json.msg]).toEqual([400, '看房类型不正确']);
    const badDate = await t.call('GET', '/api/appointments?startDate=22-11-2026', t.boss);
    expect([badDate.status, badDate.json.msg]).toEqual([400, '预约日期格式不正确']);
    const reversed = await t.call('GET', '/api/appointments?startDate=2026-11-23&endDate=2026-11-22', t.boss);
    expect([reversed.status, reversed.json.msg]).toEqual([400, '开始日期不能晚于结束日期']);
  });

  it('leaves out deleted appointments; is scoped by org and by staff projects', async () => {
    await patchAppointments(t.h.db, [(await byName('王雅婷')).id], { deletedAt: 1 });
    expect((await list(t.boss)).total).toBe(13);
    expect((await list(t.otherBoss)).total).toBe(0);
    const staff = [...(await list(t.staff)).records, ...(await list(t.staff, 'current=2')).records];
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((r: any) => r.apartmentName === '东湖公寓')).toBe(true);
    const [{ n }] = await t.h.db
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.apartmentId, t.east), isNull(appointments.deletedAt)));
    expect((await list(t.staff)).total).toBe(n);
  });

  it('needs 预约看房 [2,10]', async () => {
    await withdraw('店长', [2, 10]);
    expect((await t.call('GET', '/api/appointments', t.manager)).status).toBe(403);
    const r = await t.call('PUT', `/api/appointments/${(await byName('王雅婷')).id}/remark`, t.manager, {
      remark: 'x',
    });
    expect(r.status).toBe(403);
    expect((await byName('王雅婷')).remark).toBe('已带看，客户考虑中');
    expect((await t.call('GET', '/api/appointments', t.boss)).status).toBe(200);
  });
});

describe('appointment remark', () => {
  it('saves the remark: 修改成功', async () => {
    const id = (await byName('陈思远')).id;
    const r = await t.call('PUT', `/api/appointments/${id}/remark`, t.manager, { remark: '  已电话确认，周五再约  ' });
    expect([r.status, r.json.msg]).toEqual([200, '修改成功']);
    expect(r.json.data).toMatchObject({ reservationId: id, remark: '已电话确认，周五再约' });
    expect((await byName('陈思远')).remark).toBe('已电话确认，周五再约');
    expect((await t.call('PUT', `/api/appointments/${id}/remark`, t.manager, { remark: '' })).status).toBe(200);
    expect((await byName('陈思远')).remark).toBe('');
  });

  it('refuses a remark over 200 characters, a missing one, and unknown or unseen appointments', async () => {
    const id = (await byName('陈思远')).id;
    const long = await t.call('PUT', `/api/appointments/${id}/remark`, t.boss, { remark: '备'.repeat(201) });
    expect([long.status, long.json.msg]).toEqual([400, '备注不能超过200个字']);
    expect((await t.call('PUT', `/api/appointments/${id}/remark`, t.boss, { remark: '备'.repeat(200) })).status).toBe(
      200,
    );
    const none = await t.call('PUT', `/api/appointments/${id}/remark`, t.boss, {});
    expect([none.status, none.json.msg]).toEqual([400, '请输入备注']);
    const other = await t.call('PUT', `/api/appointments/${id}/remark`, t.otherBoss, { remark: 'x' });
    expect([other.status, other.json.msg]).toEqual([404, '预约不存在或无权查看']);
    // 陈思远's appointment is in 西城公寓: outside the staff member's projects.
    expect((await t.call('PUT', `/api/appointments/${id}/remark`, t.staff, { remark: 'x' })).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/appointments/${(await byName('吴梓涵')).id}/remark`, t.staff, { remark: 'x' })).status,
    ).toBe(200);
    expect((await t.call('PUT', '/api/appointments/nope/remark', t.boss, { remark: 'x' })).status).toBe(404);
    await patchAppointments(t.h.db, [id], { deletedAt: 1 });
    expect((await t.call('PUT', `/api/appointments/${id}/remark`, t.boss, { remark: 'x' })).status).toBe(404);
  });
});
