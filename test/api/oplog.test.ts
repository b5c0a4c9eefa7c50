/**
 * The operation log (part 4 §2 "Operation log", issue 20.7): entries written by the middleware in Chinese saying what
 * was done to what (a signing, a collection, an offline mutation, a tenant's complaint), by whom, from which terminal
 * and branch; GET /api/admin/logs with the §2 filters, 10 a page, newest first; the organisation's only, for holders
 * of the permission; no route edits or removes an entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { meters } from '../../api/meters/schema';
import { operationLogs } from '../../api/oplog/schema';
import type { Tx } from '../../api/db/store';
import { leasesHarness, signInput, type LeasesHarness } from './lease-helpers';
import { mutation } from './sync-helpers';
import { PHONES } from './harness';
import { grantPerms, withdrawPerms } from './factories/auth';
import { PERMS } from '../../sync/product/permissions';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { formatFen } from '../../sync/rules/common/money';
import { shanghaiToday, addDays } from '../../sync/rules/common/shanghai-time';
import { DATE_RANGE_REVERSED } from '../../sync/contract/list-filters';
import type { LogRow } from '../../sync/contract/admin/oplog';

let t: LeasesHarness;
let leaseId: string;
let room: string;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

const logs = async (query: Record<string, string | number> = {}, token = t.boss) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.h.call('GET', `/api/admin/logs${qs ? `?${qs}` : ''}`, { token });
};
const rows = async (query: Record<string, string | number> = {}, token = t.boss): Promise<LogRow[]> => {
  const r = await logs(query, token);
  expect(r.status, r.text).toBe(200);
  return r.json.data.records;
};
/** Moves the clock a second on: each write of these tests is then the newest at its own instant. */
const tick = () => t.h.advance(1000);
const latest = async (query: Record<string, string | number> = {}) => (await rows(query))[0]!;
const projectId = async (name: string) =>
  (
    (await t.h.call('GET', '/api/admin/offices?kind=2', { token: t.boss })).json.data as {
      officeId: string;
      name: string;
    }[]
  ).find((o) => o.name === name)!.officeId;

beforeAll(async () => {
  t = await leasesHarness();
  const free = await t.freeRoom('东湖公寓');
  room = `东湖公寓 ${free.houseNumber}`;
  // The staff member of 东湖项目 signs, on a phone (the header the web client sends).
  const input = signInput(free);
  tick();
  const signed = await t.h.call('POST', '/api/leases/sign', {
    token: t.staff,
    json: input,
    headers: { 'x-client-terminal': '1' },
  });
  expect(signed.status, signed.text).toBe(200);
  leaseId = input.leaseId;
}, 120_000);

