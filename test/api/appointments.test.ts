import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { seedAppointments } from '../../api/appointments/seed';
import { orgs } from '../../api/auth/schema';
import { shanghaiDateTime } from '../../sync/shanghai-time';

let t: LeasesHarness;
let total: number;
beforeEach(async () => {
  t = await leasesHarness();
  const orgId = (name: string) => t.h.db.select().from(orgs).where(eq(orgs.name, name)).get()!.id;
  total = seedAppointments(t.h.db, t.h.deps.now(), orgId('示例公寓'));
  // The other org has no 东湖/西城: nothing of it is seeded.
  expect(seedAppointments(t.h.db, t.h.deps.now(), orgId('城南寓所'))).toBe(0);
});

const list = async (token: string, q = '') => {
  const r = await t.call('GET', `/api/appointments${q ? `?${q}` : ''}`, token);
  expect(r.status).toBe(200);
  return r.json.data;
};
const byName = (linkman: string) => t.sql('SELECT * FROM appointments WHERE linkman = ?', linkman)[0];

function withdraw(roleName: string, ...perms: [number, number][]) {
  for (const [g, c] of perms)
    t.run('DELETE FROM role_actions WHERE group_id = ? AND child_id = ? AND role_id IN (SELECT id FROM roles WHERE role_name = ?)', g, c, roleName);
}

