/**
 * Repairs through HTTP (issue 19.2; /repairs, /repairsType, the tenant page's 报修): a tenant files a request from
 * their link, the apartment's managers are told at once (message centre and a web push); 受理 / 完成 (with a photo of
 * the work) / 取消 reach the tenant's inbox; the tenant sees the work photo and may cancel only while 申请中; the
 * dashboard's 报修 is the number of the list it opens; other organisations, staff outside the apartment and a tenant of
 * another lease are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { demoApartments, loginAll, makeHarness, PHONES, TINY_PNG, upload, type Harness, type Tokens } from './harness';
import { decryptPush, makeBrowserKeys, startPushService } from './push-service';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { grantPerms, withdrawPerms } from './factories/auth';
import { PERMS } from '../../sync/product/permissions';
import { messages } from '../../api/messages/schema';
import { users } from '../../api/auth/schema';
import { leases } from '../../api/leases/schema';
import { tenantMessages } from '../../api/notify/schema';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { REPAIR_STATUS } from '../../sync/rules/repairs/repair-status';

let h: Harness;
let tk: Tokens;
let east: string;
let west: string;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  tk = await loginAll(h);
  ({ east, west } = await demoApartments(h, tk.boss));
  service = await startPushService();
}, 120_000);
afterAll(() => service.close());

const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });
const asTenant = (method: string, path: string, token: string, json?: unknown) =>
  h.call(method, path, { headers: tenantHeaders(token), json });
const list = async (query = '', token = tk.boss) =>
  (await call('GET', `/api/repairs?size=100&${query}`, token)).json.data as { total: number; records: any[] };
const repairCount = async (token = tk.boss) =>
  (await call('GET', '/api/dashboard/todo', token)).json.data.repairCount as number;
const fileId = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** A picture the tenant uploads through their link (POST /api/tenant/upload); its id. */
async function tenantUpload(token: string) {
  const body = new FormData();
  body.append('file', new File([TINY_PNG as Uint8Array<ArrayBuffer>], 'a.png'));
  const r = await h.call('POST', '/api/tenant/upload', { headers: tenantHeaders(token), body });
  expect(r.status).toBe(200);
  return r.json.data.id as string;
}

