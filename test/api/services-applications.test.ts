/**
 * Online application items and applications through HTTP (issue 19.6; /onlineAplly; spec part 3 §2.10, §4 application
 * status, §5): the operator lists and adds items (with up to 20 pictures) and deletes them; a tenant books an item of
 * their apartment from their link within its bookable dates (the apartment's managers are told) and cancels while it
 * is applying; 通过 / 拒绝 / 取消 reach the tenant's inbox; the dashboard's 在线申请 is the number of the list it opens;
 * other organisations, staff outside the apartment and a tenant of another lease are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { demoApartments, loginAll, makeHarness, upload, type Harness, type Tokens } from './harness';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { liveLeases, otherOrgTenant } from './services-posts-helpers';
import { grantStaffApplications } from './services-applications-helpers';
import { messages } from '../../api/messages/schema';
import { users } from '../../api/auth/schema';
import { tenantMessages } from '../../api/notify/schema';
import { APPLICATION_STATUS } from '../../sync/rules/services/applications-rules';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';

let h: Harness;
let tk: Tokens;
let east: string;
let west: string;
/** Tenant tokens: two leases of 东湖 (a, b) and one of 西城 (w). */
let a: string, b: string, w: string;
let leaseA: string;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  tk = await loginAll(h);
  ({ east, west } = await demoApartments(h, tk.boss));
  await grantStaffApplications(h, tk.boss);
  const [la, lb] = await liveLeases(h, east);
  const [lw] = await liveLeases(h, west);
  leaseA = la!.id;
  [a, b, w] = await Promise.all([la!, lb!, lw!].map((l) => issueTenantLink(h, tk.boss, l.id)));
}, 120_000);

const HOUR = 3_600_000;
const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });
const asTenant = (method: string, path: string, token: string, json?: unknown) =>
  h.call(method, path, { headers: tenantHeaders(token), json });
const items = async (query = '', token = tk.boss) =>
  (await call('GET', `/api/application-items?size=100&${query}`, token)).json.data as { total: number; records: any[] };
const applications = async (query = '', token = tk.boss) =>
  (await call('GET', `/api/applications?size=100&${query}`, token)).json.data as { total: number; records: any[] };
const onlineCount = async (token = tk.boss) =>
  (await call('GET', '/api/dashboard/todo', token)).json.data.onlineCount as number;
/** `hour` o'clock (Asia/Shanghai) `days` from today. */
const at = (days: number, hour: number) => shanghaiMidnight(addDays(shanghaiToday(h.deps.now()), days)) + hour * HOUR;

const toldTo = (phone: string, title: string) =>
  h.db
    .select({ content: messages.content, url: messages.url })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(and(eq(users.phone, phone), eq(messages.title, title)));
const inbox = (leaseId: string) => h.db.select().from(tenantMessages).where(eq(tenantMessages.leaseId, leaseId));

