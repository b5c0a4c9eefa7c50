/**
 * Complaints and suggestions through HTTP (issue 19.6; /complaintAdvice; spec part 3 §2.11, §4 "Complaint", §5): a
 * tenant files one from their link with their own pictures (the apartment's managers are told), the operator lists
 * them by apartment and replied or not, replies once ('回复成功'; the tenant is told and sees the reply) and deletes;
 * other organisations, staff outside the apartment and a tenant of another lease are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { demoApartments, loginAll, makeHarness, TINY_PNG, upload, type Harness, type Tokens } from './harness';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { liveLeases, otherOrgTenant } from './services-posts-helpers';
import { grantStaffApplications } from './services-applications-helpers';
import { messages } from '../../api/messages/schema';
import { users } from '../../api/auth/schema';
import { tenantMessages } from '../../api/notify/schema';
import { COMPLAINT_STATUS } from '../../sync/rules/services/complaints-rules';

let h: Harness;
let tk: Tokens;
let east: string;
let west: string;
let leaseA: string;
/** Tenant tokens: two leases of 东湖 (a, b) and one of 西城 (w). */
let a: string, b: string, w: string;
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

const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });
const asTenant = (method: string, path: string, token: string, json?: unknown) =>
  h.call(method, path, { headers: tenantHeaders(token), json });
const list = async (query = '', token = tk.boss) =>
  (await call('GET', `/api/complaints?size=100&${query}`, token)).json.data as { total: number; records: any[] };
const fileId = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** A picture uploaded through the tenant page: its id. */
async function tenantUpload(token: string) {
  const form = new FormData();
  form.append('file', new File([TINY_PNG as Uint8Array<ArrayBuffer>], 'c.png'));
  const r = await h.call('POST', '/api/tenant/upload', { body: form, headers: tenantHeaders(token) });
  if (r.status !== 200) throw new Error(r.text);
  return r.json.data.id as string;
}
const toldTo = (phone: string, title: string) =>
  h.db
    .select({ content: messages.content, url: messages.url })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(and(eq(users.phone, phone), eq(messages.title, title)));