/** Leases in effect of an apartment, oldest id first. */
const liveLeases = (apartmentId: string) =>
  h.db
    .select({ id: leases.id, tenant: leases.tenant })
    .from(leases)
    .where(and(eq(leases.apartmentId, apartmentId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id));

const toldTo = async (phone: string, title: string) =>
  h.db
    .select({ content: messages.content, url: messages.url })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(and(eq(users.phone, phone), eq(messages.title, title)));

describe('repairs', () => {
  it('shows the demo requests in every state; 报修 counts exactly the unfinished ones its list shows', async () => {
    const all = await list();
    expect(new Set(all.records.map((r) => r.statusName))).toEqual(
      new Set(['申请中', '已受理', '已完成', '已取消', '投诉']),
    );
    const open = await list('open=1');
    expect(open.records.every((r) => r.status === REPAIR_STATUS.applying || r.status === REPAIR_STATUS.accepted)).toBe(
      true,
    );
    expect(await repairCount()).toBe(open.total);
    // Staff (东湖 only): their counter and their list agree, and hold no repair of 西城.
    const staffOpen = await list('open=1', tk.staff);
    expect(await repairCount(tk.staff)).toBe(staffOpen.total);
    expect(staffOpen.records.every((r) => r.xqId === east)).toBe(true);
    expect(staffOpen.total).toBeLessThan(open.total);
  });

  it('filters by apartment, room, tenant name and phone, type and status', async () => {
    const all = (await list()).records;
    const one = all.find((r) => r.xqId === west && r.status === REPAIR_STATUS.completed)!;
    const match = async (q: string) => (await list(q)).records.map((r) => r.id);
    expect(await match(`apartmentId=${west}&status=2`)).toContain(one.id);
    expect(await match(`apartmentId=${east}`)).not.toContain(one.id);
    expect(await match(`houseNumber=${one.houseNumber}&applyName=${encodeURIComponent(one.applyName)}`)).toContain(
      one.id,
    );
    expect(await match(`connectPhone=${one.connectPhone}&typeId=${one.typeId}`)).toContain(one.id);
    expect(await match('status=0')).not.toContain(one.id);
    expect((await call('GET', '/api/repairs?status=9', tk.boss)).json.msg).toContain('状态不正确');
  });

  it('a tenant files a repair with a photo: the managers are told and pushed; 受理 and 完成 reach the tenant', async () => {
    const browser = makeBrowserKeys();
    const sub = await call('POST', '/api/push/subscriptions', tk.manager, {
      endpoint: `${service.origin}/push/repair-manager`,
      keys: { p256dh: browser.p256dh, auth: browser.authB64 },
    });
    expect(sub.status).toBe(200);
    const [lease] = await liveLeases(east);
    const token = await issueTenantLink(h, tk.boss, lease!.id);
    const types = (await asTenant('GET', '/api/tenant/repairs/types', token)).json.data as {
      id: string;
      name: string;
    }[];
    expect(types.map((t) => t.name)).toContain('水电维修');
    expect((await asTenant('POST', '/api/tenant/repairs', token, { tdesc: '灯不亮' })).json.msg).toBe('请选择报修类型');
    // Only the tenant's own uploads may be attached.
    const staffFile = fileId(await upload(h, tk.boss));
    const refused = await asTenant('POST', '/api/tenant/repairs', token, {
      typeId: types[0]!.id,
      tdesc: '插座没电',
      photoFileIds: [staffFile],
    });
    expect([refused.status, refused.json.msg]).toEqual([400, '图片不存在，请重新上传']);
    const photo = await tenantUpload(token);
    const before = await repairCount();
    const made = await asTenant('POST', '/api/tenant/repairs', token, {
      typeId: types[0]!.id,
      tdesc: '插座没电',
      photoFileIds: [photo],
      appointmentTime: h.deps.now() + 86_400_000,
    });
    expect(made.status).toBe(200);
    const repair = made.json.data;
    expect(repair).toMatchObject({
      status: REPAIR_STATUS.applying,
      statusName: '申请中',
      applyName: lease!.tenant,
      typeName: '水电维修',
    });
    expect(repair.photos[0].url).toBe(`/api/tenant/files/${photo}`);
    expect(repair.systemJyh).toMatch(/^BX\d{12}$/);
    expect(await repairCount()).toBe(before + 1);
    // Told at once: each of 东湖's managers (staff of 东湖 too) in the message centre, and the subscribed browser.
    for (const phone of [PHONES.boss, PHONES.manager, PHONES.staff])
      expect((await toldTo(phone, '新的报修')).filter((m) => m.content.includes('插座没电'))).toHaveLength(1);
    expect(await toldTo(PHONES.otherBoss, '新的报修')).toHaveLength(0);
    const pushed = service.received.filter((r) => r.path === '/push/repair-manager');
    expect(pushed).toHaveLength(1);
    expect(JSON.parse(decryptPush(pushed[0]!.body, browser.ecdh, browser.auth))).toMatchObject({
      title: '新的报修',
      url: '/repairs?open=1',
    });
    // The staff see its photo through their own file route; staff outside 东湖 do not.
    const detail = (await call('GET', `/api/repairs/${repair.id}`, tk.staff)).json.data;
    expect(detail.photos[0].url).toBe(`/api/upload/files/${photo}`);
    expect((await h.call('GET', detail.photos[0].url, { token: tk.staff })).status).toBe(200);
    expect((await h.call('GET', detail.photos[0].url, { token: tk.otherBoss })).status).toBe(404);

    const accepted = await call('POST', `/api/repairs/${repair.id}/accept`, tk.manager);
    expect(accepted.json).toMatchObject({
      msg: '受理成功',
      data: { status: REPAIR_STATUS.accepted, acceptedByName: '李店长' },
    });
    expect((await call('POST', `/api/repairs/${repair.id}/accept`, tk.manager)).json.msg).toBe('该报修已受理');
    expect((await asTenant('POST', `/api/tenant/repairs/${repair.id}/cancel`, token)).json.msg).toBe(
      '只能取消申请中的报修',
    );
    const noPhoto = await call('POST', `/api/repairs/${repair.id}/complete`, tk.manager, { photoFileIds: [] });
    expect([noPhoto.status, noPhoto.json.msg]).toEqual([400, '请上传维修照片']);
    const work = fileId(await upload(h, tk.manager));
    // A photo that is not the manager's own upload is refused (not uploaded yet from that device).
    const other = fileId(await upload(h, tk.boss));
    expect(
      (await call('POST', `/api/repairs/${repair.id}/complete`, tk.manager, { photoFileIds: [other] })).status,
    ).toBe(409);
    const done = await call('POST', `/api/repairs/${repair.id}/complete`, tk.manager, {
      note: '更换插座',
      photoFileIds: [work],
    });
    expect(done.json.data).toMatchObject({
      status: REPAIR_STATUS.completed,
      statusName: '已完成',
      completeNote: '更换插座',
    });
    expect(await repairCount()).toBe(before);

    const inbox = await h.db.select().from(tenantMessages).where(eq(tenantMessages.leaseId, lease!.id));
    expect(inbox.map((m) => m.title)).toEqual(expect.arrayContaining(['您的报修已受理', '您的报修已完成']));
    expect(inbox.find((m) => m.title === '您的报修已完成')!.url).toBe(`/tenant?s=repairs&id=${repair.id}`);
    const mine = (await asTenant('GET', '/api/tenant/repairs', token)).json.data as any[];
    // The tenant reads the photo of the work; a tenant of another lease does not.
    const [, otherLease] = await liveLeases(east);
    const otherToken = await issueTenantLink(h, tk.boss, otherLease!.id);
    expect((await asTenant('GET', `/api/tenant/files/${work}`, token)).status).toBe(200);
    expect((await asTenant('GET', `/api/tenant/files/${work}`, otherToken)).status).toBe(404);
    expect(mine.find((r) => r.id === repair.id)).toMatchObject({
      status: REPAIR_STATUS.completed,
      donePhotos: [{ url: `/api/tenant/files/${work}` }],
    });
  });

  it('tells the staff who may open /repairs (报修管理), not those of the leases only', async () => {
    const [lease] = await liveLeases(east);
    const token = await issueTenantLink(h, tk.boss, lease!.id);
    const [type] = (await asTenant('GET', '/api/tenant/repairs/types', token)).json.data as { id: string }[];
    const file = async (tdesc: string) =>
      expect((await asTenant('POST', '/api/tenant/repairs', token, { typeId: type!.id, tdesc })).status).toBe(200);
    const told = async (phone: string) =>
      (
        await h.db
          .select({ content: messages.content })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.userId))
          .where(eq(users.phone, phone))
      ).filter((m) => m.content.includes('门把手'));
    await file('门把手松了');
    expect(await told(PHONES.staff)).toHaveLength(1);
    await withdrawPerms(h.db, '管家', PERMS.repairs);
    try {
      await file('门把手又松了');
      expect(await told(PHONES.staff)).toHaveLength(1);
      expect(await told(PHONES.boss)).toHaveLength(2);
    } finally {
      await grantPerms(h.db, '管家', PERMS.repairs);
    }
  });

  it('the tenant cancels while 申请中; a manager acting on it then is told the tenant cancelled it', async () => {
    const [, lease] = await liveLeases(east);
    const token = await issueTenantLink(h, tk.boss, lease!.id);
    const [type] = (await asTenant('GET', '/api/tenant/repairs/types', token)).json.data;
    const made = (await asTenant('POST', '/api/tenant/repairs', token, { typeId: type.id, tdesc: '门锁松了' })).json
      .data;
    const cancelled = await asTenant('POST', `/api/tenant/repairs/${made.id}/cancel`, token);
    expect(cancelled.json.msg).toBe('取消成功');
    const late = await call('POST', `/api/repairs/${made.id}/accept`, tk.manager);
    expect([late.status, late.json.msg]).toEqual([409, '租客已取消该报修']);
    expect((await toldTo(PHONES.manager, '租客已取消报修')).some((m) => m.content.includes('门锁松了'))).toBe(true);
  });

  it('a manager cancels with a reason; the tenant is told', async () => {
    const [, , lease] = await liveLeases(east);
    const token = await issueTenantLink(h, tk.boss, lease!.id);
    const [type] = (await asTenant('GET', '/api/tenant/repairs/types', token)).json.data;
    const made = (await asTenant('POST', '/api/tenant/repairs', token, { typeId: type.id, tdesc: '想换窗帘' })).json
      .data;
    expect((await call('POST', `/api/repairs/${made.id}/cancel`, tk.boss, {})).json.msg).toBe('请输入取消原因');
    const r = await call('POST', `/api/repairs/${made.id}/cancel`, tk.boss, { reason: '不属于报修范围' });
    expect(r.json.data).toMatchObject({
      status: REPAIR_STATUS.cancelled,
      cancelReason: '不属于报修范围',
      cancelledByName: '王老板',
    });
    const inbox = await h.db.select().from(tenantMessages).where(eq(tenantMessages.leaseId, lease!.id));
    expect(inbox.find((m) => m.title === '您的报修已取消')!.content).toContain('不属于报修范围');
  });

  it('refuses another organisation, staff outside the apartment and a tenant of another lease', async () => {
    const westRepair = (await list(`apartmentId=${west}`)).records[0]!;
    for (const token of [tk.otherBoss, tk.staff]) {
      expect((await call('GET', `/api/repairs/${westRepair.id}`, token)).status).toBe(404);
      expect((await call('POST', `/api/repairs/${westRepair.id}/accept`, token)).status).toBe(404);
    }
    expect((await list('', tk.otherBoss)).total).toBe(0);
    const [a, b] = await liveLeases(west);
    const tokenA = await issueTenantLink(h, tk.boss, a!.id);
    const tokenB = await issueTenantLink(h, tk.boss, b!.id);
    const [type] = (await asTenant('GET', '/api/tenant/repairs/types', tokenA)).json.data;
    const made = (await asTenant('POST', '/api/tenant/repairs', tokenA, { typeId: type.id, tdesc: '甲的报修' })).json
      .data;
    const seenByB = (await asTenant('GET', '/api/tenant/repairs', tokenB)).json.data as any[];
    expect(seenByB.some((r) => r.id === made.id)).toBe(false);
    expect((await asTenant('POST', `/api/tenant/repairs/${made.id}/cancel`, tokenB)).status).toBe(404);
    // A type of another apartment is not one of the tenant's.
    const [eastType] = (await call('GET', `/api/repair-types?apartmentId=${east}`, tk.boss)).json.data.records;
    expect((await asTenant('POST', '/api/tenant/repairs', tokenA, { typeId: eastType.id, tdesc: 'x' })).json.msg).toBe(
      '报修类型不存在',
    );
    expect((await h.call('GET', '/api/tenant/repairs')).status).toBe(401);
  });
});