describe('entries say in Chinese what was done to what', () => {
  it('a signing by a staff member: who, the room and tenant, type 2, branch 东湖项目, mobile', async () => {
    expect(await latest({ context: '签约' })).toMatchObject({
      nickName: '张管家',
      phone: '13800000003',
      context: `签约 ${room} 刘晓东`,
      managerType: 2,
      officeName: '东湖项目',
      module: 1,
      client: 1,
    });
  });

  it('a collection names the room, the bill and the amount', async () => {
    const rent = (await t.billsOf(leaseId)).find((b) => b.cost_name === '房租' && b.stage === 1)!;
    tick();
    const r = await t.h.call('POST', '/api/bills/collect', {
      token: t.boss,
      json: { bills: [{ pkId: rent.id }], paymentType: 1, receiptDate: shanghaiToday(t.h.deps.now()) },
    });
    expect(r.status, r.text).toBe(200);
    expect(await latest()).toMatchObject({
      nickName: '王老板',
      context: `收款 ${room} 房租 ${formatFen(rent.account_receivable as number)}`,
      managerType: 0,
      officeName: '',
      module: 2,
      client: 0,
    });
  });

  it('an offline mutation through /api/sync/push is one entry per applied mutation, marked （离线）', async () => {
    const free = await t.freeRoom('东湖公寓', 1);
    const before = (await logs()).json.data.total;
    tick();
    const push = await t.h.call('POST', '/api/sync/push', {
      token: t.staff,
      json: {
        clientId: 'test-device',
        mutations: [
          mutation('room.setRemark', { houseId: free.id, remark: '窗户漏风' }),
          mutation('room.setRemark', { houseId: 'no-such-room', remark: '拒绝' }),
          mutation('room.setDecoration', { houseId: free.id, isDecoration: 1 }),
        ],
      },
      headers: { 'user-agent': IPHONE },
    });
    expect(push.json.data.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    const two = await rows({ current: 1, size: 2 });
    expect((await logs()).json.data.total).toBe(before + 2);
    expect(two.map((r) => r.context)).toEqual([
      `设为装修中 东湖公寓 ${free.houseNumber}（离线）`,
      `修改房间备注 东湖公寓 ${free.houseNumber}（离线）`,
    ]);
    expect(two[0]).toMatchObject({ nickName: '张管家', module: 2, client: 1 });
  });

  it('a bill changed and a meter read name the room, the item, the amount or the reading', async () => {
    const rent = (await t.billsOf(leaseId)).find((b) => b.cost_name === '房租' && b.stage === 2)!;
    tick();
    const edit = await t.h.call('POST', '/api/bills/edit', {
      token: t.boss,
      json: { billsDetailId: rent.id, accountReceivable: 230_000 },
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await latest()).context).toBe(`修改账单 ${room} 房租 ¥2,300.00`);
    const [meter] = await t.h.db
      .select()
      .from(meters)
      .where(eq(meters.roomId, (await t.room('东湖公寓', room.split(' ')[1]!)).id));
    tick();
    const read = await t.h.call('POST', '/api/meters/readings', {
      token: t.staff,
      json: { readingId: ulid(), meterId: meter!.id, value: 123_456 },
    });
    expect(read.status, read.text).toBe(200);
    expect(await latest()).toMatchObject({ context: `抄表 ${room} ${meter!.name} 读数 1234.56`, nickName: '张管家' });
  });

  it("a tenant's write is logged with the tenant as operator (account type 3, their phone and room's branch)", async () => {
    const token = await issueTenantLink(t.h, t.boss, leaseId);
    tick();
    const r = await t.h.call('POST', '/api/tenant/complaints', {
      json: { kind: 1, title: '热水器不热', desc: '洗澡时水温不够' },
      headers: { ...tenantHeaders(token), 'user-agent': IPHONE },
    });
    expect(r.status, r.text).toBe(200);
    expect(await latest()).toMatchObject({
      nickName: '刘晓东',
      phone: '13912345678',
      context: `提交投诉 ${room} 热水器不热`,
      managerType: 3,
      officeName: '东湖项目',
      module: 1,
      client: 1,
    });
  });

  it('a route whose handler states nothing gets its Chinese fallback; reads and refusals write nothing', async () => {
    const before = (await logs()).json.data.total;
    await t.h.call('GET', '/api/admin/roles', { token: t.boss });
    const refused = await t.h.call('POST', '/api/bookkeeping', { token: t.boss, json: {} });
    expect(refused.status).toBe(400);
    expect((await logs()).json.data.total).toBe(before);
    tick();
    const r = await t.h.call('PUT', '/api/dashboard/quick-entries', {
      token: t.manager,
      json: { ids: '' },
      headers: { 'x-client-terminal': '0', 'user-agent': IPHONE },
    });
    if (r.status === 200) expect(await latest()).toMatchObject({ context: '修改首页快捷入口', module: 2, client: 0 });
    else throw new Error(r.text);
  });

  it('a log entry that cannot be written is reported; the change it follows stands and answers 200', async () => {
    const { db, log } = t.h.deps;
    const lines: string[] = [];
    // The storage refuses inserts into the log table; every other write goes on.
    const refusingLog = (tx: Tx) =>
      new Proxy(tx, {
        get: (target, key) => {
          if (key === 'insert')
            return (table: unknown) =>
              table === operationLogs
                ? { values: () => Promise.reject(new Error('disk full')) }
                : target.insert(table as never);
          const v = Reflect.get(target, key, target) as unknown;
          return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
        },
      });
    t.h.deps.db = new Proxy(db, {
      get: (target, key) => {
        if (key === 'write') return ((orgId, fn) => db.write(orgId, (tx) => fn(refusingLog(tx)))) as typeof db.write;
        const v = Reflect.get(target, key, target) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    t.h.deps.log = (line) => lines.push(line);
    const before = await t.h.call('GET', '/api/dashboard/quick-entries', { token: t.boss });
    expect(before.json.data.length).toBeGreaterThan(0);
    try {
      const r = await t.h.call('PUT', '/api/dashboard/quick-entries', { token: t.boss, json: { ids: '' } });
      expect(r.status, `${r.text} ${lines.join(' | ')}`).toBe(200);
    } finally {
      t.h.deps.db = db;
      t.h.deps.log = log;
    }
    expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([
      expect.stringMatching(/^ERROR oplog PUT \/api\/dashboard\/quick-entries: disk full/),
    ]);
    // The boss's quick entries were cleared all the same.
    const after = await t.h.call('GET', '/api/dashboard/quick-entries', { token: t.boss });
    expect(after.json.data).toEqual([]);
  });
});

describe('GET /api/admin/logs', () => {
  it('filters by operator, content, phone, branch, account type, operation type and terminal', async () => {
    const east = await projectId('东湖项目');
    const byStaff = await rows({ account: '张管家', size: 100 });
    expect(byStaff.length).toBeGreaterThanOrEqual(3);
    expect(new Set(byStaff.map((r) => r.nickName))).toEqual(new Set(['张管家']));
    expect((await rows({ phone: '13912345678' })).map((r) => r.nickName)).toEqual(['刘晓东']);
    expect((await rows({ context: '热水器' })).map((r) => r.context)).toEqual([`提交投诉 ${room} 热水器不热`]);
    expect((await rows({ officeId: east, size: 100 })).every((r) => r.officeName.includes('东湖项目'))).toBe(true);
    expect((await rows({ accountType: 3 })).every((r) => r.managerType === 3)).toBe(true);
    expect((await rows({ operationType: 2, size: 100 })).every((r) => r.module === 2)).toBe(true);
    expect((await rows({ terminal: 1, size: 100 })).every((r) => r.client === 1)).toBe(true);
    expect(await rows({ account: '没有这个人' })).toEqual([]);
    const bad = await logs({ accountType: 9 });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('账号类型不正确');
  });

  it("shows only the organisation's own entries, to holders of the permission", async () => {
    const theirs = await rows({ size: 100 }, t.otherBoss);
    expect(theirs.some((r) => ['王老板', '张管家', '刘晓东'].includes(r.nickName))).toBe(false);
    expect((await logs({}, t.manager)).status).toBe(200);
    const staff = await logs({}, t.staff);
    expect(staff.status).toBe(403);
    expect((await t.h.call('GET', '/api/admin/logs')).status).toBe(401);
  });

  it('a staff member given the permission reads the entries of operators of their projects only', async () => {
    await grantPerms(t.h.db, '管家', PERMS.operationLog);
    try {
      const seen = await rows({ size: 100 }, t.staff);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((r) => r.officeName.split('、').includes('东湖项目'))).toBe(true);
      expect(seen.some((r) => r.nickName === '王老板' || (r.managerType === 3 && r.officeName !== '东湖项目'))).toBe(
        false,
      );
    } finally {
      await withdrawPerms(t.h.db, '管家', PERMS.operationLog);
    }
  });

  it('cannot be edited or deleted by anyone: there is no such route', async () => {
    const [one] = await rows();
    for (const [method, path] of [
      ['PUT', '/api/admin/logs'],
      ['DELETE', '/api/admin/logs'],
      ['PUT', `/api/admin/logs/${one!.id}`],
      ['DELETE', `/api/admin/logs/${one!.id}`],
      ['POST', '/api/admin/logs'],
    ] as const) {
      const r = await t.h.call(method, path, { token: t.boss, json: { context: '改写' } });
      expect([404, 405], `${method} ${path}`).toContain(r.status);
    }
    expect((await rows())[0]).toEqual(one);
    const routes = (t.h.app.routes as { method: string; path: string }[]).filter((r) =>
      r.path.startsWith('/api/admin/logs'),
    );
    expect(routes.filter((r) => r.method !== 'GET' && r.method !== 'ALL')).toEqual([]);
  });
  it('by Shanghai days, newest first, 10 a page', async () => {
    const today = shanghaiToday(t.h.deps.now());
    t.h.advance(2 * 86_400_000);
    t.boss = await t.h.login(PHONES.boss);
    await t.h.call('PUT', '/api/board/houses/' + (await t.freeRoom('东湖公寓', 2)).id + '/remark', {
      token: t.boss,
      json: { remark: '两天后' },
    });
    const later = addDays(today, 2);
    const onLater = await rows({ startTime: later, endTime: later });
    expect(onLater.map((r) => r.context)).toEqual([expect.stringMatching(/^修改房间备注 东湖公寓 /)]);
    const onToday = await rows({ startTime: today, endTime: today, size: 100 });
    expect(onToday.some((r) => r.context.startsWith('签约'))).toBe(true);
    expect(onToday.every((r) => !r.context.endsWith(onLater[0]!.context))).toBe(true);
    const page = (await logs()).json.data;
    expect(page.size).toBe(10);
    const times = page.records.map((r: LogRow) => r.gmtCreate);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const reversed = await logs({ startTime: later, endTime: today });
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toBe(DATE_RANGE_REVERSED);
  });
});
