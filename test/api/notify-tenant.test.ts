import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { loginAll, makeHarness, type Harness, type Tokens } from './harness';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { decryptPush, makeBrowserKeys, startPushService } from './push-service';
import { notifyTenants, postTenantMessages, type TenantMessage } from '../../api/notify';
import { tenantMessages, tenantPushSubscriptions } from '../../api/notify/schema';
import { tenantLinks } from '../../api/tenant/schema';
import { notifyArrears } from '../../api/jobs/arrears-notices';
import { ARREARS_REMINDER_TITLE } from '../../api/notify/tenant-arrears';
import { bills, leases } from '../../api/leases/schema';
import { apartments, rooms } from '../../api/houses/schema';
import { overdueOf } from '../../api/jobs/arrears-notices';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { formatFen } from '../../sync/rules/common/money';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { BILL_VALID } from '../../sync/rules/bills/bill-status';

let h: Harness;
let t: Tokens;
let push: Awaited<ReturnType<typeof startPushService>>;
const DAY = 86_400_000;

beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  t = await loginAll(h);
  push = await startPushService();
}, 120_000);
afterAll(() => push.close());
beforeEach(async () => {
  push.received.length = 0;
  push.answer(201);
  await h.db.write(null, async (tx) => {
    await tx.delete(tenantMessages);
    await tx.delete(tenantPushSubscriptions);
  });
});

/** Leases in effect, oldest id first; those with an overdue bill today first when `overdue`. */
async function signedLeases() {
  return h.db
    .select()
    .from(leases)
    .where(and(eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id));
}
async function overdueBills() {
  return h.db
    .select({ id: bills.id, leaseId: bills.leaseId, owed: bills.accountReceivable, got: bills.amountReceived })
    .from(bills)
    .innerJoin(leases, eq(leases.id, bills.leaseId))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
    .where(overdueOf(shanghaiToday(h.deps.now())))
    .orderBy(bills.receivableDate, bills.id);
}
const message = (l: { orgId: string; id: string }, title: string): TenantMessage => ({
  orgId: l.orgId,
  leaseId: l.id,
  kind: 'repair',
  title,
  content: `${title} 的内容`,
  url: '/tenant?s=repairs',
});
const post = (rows: TenantMessage[]) => h.db.write(rows[0]!.orgId, (tx) => postTenantMessages(tx, h.deps.now(), rows));
const inbox = (token: string) => h.call('GET', '/api/tenant/inbox', { headers: tenantHeaders(token) });
async function subscribe(token: string, path: string) {
  const b = makeBrowserKeys();
  const endpoint = `${push.origin}${path}`;
  const r = await h.call('POST', '/api/tenant/push/subscriptions', {
    headers: tenantHeaders(token),
    json: { endpoint, keys: { p256dh: b.p256dh, auth: b.authB64 } },
  });
  return { ...b, endpoint, status: r.status, msg: r.json.msg };
}

describe('tenant inbox', () => {
  it('lists the lease’s own messages with unread; marks read; another lease’s tenant sees and reads none', async () => {
    const [x, y] = await signedLeases();
    const [tx, ty] = [await issueTenantLink(h, t.boss, x!.id), await issueTenantLink(h, t.boss, y!.id)];
    await post([message(x!, '报修已受理'), message(x!, '报修已完成')]);
    const seen = await inbox(tx);
    expect(seen.status).toBe(200);
    expect(seen.json.data.total).toBe(2);
    expect(seen.json.data.unread).toBe(2);
    expect(seen.json.data.records.map((r: any) => r.title).sort()).toEqual(['报修已受理', '报修已完成']);
    const other = await inbox(ty);
    expect(other.json.data).toMatchObject({ total: 0, unread: 0, records: [] });
    const id = seen.json.data.records[0].id as string;
    // Y's tenant cannot mark X's message; staff and no token are no tenants.
    const refused = await h.call('POST', `/api/tenant/inbox/${id}/read`, { headers: tenantHeaders(ty) });
    expect(refused.status).toBe(404);
    expect((await h.call('POST', `/api/tenant/inbox/${id}/read`, { token: t.boss })).status).toBe(401);
    expect((await h.call('GET', '/api/tenant/inbox', { token: t.boss })).status).toBe(401);
    expect((await inbox(tx)).json.data.unread).toBe(2);
    expect((await h.call('POST', `/api/tenant/inbox/${id}/read`, { headers: tenantHeaders(tx) })).status).toBe(200);
    expect((await inbox(tx)).json.data.unread).toBe(1);
    await h.call('POST', '/api/tenant/inbox/read-all', { headers: tenantHeaders(tx) });
    expect((await inbox(tx)).json.data.records.every((r: any) => r.read === 1)).toBe(true);
    // A revoked link reads nothing.
    await h.call('DELETE', `/api/leases/${x!.id}/tenant-link`, { token: t.boss });
    expect((await inbox(tx)).status).toBe(401);
  });
});

