/**
 * Notices and the notification sender through HTTP (issue 19.3; /onlineApplic, /onlineApplic2): the three tabs —
 * door units (through the simulated access connector, 待发送 while a unit is out of reach and sent when it answers),
 * tenants (the tenant page's 公告, to chosen rooms or everyone, valid to the end of the chosen day) and managers (the
 * message centre); recall ('撤回成功') takes a notice off every place it showed; delete; other organisations, other
 * apartments' tenants and staff without the permission are kept out.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApartments, loginAll, makeHarness, upload, type Harness, type Tokens } from './harness';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { leases } from '../../api/leases/schema';
import { rooms } from '../../api/houses/schema';
import { messages } from '../../api/messages/schema';
import { users } from '../../api/auth/schema';
import { tenantMessages } from '../../api/notify/schema';
import { simDoorNotices } from '../../api/hardware/access/connector/simulator/schema';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { NOTICE_STATUS } from '../../sync/rules/notices/notice-rules';
import { STAFF_PERMS } from '../../api/seed/demo';
import { PERMS } from '../../sync/product/permissions';
import { permKey } from '../../sync/product/menu';

let h: Harness;
let tk: Tokens;
let east: string;
let west: string;
/** Two running leases of 东湖 (rooms a and b) and one of 西城, each with a tenant link. */
let a: { roomId: string; token: string };
let b: { roomId: string; token: string };
let w: { roomId: string; token: string };

async function runningLease(apartmentId: string, skip: number) {
  const [l] = await h.db
    .select({ id: leases.id, roomId: leases.roomId })
    .from(leases)
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .where(and(eq(leases.apartmentId, apartmentId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(rooms.houseNumber), asc(leases.id))
    .limit(1)
    .offset(skip);
  if (!l) throw new Error('no running lease');
  return { roomId: l.roomId, token: await issueTenantLink(h, tk.boss, l.id) };
}

beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  tk = await loginAll(h);
  ({ east, west } = await demoApartments(h, tk.boss));
  a = await runningLease(east, 0);
  b = await runningLease(east, 1);
  w = await runningLease(west, 0);
}, 120_000);

const send = (json: Record<string, unknown>, token = tk.boss) =>
  h.call('POST', '/api/notices', { token, json: { title: '停水通知', content: '明天9点到12点停水', ...json } });
const tenantSees = async (token: string) => {
  const r = await h.call('GET', '/api/tenant/notices', { headers: tenantHeaders(token) });
  expect(r.status).toBe(200);
  return (r.json.data as { title: string; id: string }[]).map((n) => n.id);
};
const shown = async (sn: string) =>
  (await h.db.select().from(simDoorNotices).where(eq(simDoorNotices.sn, sn))).map((r) => r.noticeId);
const listed = async (token = tk.boss, apartmentId?: string) => {
  const q = apartmentId ? `?apartmentId=${apartmentId}` : '';
  const r = await h.call('GET', `/api/notices${q}`, { token });
  expect(r.status).toBe(200);
  return r.json.data.records as { id: string; status: number; statusName: string; devNameList: string }[];
};
const deviceId = async (apartmentId: string, devType: number, name: string) => {
  const r = await h.call('GET', `/api/notices/devices?apartmentId=${apartmentId}&devType=${devType}`, {
    token: tk.boss,
  });
  const d = (r.json.data.records as { id: string; name: string }[]).find((x) => x.name === name);
  if (!d) throw new Error(`no device ${name}`);
  return d.id;
};