describe('complaints and suggestions', () => {
  it('shows the demo ones with and without replies, filtered by apartment and replied or not', async () => {
    const all = await list();
    expect(new Set(all.records.map((r) => `${r.kindName}${r.statusName}`))).toEqual(
      new Set(['投诉未回复', '投诉已回复', '建议未回复', '建议已回复']),
    );
    const replied = await list('status=1');
    expect(replied.records.every((r) => r.status === COMPLAINT_STATUS.replied && r.reply && r.replyTime)).toBe(true);
    expect(
      (await list('status=0')).records.every((r) => r.status === COMPLAINT_STATUS.unreplied && r.reply === ''),
    ).toBe(true);
    expect((await list(`apartmentId=${west}`)).records.every((r) => r.xqId === west)).toBe(true);
    // Staff (东湖 only) see only 东湖's; 城南寓所 sees none.
    const staffs = await list('', tk.staff);
    expect(staffs.total).toBeGreaterThan(0);
    expect(staffs.records.every((r) => r.xqId === east)).toBe(true);
    expect((await list('', tk.otherBoss)).total).toBe(0);
  });

  it('a tenant files a complaint with their own pictures; managers are told; staff and the tenant read the pictures', async () => {
    const pics = [await tenantUpload(a), await tenantUpload(a)];
    const r = await asTenant('POST', '/api/tenant/complaints', a, {
      kind: 1,
      title: '电梯经常停运',
      desc: '这周已经停了三次',
      pictures: pics,
    });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      kindName: '投诉',
      status: COMPLAINT_STATUS.unreplied,
      statusName: '未回复',
      reply: '',
    });
    expect(r.json.data.pictures).toEqual(pics.map((id) => `/api/tenant/files/${id}`));
    for (const phone of ['13800000001', '13800000002', '13800000003']) {
      const told = await toldTo(phone, '新的投诉');
      expect(
        told.some((m) => m.content.includes('电梯经常停运')),
        phone,
      ).toBe(true);
    }
    const row = (await list(`apartmentId=${east}&status=0`)).records.find((x) => x.title === '电梯经常停运');
    expect(row.pictures.map(fileId)).toEqual(pics);
    expect((await h.call('GET', row.pictures[0], { token: tk.staff })).status).toBe(200);
    expect((await h.call('GET', r.json.data.pictures[0], { headers: tenantHeaders(a) })).status).toBe(200);
    // Another lease's tenant neither sees it nor reads its pictures.
    expect((await h.call('GET', r.json.data.pictures[0], { headers: tenantHeaders(b) })).status).toBe(404);
    const others = (await asTenant('GET', '/api/tenant/complaints', b)).json.data.records;
    expect(others.map((x: any) => x.id)).not.toContain(r.json.data.id);
  });

  it('refuses pictures that are not the tenant’s own uploads, more than 9, and a missing title', async () => {
    const body = { kind: 2, title: '建议', desc: '内容', pictures: [] as string[] };
    const staffUpload = fileId(await upload(h, tk.manager));
    const others = await tenantUpload(b);
    for (const pictures of [[staffUpload], [others]]) {
      const r = await asTenant('POST', '/api/tenant/complaints', a, { ...body, pictures });
      expect([r.status, r.json.msg]).toEqual([400, '图片不存在']);
    }
    const many = await asTenant('POST', '/api/tenant/complaints', a, { ...body, pictures: Array(10).fill(others) });
    expect([many.status, many.json.msg]).toEqual([400, '最多上传9张图片']);
    const untitled = await asTenant('POST', '/api/tenant/complaints', a, { ...body, title: ' ' });
    expect([untitled.status, untitled.json.msg]).toEqual([400, '请输入标题']);
    expect((await h.call('POST', '/api/tenant/complaints', { json: body })).status).toBe(401);
  });

  it('replies once (回复成功): the tenant is told and sees the reply; a second reply is refused', async () => {
    const row = (await list(`apartmentId=${east}&status=0`)).records.find((x) => x.title === '电梯经常停运');
    const r = await call('POST', `/api/complaints/${row.id}/reply`, tk.staff, { reply: '已联系电梯维保，明天检修' });
    expect([r.status, r.json.msg]).toEqual([200, '回复成功']);
    const again = await call('POST', `/api/complaints/${row.id}/reply`, tk.manager, { reply: '再次回复' });
    expect([again.status, again.json.msg]).toEqual([409, '该投诉/建议已回复，不能再次回复']);
    const empty = await call('POST', `/api/complaints/${row.id}/reply`, tk.manager, { reply: '' });
    expect([empty.status, empty.json.msg]).toEqual([400, '请输入回复内容']);
    const mine = (await asTenant('GET', '/api/tenant/complaints', a)).json.data.records.find(
      (x: any) => x.id === row.id,
    );
    expect(mine).toMatchObject({
      status: COMPLAINT_STATUS.replied,
      statusName: '已回复',
      reply: '已联系电梯维保，明天检修',
    });
    expect(mine.replyTime).toBeGreaterThan(0);
    const inbox = await h.db.select().from(tenantMessages).where(eq(tenantMessages.leaseId, leaseA));
    expect(inbox.some((m) => m.title === '您的投诉已回复' && m.content.includes('明天检修'))).toBe(true);
  });

  it('refuses another organisation, staff outside the apartment and another org’s tenant; deletes', async () => {
    const westOne = (await list(`apartmentId=${west}`)).records[0];
    for (const token of [tk.otherBoss, tk.staff]) {
      expect((await call('POST', `/api/complaints/${westOne.id}/reply`, token, { reply: '越权' })).status).toBe(404);
      expect((await call('DELETE', `/api/complaints/${westOne.id}`, token)).status).toBe(404);
    }
    const stranger = await otherOrgTenant(h, tk.otherBoss);
    expect((await stranger('GET', '/api/tenant/complaints')).json.data.total).toBe(0);
    expect(
      (await asTenant('GET', '/api/tenant/complaints', w)).json.data.records.every((x: any) => x.xqId === west),
    ).toBe(true);
    const r = await call('DELETE', `/api/complaints/${westOne.id}`, tk.manager);
    expect(r.status).toBe(200);
    expect((await list()).records.map((x) => x.id)).not.toContain(westOne.id);
    expect((await call('DELETE', `/api/complaints/${westOne.id}`, tk.manager)).status).toBe(404);
  });
});
