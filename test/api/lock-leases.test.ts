/**
 * Leases drive locks (issue 17.4) through HTTP and the daily job: with General_7's automatic issue a tenant gets a
 * door password when the lease's first bill is paid; with the arrears auto-freeze on, the job freezes a tenant whose
 * bill is overdue beyond the apartment's days and the payment unfreezes them; the simulated lock follows each step.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import { leasesHarness } from './lease-helpers';
import { arrearsFreeze } from '../../api/hardware/locks/arrears-freeze';
import * as F from './factories/locks';
import { messages } from '../../api/messages/schema';
import { bills } from '../../api/leases/schema';
import { BILL_PAY } from '../../sync/rules/bills/bill-status';
import { userByPhone } from './factories/leases';
import { PHONES } from './harness';

let t: Awaited<ReturnType<typeof leasesHarness>>;
beforeAll(async () => {
  t = await leasesHarness();
});

const lockOfRoom = (roomId: string) => F.lockOfRoom(t.h.db, roomId);
const keypad = (sn: string, code: string) => F.keypad(t.h, sn, code);
const deviceConfig = (json: Record<string, unknown>) =>
  t.call('PUT', `/api/settings/device/${t.east}`, t.boss, { doorLock: 0, freezeSwitch: 1, ...json });
/** The code the tenant was told, as the newest 租客门锁密码 message to the boss says it. */
async function toldCode(): Promise<string> {
  const boss = await userByPhone(t.h.db, PHONES.boss);
  const [m] = await t.h.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, boss.id), eq(messages.title, '租客门锁密码')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return /门锁密码为 (\d{6})/.exec(m?.content ?? '')?.[1] ?? '';
}
const unpaidBills = (leaseId: string) =>
  t.h.db
    .select({ id: bills.id, receivableDate: bills.receivableDate })
    .from(bills)
    .where(and(eq(bills.leaseId, leaseId), eq(bills.payStatus, BILL_PAY.unpaid)))
    .orderBy(asc(bills.receivableDate));
const collect = (ids: string[]) =>
  t.call('POST', '/api/bills/collect', t.boss, {
    bills: ids.map((pkId) => ({ pkId })),
    paymentType: 1,
    receiptDate: '2026-11-22',
  });

describe('leases drive locks', () => {
  it('issues the tenant password automatically when the first bill is paid, and only then', async () => {
    await deviceConfig({ doorLock: 1 });
    const room = await t.freeRoom('东湖公寓', 12);
    const lock = await lockOfRoom(room.id);
    const leaseId = await t.signLease(t.boss, room, { startDate: '2026-11-22', endDate: '2027-11-21' });
    const users = async () => (await t.call('GET', `/api/locks/${lock.id}/users`, t.boss)).json.data;
    expect((await users()).some((u: any) => u.uid === leaseId)).toBe(false);
    const [first] = await unpaidBills(leaseId);
    expect((await collect([first.id])).status).toBe(200);
    expect((await users()).find((u: any) => u.uid === leaseId)).toMatchObject({ kind: 'tenant', isFrozen: 0 });
    const code = await toldCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(await keypad(lock.sn, code)).toEqual({ opened: true, reason: '已开门' });
    const recs = (await t.call('GET', '/api/locks/password-records', t.boss)).json.data.records;
    expect(recs[0]).toMatchObject({ passwordTypeName: '租客密码', uid: leaseId, isInvalid: 0 });
    expect(recs[0].endTime).toBe(Date.parse('2027-11-22T00:00:00+08:00'));
    await deviceConfig({ doorLock: 0 });
  });

  it('freezes a tenant overdue beyond the apartment’s days, and unfreezes them once paid', async () => {
    await deviceConfig({ freezeSwitch: 0, freezeDays: 30 });
    const room = await t.freeRoom('东湖公寓', 13);
    const lock = await lockOfRoom(room.id);
    // Bills fall due on 2026-10-01 (52 days overdue on 2026-11-22) and 2026-11-01 (21 days).
    const leaseId = await t.signLease(t.boss, room, { startDate: '2026-10-01', endDate: '2027-09-30' });
    expect((await t.call('POST', `/api/leases/${leaseId}/confirm`, t.boss)).status).toBe(200);
    const code = (await t.call('POST', '/api/locks/reset-tenant-password', t.boss, { houseId: room.id })).json.data
      .password;
    expect((await keypad(lock.sn, code)).opened).toBe(true);

    expect(await arrearsFreeze(t.h.deps)).toBeGreaterThanOrEqual(1);
    expect(await keypad(lock.sn, code)).toEqual({ opened: false, reason: '用户已冻结' });
    const frozen = (await t.call('GET', '/api/locks/frozen-records', t.boss)).json.data.records[0];
    expect(frozen).toMatchObject({ frozen: 1, sourceName: '欠费自动', remark: '欠费逾期超过30天' });
    expect(await arrearsFreeze(t.h.deps)).toBe(0); // nothing changes twice

    // Paying what fell due in October leaves only 21 days overdue: under the 30 days, so the tenant is let in again.
    t.h.advance(60_000); // records of one instant would have no order
    const october = (await unpaidBills(leaseId)).filter((b) => b.receivableDate < '2026-10-23');
    expect(october.length).toBeGreaterThan(0);
    expect((await collect(october.map((b) => b.id))).status).toBe(200);
    expect((await unpaidBills(leaseId)).length).toBeGreaterThan(0);
    expect((await keypad(lock.sn, code)).opened).toBe(true);
    const thawed = (await t.call('GET', '/api/locks/frozen-records', t.boss)).json.data.records[0];
    expect(thawed).toMatchObject({ frozen: 0, sourceName: '欠费自动', remark: '欠费已缴清' });

    // A manual freeze is not the job's to undo.
    t.h.advance(60_000);
    await t.call('POST', `/api/locks/${lock.id}/freeze`, t.boss, { frozen: 1, uids: [leaseId] });
    await arrearsFreeze(t.h.deps);
    expect((await keypad(lock.sn, code)).reason).toBe('用户已冻结');
    await deviceConfig({ freezeSwitch: 1 });
  });

  it('leaves tenants alone where the auto-freeze is off', async () => {
    await deviceConfig({ freezeSwitch: 1 });
    const room = await t.freeRoom('东湖公寓', 14);
    const leaseId = await t.signLease(t.boss, room, { startDate: '2026-09-01', endDate: '2027-08-31' });
    await t.call('POST', `/api/leases/${leaseId}/confirm`, t.boss);
    const code = (await t.call('POST', '/api/locks/reset-tenant-password', t.boss, { houseId: room.id })).json.data
      .password;
    await arrearsFreeze(t.h.deps);
    expect((await keypad((await lockOfRoom(room.id)).sn, code)).opened).toBe(true);
  });
});