describe('tenant push', () => {
  it('reaches the lease’s devices; another lease’s device is refused; revoking the link silences it', async () => {
    const [, , x, y] = await signedLeases();
    const tx = await issueTenantLink(h, t.boss, x!.id);
    const ty = await issueTenantLink(h, t.boss, y!.id);
    const device = await subscribe(tx, '/push/tenant-x');
    expect(device.status).toBe(200);
    expect(device.msg).toBe('消息推送已开启');
    // The same endpoint for another lease: refused, it stays X's.
    const taken = await subscribe(ty, '/push/tenant-x');
    expect(taken.status).toBe(409);
    const n = await notifyTenants(h.deps, [{ ...message(x!, '报修已完成'), tag: 'repair-1' }]);
    expect(n).toBe(1);
    expect(push.received).toHaveLength(1);
    expect(JSON.parse(decryptPush(push.received[0]!.body, device.ecdh, device.auth))).toEqual({
      title: '报修已完成',
      body: '报修已完成 的内容',
      url: '/tenant?s=repairs',
      tag: 'repair-1',
    });
    expect(await notifyTenants(h.deps, [message(y!, '别人的')])).toBe(0);
    // A new link for the lease (the old one revoked): the device is silent until it subscribes with the new link.
    const tx2 = await issueTenantLink(h, t.boss, x!.id);
    expect(await notifyTenants(h.deps, [message(x!, '再次')])).toBe(0);
    expect((await subscribe(tx2, '/push/tenant-x')).status).toBe(200);
    expect(await notifyTenants(h.deps, [message(x!, '再次')])).toBe(1);
    await h.call('DELETE', `/api/leases/${x!.id}/tenant-link`, { token: t.boss });
    expect(await notifyTenants(h.deps, [message(x!, '撤销后')])).toBe(0);
    expect(push.received).toHaveLength(2);
    // Unsubscribing needs a working link of the lease.
    const off = await h.call('DELETE', '/api/tenant/push/subscriptions', {
      headers: tenantHeaders(ty),
      json: { endpoint: device.endpoint },
    });
    expect(off.status).toBe(404);
  });
});

describe('tenant push subscription', () => {
  it('gives the server key, subscribes and unsubscribes this device; an unsubscribed device is pushed nothing', async () => {
    const [x] = await signedLeases();
    const token = await issueTenantLink(h, t.boss, x!.id);
    const key = await h.call('GET', '/api/tenant/push/public-key', { headers: tenantHeaders(token) });
    expect(key.status).toBe(200);
    const staffKey = await h.call('GET', '/api/push/public-key', { token: t.boss });
    expect(key.json.data.publicKey).toBe(staffKey.json.data.publicKey);
    expect((await h.call('GET', '/api/tenant/push/public-key', { token: t.boss })).status).toBe(401);

    const device = await subscribe(token, '/push/unsubscribe');
    expect(device.status).toBe(200);
    expect(await notifyTenants(h.deps, [message(x!, '订阅中')])).toBe(1);
    const off = await h.call('DELETE', '/api/tenant/push/subscriptions', {
      headers: tenantHeaders(token),
      json: { endpoint: device.endpoint },
    });
    expect(off.status).toBe(200);
    expect(await notifyTenants(h.deps, [message(x!, '已退订')])).toBe(0);
  });
});

describe('arrears reminders to tenants', () => {
  it('the daily arrears job writes and pushes each overdue bill once per day, with the amount and a pay link', async () => {
    const due = await overdueBills();
    expect(due.length).toBeGreaterThan(0);
    // A lease whose tenant had no link and no message yet (the demo gives one 西城 tenant in arrears a link).
    const before = await h.db.select({ leaseId: tenantMessages.leaseId }).from(tenantMessages);
    const demoLinked = await h.db
      .select({ leaseId: tenantLinks.leaseId })
      .from(tenantLinks)
      .where(isNull(tenantLinks.revokedAt));
    const untouched = new Set([...before, ...demoLinked].map((r) => r.leaseId));
    const leaseId = due.find((b) => !untouched.has(b.leaseId))!.leaseId;
    const mine = due.filter((b) => b.leaseId === leaseId);
    const token = await issueTenantLink(h, t.boss, leaseId);
    const device = await subscribe(token, '/push/arrears');
    expect(device.status).toBe(200);

    await notifyArrears(h.deps);
    let rows = (await inbox(token)).json.data.records as any[];
    expect(rows).toHaveLength(mine.length);
    const first = rows.find((r) => r.url === `/tenant?s=bills&id=${mine[0]!.id}`);
    expect(first).toMatchObject({ kind: 'arrears', title: ARREARS_REMINDER_TITLE, read: 0 });
    expect(first.content).toContain(formatFen(mine[0]!.owed - mine[0]!.got));
    expect(push.received).toHaveLength(mine.length);
    // Only leases whose tenant has a working link are reminded: this one and the demo's linked tenant in arrears.
    const reminded = new Set(
      (
        await h.db
          .select({ leaseId: tenantMessages.leaseId })
          .from(tenantMessages)
          .where(eq(tenantMessages.kind, 'arrears'))
      ).map((r) => r.leaseId),
    );
    const overdueLinked = demoLinked.map((r) => r.leaseId).filter((id) => due.some((b) => b.leaseId === id));
    expect([...reminded].sort()).toEqual([...new Set([leaseId, ...overdueLinked])].sort());
    expect(due.some((b) => !reminded.has(b.leaseId))).toBe(true);

    // Again the same day (another run, or a later hour): nothing new.
    await notifyArrears(h.deps);
    expect((await inbox(token)).json.data.total).toBe(mine.length);
    expect(push.received).toHaveLength(mine.length);

    // The next day: reminded again, once.
    h.advance(DAY);
    await notifyArrears(h.deps);
    await notifyArrears(h.deps);
    rows = (await inbox(token)).json.data.records as any[];
    expect(rows).toHaveLength(2 * mine.length);
    expect(push.received).toHaveLength(2 * mine.length);

    // A bill no longer owed (here voided) is no longer reminded.
    await h.db.write(await orgOf(leaseId), (tx) =>
      tx.update(bills).set({ validStatus: BILL_VALID.void }).where(eq(bills.id, mine[0]!.id)),
    );
    h.advance(DAY);
    await notifyArrears(h.deps);
    expect((await inbox(token)).json.data.total).toBe(3 * mine.length - 1);
  });
});

const orgOf = async (leaseId: string) =>
  (await h.db.select({ orgId: leases.orgId }).from(leases).where(eq(leases.id, leaseId)))[0]!.orgId;