describe('online application items', () => {
  it('shows the demo items and bookings in each state; 在线申请 counts exactly the applying ones its list shows', async () => {
    expect((await items()).records.map((i) => i.title)).toEqual(expect.arrayContaining(['共享会议室', '健身房私教课']));
    const all = await applications();
    expect(new Set(all.records.map((r) => r.statusName))).toEqual(new Set(['申请中', '成功', '已拒绝', '已取消']));
    const applying = await applications('status=0');
    expect(applying.total).toBeGreaterThan(0);
    expect(applying.records.every((r) => r.status === APPLICATION_STATUS.applying)).toBe(true);
    expect(await onlineCount()).toBe(applying.total);
    // Staff (东湖 only): their counter and their list agree and hold nothing of 西城.
    const staffApplying = await applications('status=0', tk.staff);
    expect(await onlineCount(tk.staff)).toBe(staffApplying.total);
    expect(staffApplying.records.every((r) => r.xqId === east)).toBe(true);
    expect(staffApplying.total).toBeLessThan(applying.total);
    expect((await items('', tk.staff)).records.every((i) => i.xqId === east)).toBe(true);
    // The detail dialog: the applications of one item.
    const item = (await items(`apartmentId=${west}`)).records[0];
    const ofItem = await applications(`itemId=${item.applyInfoId}`);
    expect(ofItem.records.every((r) => r.applyInfoId === item.applyInfoId)).toBe(true);
  });

  it('adds an item with pictures (at most 20, the org’s own uploads), price in fen per hour', async () => {
    const url = await upload(h, tk.manager);
    const body = {
      apartmentId: east,
      title: '露台烧烤区',
      tdesc: '周末开放',
      startDate: addDays(shanghaiToday(h.deps.now()), 1),
      endDate: addDays(shanghaiToday(h.deps.now()), 20),
      price: 2550,
      pictures: [url],
    };
    const r = await call('POST', '/api/application-items', tk.manager, body);
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('添加成功');
    expect(r.json.data).toMatchObject({ title: '露台烧烤区', price: 2550, pictures: [url], applyingCount: 0 });
    expect((await items(`apartmentId=${east}`)).records[0].applyInfoId).toBe(r.json.data.applyInfoId);

    const many = await call('POST', '/api/application-items', tk.manager, { ...body, pictures: Array(21).fill(url) });
    expect([many.status, many.json.msg]).toEqual([400, '最多上传20张图片']);
    const reversed = await call('POST', '/api/application-items', tk.manager, { ...body, endDate: '2020-01-01' });
    expect([reversed.status, reversed.json.msg]).toEqual([400, '可预约开始日期不能晚于结束日期']);
    const foreign = await upload(h, tk.otherBoss);
    const stolen = await call('POST', '/api/application-items', tk.manager, { ...body, pictures: [foreign] });
    expect([stolen.status, stolen.json.msg]).toEqual([400, '图片不存在']);
    // Staff add only to their apartments; another organisation's boss cannot add to ours.
    expect((await call('POST', '/api/application-items', tk.staff, { ...body, apartmentId: west })).status).toBe(404);
    expect((await call('POST', '/api/application-items', tk.otherBoss, body)).status).toBe(404);
  });

  it('a tenant sees the items of their apartment with readable pictures; another apartment’s tenant cannot read them', async () => {
    const mine = (await asTenant('GET', '/api/tenant/applications/items', a)).json.data as any[];
    const titles = mine.map((i) => i.title);
    expect(titles).toContain('露台烧烤区');
    expect(mine.every((i) => i.xqId === east)).toBe(true);
    const pic = mine.find((i) => i.title === '露台烧烤区').pictures[0] as string;
    expect(pic).toMatch(/^\/api\/tenant\/files\//);
    expect((await h.call('GET', pic, { headers: tenantHeaders(a) })).status).toBe(200);
    expect((await h.call('GET', pic, { headers: tenantHeaders(w) })).status).toBe(404);
    const theirs = (await asTenant('GET', '/api/tenant/applications/items', w)).json.data as any[];
    expect(theirs.every((i) => i.xqId === west)).toBe(true);
    expect((await h.call('GET', '/api/tenant/applications/items')).status).toBe(401);
  });

  it('a tenant books within the bookable dates, not over another booking; managers are told; the counter moves', async () => {
    const item = ((await asTenant('GET', '/api/tenant/applications/items', a)).json.data as any[]).find(
      (i) => i.title === '露台烧烤区',
    );
    const before = await onlineCount();
    const staffBefore = await onlineCount(tk.staff);
    const book = (token: string, startTime: number, endTime: number) =>
      asTenant('POST', '/api/tenant/applications', token, {
        applyInfoId: item.applyInfoId,
        startTime,
        endTime,
        reason: '生日聚会',
      });
    const r = await book(a, at(3, 18), at(3, 20) + HOUR / 2);
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      status: APPLICATION_STATUS.applying,
      statusName: '申请中',
      amount: 6375,
      title: '露台烧烤区',
    });
    expect(await onlineCount()).toBe(before + 1);
    expect(await onlineCount(tk.staff)).toBe(staffBefore + 1);
    // The apartment's managers (boss, manager, the 东湖 staff) each have a message that opens the applying list.
    for (const phone of ['13800000001', '13800000002', '13800000003']) {
      const told = await toldTo(phone, '新的在线申请');
      expect(
        told.some((m) => m.content.includes('露台烧烤区')),
        phone,
      ).toBe(true);
      expect(told[0]!.url).toBe('/onlineAplly?tab=applications&status=0');
    }

    expect((await book(b, at(3, 19), at(3, 21))).json.msg).toBe('该时段已被预约，请选择其他时间');
    expect((await book(b, at(25, 10), at(25, 11))).json.msg).toBe('预约时间不在可预约日期内');
    expect((await book(b, at(3, 12), at(3, 11))).json.msg).toBe('结束时间必须晚于开始时间');
    expect((await book(b, at(-1, 10), at(-1, 11))).json.msg).toBe('预约时间不在可预约日期内');
    // Another apartment's tenant cannot book it.
    expect((await book(w, at(4, 10), at(4, 11))).status).toBe(404);

    const own = (await asTenant('GET', '/api/tenant/applications', a)).json.data;
    expect(own.records[0].applyId).toBe(r.json.data.applyId);
    const other = (await asTenant('GET', '/api/tenant/applications', b)).json.data;
    expect(other.records.map((x: any) => x.applyId)).not.toContain(r.json.data.applyId);
  });

  it('the tenant cancels their own while applying only; another lease’s tenant cannot', async () => {
    const item = ((await asTenant('GET', '/api/tenant/applications/items', a)).json.data as any[])[0];
    const made = await asTenant('POST', '/api/tenant/applications', a, {
      applyInfoId: item.applyInfoId,
      startTime: at(6, 9),
      endTime: at(6, 10),
      reason: '临时',
    });
    const id = made.json.data.applyId;
    expect((await asTenant('POST', `/api/tenant/applications/${id}/cancel`, b)).status).toBe(404);
    const before = await onlineCount();
    const r = await asTenant('POST', `/api/tenant/applications/${id}/cancel`, a);
    expect([r.status, r.json.msg]).toEqual([200, '已取消']);
    expect(await onlineCount()).toBe(before - 1);
    const again = await asTenant('POST', `/api/tenant/applications/${id}/cancel`, a);
    expect([again.status, again.json.msg]).toEqual([409, '该申请已处理，不能再操作']);
  });

  it('通过 / 拒绝 / 取消 by the operator: the tenant is told, the counter goes down, a handled one cannot be approved', async () => {
    const mineApplying = (await applications(`status=0&apartmentId=${east}`)).records.filter(
      (r) => r.reason === '生日聚会',
    );
    const id = mineApplying[0].applyId;
    const before = await onlineCount();
    const r = await call('POST', `/api/applications/${id}/approve`, tk.manager);
    expect([r.status, r.json.msg]).toEqual([200, '已通过']);
    expect(await onlineCount()).toBe(before - 1);
    const told = await inbox(leaseA);
    expect(told.some((m) => m.title === '在线申请成功' && m.content.includes('露台烧烤区'))).toBe(true);
    const twice = await call('POST', `/api/applications/${id}/approve`, tk.manager);
    expect([twice.status, twice.json.msg]).toEqual([409, '该申请已处理，不能再操作']);
    // An approved one can still be cancelled (the row's 取消); then the list shows 已取消.
    expect((await call('POST', `/api/applications/${id}/cancel`, tk.manager)).status).toBe(200);
    expect((await applications(`itemId=${mineApplying[0].applyInfoId}`)).records[0].statusName).toBe('已取消');
    expect((await inbox(leaseA)).some((m) => m.title === '在线申请已取消')).toBe(true);
    // A demo applying one of 东湖 is rejected.
    const demo = (await applications(`status=0&apartmentId=${east}`)).records[0];
    expect((await call('POST', `/api/applications/${demo.applyId}/reject`, tk.staff)).json.msg).toBe('已拒绝');
  });

  it('refuses another organisation, staff outside the apartment, and users without 在线申请', async () => {
    const westOne = (await applications(`apartmentId=${west}`)).records[0];
    const westItem = (await items(`apartmentId=${west}`)).records[0];
    for (const token of [tk.otherBoss, tk.staff]) {
      expect((await call('POST', `/api/applications/${westOne.applyId}/cancel`, token)).status).toBe(404);
      expect((await call('DELETE', `/api/application-items/${westItem.applyInfoId}`, token)).status).toBe(404);
    }
    expect((await applications('', tk.otherBoss)).total).toBe(0);
    expect((await items('', tk.otherBoss)).total).toBe(0);
    expect((await h.call('GET', '/api/applications')).status).toBe(401);
    // A tenant of 城南寓所 sees none of our items and cannot book or cancel ours.
    const stranger = await otherOrgTenant(h, tk.otherBoss);
    expect((await stranger('GET', '/api/tenant/applications/items')).json.data).toEqual([]);
    const book = { applyInfoId: westItem.applyInfoId, startTime: at(5, 10), endTime: at(5, 11), reason: '试试' };
    expect((await stranger('POST', '/api/tenant/applications', book)).status).toBe(404);
    expect((await stranger('POST', `/api/tenant/applications/${westOne.applyId}/cancel`)).status).toBe(404);
  });

  it('deleting an item cancels its open bookings, tells their tenants, and takes it off the lists', async () => {
    const item = (await items(`apartmentId=${east}`)).records.find((i) => i.title === '露台烧烤区');
    const booked = await asTenant('POST', '/api/tenant/applications', b, {
      applyInfoId: item.applyInfoId,
      startTime: at(8, 10),
      endTime: at(8, 11),
      reason: '聚餐',
    });
    expect(booked.status).toBe(200);
    const before = await onlineCount();
    const r = await call('DELETE', `/api/application-items/${item.applyInfoId}`, tk.manager);
    expect(r.status).toBe(200);
    expect(await onlineCount()).toBe(before - 1);
    expect((await items()).records.map((i) => i.applyInfoId)).not.toContain(item.applyInfoId);
    const tenantItems = (await asTenant('GET', '/api/tenant/applications/items', b)).json.data as any[];
    expect(tenantItems.map((i) => i.applyInfoId)).not.toContain(item.applyInfoId);
    const own = (await asTenant('GET', '/api/tenant/applications', b)).json.data.records;
    expect(own.find((x: any) => x.applyId === booked.json.data.applyId).statusName).toBe('已取消');
    expect((await call('DELETE', `/api/application-items/${item.applyInfoId}`, tk.manager)).status).toBe(404);
  });
});
