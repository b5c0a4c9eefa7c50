import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { requestReplies } from '../../api/idempotency/schema';
import { IDEMPOTENCY_MSG } from '../../api/idempotency/once';

/**
 * Idempotency records are safe across connections and processes (issue 14 point 1): the reply of a key is stored under
 * a unique (org, key) with ON CONFLICT DO NOTHING in the unit of work that books the request. Two identical requests
 * sent at once (two connections of the pool on PostgreSQL) give one success and one duplicate reply (the first reply
 * again), never a 500 and never a second booking.
 */
let t: LeasesHarness;
// A fresh harness per test: building it may take a while on a busy machine (the first one clones the demo).
beforeEach(async () => {
  t = await leasesHarness();
}, 60_000);

const TODAY = '2026-11-22';
const collect = (json: unknown, key?: string) =>
  t.h.call('POST', '/api/bills/collect', { token: t.staff, json, headers: key ? { 'Idempotency-Key': key } : {} });

async function stageOne() {
  const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
    startDate: '2026-09-01',
    endDate: '2027-08-31',
  });
  const ids = (await t.billsOf(id)).filter((b) => b.stage === 1).map((b) => b.id as string);
  return { id, body: { bills: ids.map((pkId) => ({ pkId })), paymentType: 1, receiptDate: TODAY }, n: ids.length };
}

describe('two identical collections at once', () => {
  it('with one Idempotency-Key: both answer 200 with the same receipt, booked once, one stored reply', async () => {
    const { id, body, n } = await stageOne();
    const key = 'collect-at-once-0001';
    const replies = await Promise.all([collect(body, key), collect(body, key), collect(body, key)]);
    for (const r of replies) expect(r.status, r.text).toBe(200);
    expect(new Set(replies.map((r) => r.json.data.receiptNumber)).size).toBe(1);
    expect(await t.ledgerOf(id)).toHaveLength(n);
    expect(
      await t.h.db
        .select()
        .from(requestReplies)
        .where(and(eq(requestReplies.orgId, t.orgId), eq(requestReplies.key, key))),
    ).toHaveLength(1);
  });

  it('one key for two different requests at once: one is booked, the other answers 409 (never 500)', async () => {
    const { id, body, n } = await stageOne();
    const key = 'collect-at-once-0002';
    const replies = await Promise.all([collect(body, key), collect({ ...body, paymentType: 2 }, key)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.json.msg).toBe(IDEMPOTENCY_MSG.otherRequest);
    expect(await t.ledgerOf(id)).toHaveLength(n);
  });

  it('without a key: one is booked, the other is refused as already collected (409, never 500)', async () => {
    const { id, body, n } = await stageOne();
    const replies = await Promise.all([collect(body), collect(body)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.ledgerOf(id)).toHaveLength(n);
  });
});