describe('the sender: tenant notices', () => {
  it('reaches the chosen room only, with its photos, and the tenant inbox', async () => {
    const photo = await upload(h, tk.boss);
    const r = await send({ kind: 2, apartmentId: east, houseIdList: [a.roomId], isForever: 1, photos: [photo] });
    expect(r.json).toMatchObject({ msg: '发送成功', data: { status: NOTICE_STATUS.sent, statusName: '已发送' } });
    const id = r.json.data.id as string;
    expect(await tenantSees(a.token)).toContain(id);
    expect(await tenantSees(b.token)).not.toContain(id);
    expect(await tenantSees(w.token)).not.toContain(id);
    const mine = await h.call('GET', '/api/tenant/notices', { headers: tenantHeaders(a.token) });
    const n = (mine.json.data as { id: string; photos: string[] }[]).find((x) => x.id === id)!;
    expect(n.photos).toEqual([photo.replace('/api/upload/', '/api/tenant/')]);
    // The photo is the addressed tenant's to read, not another room's.
    const file = (token: string) => h.call('GET', n.photos[0]!, { headers: tenantHeaders(token) });
    expect((await file(a.token)).status).toBe(200);
    expect((await file(b.token)).status).not.toBe(200);
    const inbox = await h.db
      .select()
      .from(tenantMessages)
      .where(eq(tenantMessages.url, `/tenant?s=notices&id=${id}`));
    expect(inbox).toHaveLength(1);
  });

  it('to everyone reaches every running lease of the apartment and no other apartment', async () => {
    const r = await send({ kind: 2, apartmentId: east, isForAll: 1 });
    const id = r.json.data.id as string;
    expect(r.json.data.devNameList).toBe('全部用户');
    expect(await tenantSees(a.token)).toContain(id);
    expect(await tenantSees(b.token)).toContain(id);
    expect(await tenantSees(w.token)).not.toContain(id);
  });

  it('valid to a fixed date lasts to the end of that day (Asia/Shanghai), then no longer shows', async () => {
    const today = shanghaiToday(h.deps.now());
    const r = await send({ kind: 2, apartmentId: west, isForAll: 1, isForever: 0, keepDate: today });
    expect(r.json.data.keepTime).toBe(shanghaiMidnight(today) + 86_399_999);
    const id = r.json.data.id as string;
    expect(await tenantSees(w.token)).toContain(id);
    const was = h.deps.now();
    h.advance(shanghaiMidnight(addDays(today, 1)) - was);
    expect(await tenantSees(w.token)).not.toContain(id);
    h.advance(was - h.deps.now());
    // Still in the operator's list, 已发送.
    expect((await listed(tk.boss, west)).find((n) => n.id === id)?.status).toBe(NOTICE_STATUS.sent);
  });

  it('refuses missing fields and a past date with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 2, apartmentId: east, isForAll: 1, title: ' ' }, '请输入通知标题'],
      [{ kind: 2, apartmentId: east, isForAll: 1, content: '' }, '请输入通知内容'],
      [{ kind: 2, apartmentId: east }, '请选择要通知的房间'],
      [{ kind: 3, apartmentId: east }, '请选择要通知的管家'],
      [{ kind: 1, apartmentId: east }, '请选择要通知的设备'],
      [{ kind: 2, apartmentId: east, isForAll: 1, isForever: 0 }, '请选择有效日期'],
      [{ kind: 2, apartmentId: east, isForAll: 1, isForever: 0, keepDate: '2020-01-01' }, '有效日期不能早于今天'],
      // A room of another apartment is not a receiver of this one.
      [{ kind: 2, apartmentId: east, houseIdList: [w.roomId] }, '请选择要通知的房间'],
    ];
    for (const [body, msg] of cases) {
      const r = await send(body);
      expect([r.status, r.json.msg]).toEqual([400, msg]);
    }
  });
});

describe('the sender: manager notices', () => {
  it('to everyone reaches the apartment’s staff in the message centre; staff of another project are left out', async () => {
    const r = await send({ kind: 3, apartmentId: west, isForAll: 1 });
    expect(r.json.data.devNameList).toBe('全部管理员');
    const url = `/Message?notice=${r.json.data.id}`;
    const got = await h.db
      .select({ phone: users.phone })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(eq(messages.url, url));
    const phones = got.map((g) => g.phone);
    expect(phones).toEqual(expect.arrayContaining(['13800000001', '13800000002']));
    // The demo staff member works in 东湖 only.
    expect(phones).not.toContain('13800000003');
  });

  it('to a chosen manager reaches that one only; recalled, it leaves the message centre', async () => {
    const picker = await h.call('GET', `/api/notices/managers?apartmentId=${east}`, { token: tk.boss });
    const staff = (picker.json.data.records as { pkId: string; name: string; phone: string }[]).find(
      (m) => m.phone === '13800000003',
    )!;
    const r = await send({ kind: 3, apartmentId: east, managerList: [staff.pkId], isForever: 1 });
    expect(r.json.data.devNameList).toBe(staff.name);
    const url = `/Message?notice=${r.json.data.id}`;
    const live = () =>
      h.db
        .select({ userId: messages.userId })
        .from(messages)
        .where(and(eq(messages.url, url), isNull(messages.deletedAt)));
    expect((await live()).map((m) => m.userId)).toEqual([staff.pkId]);
    const rec = await h.call('POST', `/api/notices/${r.json.data.id}/recall`, { token: tk.boss });
    expect(rec.json.msg).toBe('撤回成功');
    expect(await live()).toEqual([]);
  });
});