describe('demo appointments', () => {
  it('makes ~14 across both apartments: past and upcoming, both types, some with remarks', () => {
    expect(total).toBe(14);
    const rows = t.sql('SELECT a.*, p.name apt FROM appointments a JOIN apartments p ON p.id = a.apartment_id');
    const now = t.h.deps.now();
    expect(new Set(rows.map((r) => r.apt))).toEqual(new Set(['东湖公寓', '西城公寓']));
    expect(rows.some((r) => r.appointment_time < now) && rows.some((r) => r.appointment_time > now)).toBe(true);
    expect(new Set(rows.map((r) => r.appointment_type))).toEqual(new Set([0, 1]));
    expect(rows.filter((r) => r.remark).length).toBeGreaterThan(3);
    expect(rows.every((r) => r.created_at <= now && r.created_at < r.appointment_time)).toBe(true);
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
    const row = byName('吴梓涵');
    expect(wu).toEqual({
      reservationId: row.id, apartmentId: t.east, apartmentName: '东湖公寓', houseNumber: '104', house: '东湖公寓 1层 104', appointmentType: 0,
      appointmentTypeText: '到店看房', appointmentTime: row.appointment_time, linkman: '吴梓涵', phone: '13611110007', comment: '公司在附近，希望月底前入住',
      remark: '意向强，已推荐交定金', createTime: row.created_at, leaseId: null,
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
    expect((await list(t.boss, `apartmentName=${encodeURIComponent('西城')}`)).records.every((r: any) => r.apartmentName === '西城公寓')).toBe(true);
    expect((await list(t.boss, 'houseNumber=104')).records.map((r: any) => r.linkman)).toEqual(['吴梓涵']);
    expect((await list(t.boss, `linkman=${encodeURIComponent('思远')}`)).total).toBe(1);
    expect((await list(t.boss, 'phone=13611110012')).records.map((r: any) => r.linkman)).toEqual(['林嘉豪']);
    // Today (2026-11-22) only: the one at 16:00; the two days ahead.
    expect((await list(t.boss, 'startDate=2026-11-22&endDate=2026-11-22')).records.map((r: any) => r.linkman)).toEqual(['郑浩宇']);
    expect((await list(t.boss, 'startDate=2026-11-23&endDate=2026-11-24')).total).toBe(3);
    const leaseId = await t.signLease(t.boss, t.freeRoom('东湖公寓'));
    t.run('UPDATE appointments SET lease_id = ? WHERE linkman = ?', leaseId, '王雅婷');
    expect((await list(t.boss, `leaseId=${leaseId}`)).records.map((r: any) => r.linkman)).toEqual(['王雅婷']);
    const bad = await t.call('GET', '/api/appointments?appointmentType=3', t.boss);
    expect([bad.status, bad.json.msg]).toEqual([400, '看房类型不正确']);
    const badDate = await t.call('GET', '/api/appointments?startDate=22-11-2026', t.boss);
    expect([badDate.status, badDate.json.msg]).toEqual([400, '预约日期格式不正确']);
  });

  it('leaves out deleted appointments; is scoped by org and by staff projects', async () => {
    t.run('UPDATE appointments SET deleted_at = 1 WHERE linkman = ?', '王雅婷');
    expect((await list(t.boss)).total).toBe(13);
    expect((await list(t.otherBoss)).total).toBe(0);
    const staff = [...(await list(t.staff)).records, ...(await list(t.staff, 'current=2')).records];
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((r: any) => r.apartmentName === '东湖公寓')).toBe(true);
    expect((await list(t.staff)).total).toBe(t.sql('SELECT count(*) n FROM appointments WHERE apartment_id = ? AND deleted_at IS NULL', t.east)[0].n);
  });

  it('needs 预约看房 [2,10]', async () => {
    withdraw('店长', [2, 10]);
    expect((await t.call('GET', '/api/appointments', t.manager)).status).toBe(403);
    const r = await t.call('PUT', `/api/appointments/${byName('王雅婷').id}/remark`, t.manager, { remark: 'x' });
    expect(r.status).toBe(403);
    expect(byName('王雅婷').remark).toBe('已带看，客户考虑中');
    expect((await t.call('GET', '/api/appointments', t.boss)).status).toBe(200);
  });
});

describe('appointment remark', () => {
  it('saves the remark: 修改成功', async () => {
    const id = byName('陈思远').id;
    const r = await t.call('PUT', `/api/appointments/${id}/remark`, t.manager, { remark: '  已电话确认，周五再约  ' });
    expect([r.status, r.json.msg]).toEqual([200, '修改成功']);
    expect(r.json.data).toMatchObject({ reservationId: id, remark: '已电话确认，周五再约' });
    expect(byName('陈思远').remark).toBe('已电话确认，周五再约');
    expect((await t.call('PUT', `/api/appointments/${id}/remark`, t.manager, { remark: '' })).status).toBe(200);
    expect(byName('陈思远').remark).toBe('');
  });

  it('refuses a remark over 200 characters, a missing one, and unknown or unseen appointments', async () => {
    const id = byName('陈思远').id;
    const long = await t.call('PUT', `/api/appointments/${id}/remark`, t.boss, { remark: '备'.repeat(201) });
    expect([long.status, long.json.msg]).toEqual([400, '备注不能超过200个字']);
    expect((await t.call('PUT', `/api/appointments/${id}/remark`, t.boss, { remark: '备'.repeat(200) })).status).toBe(200);
    const none = await t.call('PUT', `/api/appointments/${id}/remark`, t.boss, {});
    expect([none.status, none.json.msg]).toEqual([400, '请输入备注']);
    const other = await t.call('PUT', `/api/appointments/${id}/remark`, t.otherBoss, { remark: 'x' });
    expect([other.status, other.json.msg]).toEqual([404, '预约不存在或无权查看']);
    // 陈思远's appointment is in 西城公寓: outside the staff member's projects.
    expect((await t.call('PUT', `/api/appointments/${id}/remark`, t.staff, { remark: 'x' })).status).toBe(404);
    expect((await t.call('PUT', `/api/appointments/${byName('吴梓涵').id}/remark`, t.staff, { remark: 'x' })).status).toBe(200);
    expect((await t.call('PUT', '/api/appointments/nope/remark', t.boss, { remark: 'x' })).status).toBe(404);
    t.run('UPDATE appointments SET deleted_at = 1 WHERE id = ?', id);
    expect((await t.call('PUT', `/api/appointments/${id}/remark`, t.boss, { remark: 'x' })).status).toBe(404);
  });
});