describe('repair types', () => {
  it('lists, adds, edits and deletes the types of an apartment the user sees', async () => {
    const types = async (q = '', token = tk.boss) =>
      (await call('GET', `/api/repair-types?size=100&${q}`, token)).json.data as { total: number; records: any[] };
    expect((await types(`apartmentId=${east}`)).records.map((t) => t.name)).toContain('家电维修');
    const add = await call('POST', '/api/repair-types', tk.manager, { apartmentId: east, name: '网络故障' });
    expect(add.json).toMatchObject({ msg: '添加成功', data: { name: '网络故障', type: 1, gyName: '东湖公寓' } });
    expect((await call('POST', '/api/repair-types', tk.manager, { apartmentId: east, name: '网络故障' })).status).toBe(
      409,
    );
    const edit = await call('PUT', `/api/repair-types/${add.json.data.id}`, tk.manager, {
      apartmentId: east,
      name: '宽带故障',
    });
    expect(edit.json.data.name).toBe('宽带故障');
    // Staff of 东湖 cannot add to 西城, nor see its types.
    expect((await call('POST', '/api/repair-types', tk.staff, { apartmentId: west, name: '扫测' })).status).toBe(404);
    expect((await types('', tk.staff)).records.every((t) => t.xqId === east)).toBe(true);
    expect((await call('DELETE', `/api/repair-types/${add.json.data.id}`, tk.otherBoss)).status).toBe(404);
    expect((await call('DELETE', `/api/repair-types/${add.json.data.id}`, tk.manager)).json.msg).toBe('删除成功');
    expect((await types(`apartmentId=${east}`)).records.map((t) => t.name)).not.toContain('宽带故障');
  });
});