describe('the sender: device notices', () => {
  it('shows on a reachable door unit at once: 已发送', async () => {
    const dev = await deviceId(east, 3, '1号楼门口机');
    const r = await send({ kind: 1, apartmentId: east, devList: [dev] });
    expect(r.json.data).toMatchObject({ status: NOTICE_STATUS.sent, devNameList: '1号楼门口机' });
    expect(await shown('DU-DH-1')).toContain(r.json.data.id);
  });

  it('waits (待发送) for a unit out of reach and reaches it when it answers; a recall takes it off the screen', async () => {
    const dev = await deviceId(west, 3, '1号楼门口机');
    await h.call('POST', '/api/simulator/doors/DU-XC-1/state', { json: { online: false } });
    const r = await send({ kind: 1, apartmentId: west, devList: [dev] });
    const id = r.json.data.id as string;
    expect(r.json.data).toMatchObject({ status: NOTICE_STATUS.pending, statusName: '待发送' });
    expect(await shown('DU-XC-1')).toEqual([]);
    await h.call('POST', '/api/simulator/doors/DU-XC-1/state', { json: { online: true } });
    // The list asks again: the unit now takes it.
    expect((await listed(tk.boss, west)).find((n) => n.id === id)?.status).toBe(NOTICE_STATUS.sent);
    expect(await shown('DU-XC-1')).toEqual([id]);
    await h.call('POST', `/api/notices/${id}/recall`, { token: tk.boss });
    expect(await shown('DU-XC-1')).toEqual([]);
    expect((await listed(tk.boss, west)).find((n) => n.id === id)).toMatchObject({
      status: NOTICE_STATUS.recalled,
      statusName: '已撤回',
    });
  });

  it('no longer waits for a unit removed while out of reach', async () => {
    const body = { devType: 3, apartmentId: east, name: '临时门口机', sn: 'DU-DH-T', embedType: 1 };
    const added = await h.call('POST', '/api/access/devices', { token: tk.boss, json: body });
    expect(added.status).toBe(200);
    await h.call('POST', '/api/simulator/doors/DU-DH-T/state', { json: { online: false } });
    const r = await send({ kind: 1, apartmentId: east, devList: [added.json.data.id] });
    expect(r.json.data.status).toBe(NOTICE_STATUS.pending);
    await h.call('DELETE', `/api/access/devices/${added.json.data.id}`, { token: tk.boss });
    expect((await listed(tk.boss, east)).find((n) => n.id === r.json.data.id)?.status).toBe(NOTICE_STATUS.sent);
  });

  it('lists the apartment’s devices by picker tab, 10 a page', async () => {
    const r = await h.call('GET', `/api/notices/devices?apartmentId=${west}&devType=4`, { token: tk.boss });
    expect(r.json.data.records.map((d: { name: string }) => d.name)).toEqual(['南侧围墙机']);
    expect(r.json.data.records[0]).toMatchObject({ devSn: 'DU-XC-2', embedTypeName: '围墙机' });
    const rooms = await h.call('GET', `/api/notices/rooms?apartmentId=${east}`, { token: tk.boss });
    expect(rooms.json.data.size).toBe(10);
    expect(rooms.json.data.records.map((x: { houseId: string }) => x.houseId)).toContain(a.roomId);
  });
});

