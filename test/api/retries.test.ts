import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leases } from '../../api/leases/schema';
import { leasesHarness, signInput } from './lease-helpers';
import { depositsHarness } from './deposits-helpers';
import { mutation } from './sync-helpers';
import { IDEMPOTENCY_MSG } from '../../api/idempotency/once';
import { SIGN_MSG } from '../../sync/contract/leases/sign';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

const TODAY = '2026-11-22';

describe('a collection retried with the same Idempotency-Key answers the first reply (POST /api/bills/collect)', () => {
  let t: Awaited<ReturnType<typeof leasesHarness>>;
  beforeEach(async () => {
    t = await leasesHarness();
  });
  const collect = (json: unknown, key?: string) =>
    t.h.call('POST', '/api/bills/collect', { token: t.staff, json, headers: key ? { 'Idempotency-Key': key } : {} });

  it('same key: 200 with the same receipt number, booked once; same key, other body: 409; no key: refused as already collected', async () => {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    });
    const stage1 = (await t.billsOf(id)).filter((b) => b.stage === 1).map((b) => b.id as string);
    const body = { bills: stage1.map((pkId) => ({ pkId })), paymentType: 1, receiptDate: TODAY };
    const key = 'collect-01HZZZZZZZZZZZZZZZZZZZZZZZ';

    const first = await collect(body, key);
    expect(first.status, first.text).toBe(200);
    const rows = (await t.ledgerOf(id)).length;
    expect(rows).toBe(stage1.length);

    // The reply was lost: the client sends the same request again with the same key.
    const retry = await collect(body, key);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(retry.json.data.receiptNumber).toBe(first.json.data.receiptNumber);
    expect(await t.ledgerOf(id)).toHaveLength(rows);

    const other = await collect({ ...body, paymentType: 2 }, key);
    expect([other.status, other.json.msg]).toEqual([409, IDEMPOTENCY_MSG.otherRequest]);
    expect(await t.ledgerOf(id)).toHaveLength(rows);

    // Without the key a second collection is still refused.
    expect((await collect(body)).status).toBe(409);
    // A malformed key is refused in Chinese.
    const bad = await collect(body, 'x y');
    expect([bad.status, bad.json.msg]).toEqual([400, IDEMPOTENCY_MSG.badKey]);
  });

  it('a refused first attempt stores nothing: the same key may be used once the form is corrected', async () => {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    });
    const stage1 = (await t.billsOf(id)).filter((b) => b.stage === 1).map((b) => b.id as string);
    const key = 'collect-retry-after-refusal';
    const refused = await collect(
      { bills: stage1.map((pkId) => ({ pkId })), paymentType: 1, receiptDate: '2026-11-23' },
      key,
    );
    expect(refused.status).toBe(400);
    const ok = await collect({ bills: stage1.map((pkId) => ({ pkId })), paymentType: 1, receiptDate: TODAY }, key);
    expect(ok.status, ok.text).toBe(200);
    expect(await t.ledgerOf(id)).toHaveLength(stage1.length);
  });
});

describe('a deposit-order collection retried with the same Idempotency-Key (POST /api/deposits/:id/collect)', () => {
  it('answers the first receipt number, books one ledger row; another order or body under the key: 409', async () => {
    const t = await depositsHarness();
    const o = await t.order('陈晓明');
    const collect = (id: string, json: unknown, key: string) =>
      t.h.call('POST', `/api/deposits/${id}/collect`, { token: t.staff, json, headers: { 'Idempotency-Key': key } });
    const key = 'deposit-collect-key-1';
    const first = await collect(o.id, { payTime: TODAY, payWay: 1 }, key);
    expect(first.status, first.text).toBe(200);
    const retry = await collect(o.id, { payTime: TODAY, payWay: 1 }, key);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.json.data.receiptNumber).toBe(first.json.data.receiptNumber);
    expect(await t.ledger(o.id)).toHaveLength(1);
    const other = await collect(o.id, { payTime: TODAY, payWay: 2 }, key);
    expect([other.status, other.json.msg]).toEqual([409, IDEMPOTENCY_MSG.otherRequest]);
    expect(await t.ledger(o.id)).toHaveLength(1);
  });
});

describe('a lease signing sent again under a new mutation id after it succeeded', () => {
  it('is reported as done (duplicate of applied) with the room version, writing nothing; another lease of the room is still refused', async () => {
    const t = await leasesHarness();
    const push = (mutations: unknown[]) =>
      t.h.call('POST', '/api/sync/push', { token: t.staff, json: { clientId: 'test-device', mutations } });
    const r = await t.freeRoom('东湖公寓');
    const input = signInput(r);
    const first = (await push([mutation('lease.sign', input)])).json.data.results[0];
    expect(first).toMatchObject({ status: 'applied' });
    const bills = (await t.billsOf(input.leaseId)).length;

    // The reply was lost; the device queued the signing again under a new mutation id.
    const again = mutation('lease.sign', input);
    const res = (await push([again])).json.data.results[0];
    expect(res).toEqual({ id: again.id, status: 'duplicate', original: 'applied', version: first.version });
    expect(await t.h.db.select({ id: leases.id }).from(leases).where(eq(leases.roomId, r.id))).toHaveLength(1);
    expect(await t.billsOf(input.leaseId)).toHaveLength(bills);

    // A different lease of the same room, or the same lease id with other terms, is refused.
    const other = (await push([mutation('lease.sign', signInput(r))])).json.data.results[0];
    expect(other).toMatchObject({ status: 'rejected', reason: SIGN_MSG.roomTaken });
    const changed = (await push([mutation('lease.sign', { ...input, tenant: '王五' })])).json.data.results[0];
    expect(changed).toMatchObject({ status: 'rejected', reason: SIGN_MSG.duplicateLease });
    // Another user sending the same signing is refused.
    const byBoss = await t.h.call('POST', '/api/sync/push', {
      token: t.boss,
      json: { clientId: 'boss-device', mutations: [mutation('lease.sign', input)] },
    });
    expect(byBoss.json.data.results[0]).toMatchObject({ status: 'rejected', reason: SIGN_MSG.duplicateLease });

    // Online, the same signing sent again answers ok with the lease.
    const online = await t.call('POST', '/api/leases/sign', t.staff, input);
    expect(online.status, online.text).toBe(200);
    expect(online.json.data).toMatchObject({ leaseId: input.leaseId, status: LEASE_STATUS.toConfirm, duplicate: true });
  });
});