describe('recall and delete', () => {
  it('a recalled tenant notice leaves the tenant page and the inbox; recalled twice is refused', async () => {
    const r = await send({ kind: 2, apartmentId: east, houseIdList: [b.roomId] });
    const id = r.json.data.id as string;
    expect(await tenantSees(b.token)).toContain(id);
    const rec = await h.call('POST', `/api/notices/${id}/recall`, { token: tk.manager });
    expect([rec.status, rec.json.msg]).toEqual([200, '撤回成功']);
    expect(await tenantSees(b.token)).not.toContain(id);
    expect(
      await h.db
        .select()
        .from(tenantMessages)
        .where(eq(tenantMessages.url, `/tenant?s=notices&id=${id}`)),
    ).toEqual([]);
    const again = await h.call('POST', `/api/notices/${id}/recall`, { token: tk.boss });
    expect([again.status, again.json.msg]).toEqual([409, '该通知已撤回']);
  });

  it('deletes a notice from the list and from the tenant page', async () => {
    const r = await send({ kind: 2, apartmentId: east, houseIdList: [a.roomId] });
    const id = r.json.data.id as string;
    const del = await h.call('DELETE', `/api/notices/${id}`, { token: tk.boss });
    expect([del.status, del.json.msg]).toEqual([200, '删除成功']);
    expect((await listed()).map((n) => n.id)).not.toContain(id);
    expect(await tenantSees(a.token)).not.toContain(id);
  });
});

describe('who may', () => {
  it('keeps other organisations and staff without 通知服务 out', async () => {
    const r = await send({ kind: 2, apartmentId: east, isForAll: 1 });
    const id = r.json.data.id as string;
    for (const [method, path] of [
      ['POST', `/api/notices/${id}/recall`],
      ['DELETE', `/api/notices/${id}`],
    ] as const) {
      expect((await h.call(method, path, { token: tk.otherBoss })).status).toBe(404);
      expect((await h.call(method, path, { token: tk.staff })).status).toBe(403);
    }
    expect((await listed(tk.otherBoss)).map((n) => n.id)).not.toContain(id);
    expect((await send({ kind: 2, apartmentId: east, isForAll: 1 }, tk.otherBoss)).status).toBe(404);
    expect((await h.call('GET', `/api/notices/rooms?apartmentId=${east}`, { token: tk.otherBoss })).status).toBe(404);
    expect((await h.call('GET', '/api/notices', { token: tk.staff })).status).toBe(403);
    const devices = await h.call('GET', `/api/notices/devices?apartmentId=${east}&devType=3`, { token: tk.otherBoss });
    expect(devices.status).toBe(404);
    // Still live for its own tenants.
    expect(await tenantSees(a.token)).toContain(id);
  });

  it('refuses the tenant page without a working link', async () => {
    const r = await h.call('GET', '/api/tenant/notices', { headers: tenantHeaders('nope') });
    expect(r.status).toBe(401);
  });
});

describe('staff of one project', () => {
  it('given 通知服务, see and send only in their apartments: 西城 is refused as if missing', async () => {
    const westNotice = (await send({ kind: 2, apartmentId: west, isForAll: 1 })).json.data.id as string;
    const roles = (await h.call('GET', '/api/admin/roles', { token: tk.boss })).json.data as {
      pkId: string;
      roleName: string;
    }[];
    const keeper = roles.find((r) => r.roleName === '管家')!;
    const grant = await h.call('PUT', `/api/admin/roles/${keeper.pkId}/actions`, {
      token: tk.boss,
      json: { actionIds: [...STAFF_PERMS.map(permKey), permKey(PERMS.notices)] },
    });
    expect(grant.status).toBe(200);
    const seen = await listed(tk.staff);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.map((n) => n.id)).not.toContain(westNotice);
    expect((await send({ kind: 2, apartmentId: east, isForAll: 1 }, tk.staff)).status).toBe(200);
    expect((await send({ kind: 2, apartmentId: west, isForAll: 1 }, tk.staff)).status).toBe(404);
    for (const path of [`/api/notices/rooms?apartmentId=${west}`, `/api/notices/managers?apartmentId=${west}`])
      expect((await h.call('GET', path, { token: tk.staff })).status).toBe(404);
    expect((await h.call('POST', `/api/notices/${westNotice}/recall`, { token: tk.staff })).status).toBe(404);
    expect((await h.call('DELETE', `/api/notices/${westNotice}`, { token: tk.staff })).status).toBe(404);
  });
});
