import { beforeAll, describe, expect, it } from 'vitest';
import { loginAll, makeHarness, type Harness, type Tokens } from './harness';
import { shanghaiToday } from '../../sync/board-status';

/**
 * Issue 12 point 4: 欠费金额 on the board is the real sum of what the overdue bills of the rooms shown still owe (the
 * bills that make those rooms 欠费: unpaid, valid, of a lease not checked out, receivable before today), on the
 * running-lease demo where the board showed rooms 欠费 next to a hard-coded ¥0.00.
 */
let h: Harness, t: Tokens;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  t = await loginAll(h);
});

const owedSql = (apartmentId: string | null) =>
  (
    h.db.$client
      .prepare(
        `SELECT coalesce(sum(b.account_receivable - b.amount_received), 0) s FROM bills b JOIN leases l ON l.id = b.lease_id JOIN rooms r ON r.id = l.room_id
          WHERE l.status IN (0, 1) AND l.deleted_at IS NULL AND r.deleted_at IS NULL AND b.pay_status = 0 AND b.valid_status = 0
            AND b.receivable_date < ? AND (? IS NULL OR r.apartment_id = ?)`,
      )
      .get(shanghaiToday(h.deps.now()), apartmentId, apartmentId) as { s: number }
  ).s;

describe('欠费金额 on the board', () => {
  it('is the sum of what the overdue bills of the shown rooms owe, for all apartments, one, and the 欠费 filter', async () => {
    const stats = async (q: string) => (await h.call('GET', `/api/board/stats?${q}`, { token: t.boss })).json.data;
    const all = await stats('');
    expect(all.arrearsHouse).toBeGreaterThan(0);
    expect(all.arrearsCost).toBeGreaterThan(0);
    expect(all.arrearsCost).toBe(owedSql(null));
    const apts = (await h.call('GET', '/api/board/filters', { token: t.boss })).json.data.apartments as { apartmentId: string }[];
    let sum = 0;
    for (const a of apts) {
      const one = await stats(`apartmentId=${a.apartmentId}`);
      expect(one.arrearsCost).toBe(owedSql(a.apartmentId));
      sum += one.arrearsCost;
    }
    expect(sum).toBe(all.arrearsCost);
    expect((await stats('isArrears=1')).arrearsCost).toBe(all.arrearsCost);
    // nothing overdue among the vacant rooms
    expect((await stats('isVacant=1')).arrearsCost).toBe(0);
    // the dashboard's overdue rent and utilities (last 30 days) are part of it
    const todo = (await h.call('GET', '/api/dashboard/todo', { token: t.boss })).json.data;
    expect(all.arrearsCost).toBeGreaterThanOrEqual(todo.rentCost + todo.hydroelectricCost);
  });

  it('follows a collection: a paid overdue bill leaves the sum', async () => {
    const bill = h.db.$client
      .prepare(
        `SELECT b.id, b.lease_id, b.account_receivable - b.amount_received owed FROM bills b JOIN leases l ON l.id = b.lease_id
          WHERE l.status = 1 AND b.pay_status = 0 AND b.valid_status = 0 AND b.receivable_date < ? ORDER BY b.receivable_date LIMIT 1`,
      )
      .get(shanghaiToday(h.deps.now())) as { id: string; lease_id: string; owed: number };
    const before = (await h.call('GET', '/api/board/stats', { token: t.boss })).json.data.arrearsCost;
    const res = await h.call('POST', `/api/bills/collect`, {
      token: t.boss,
      json: { leaseId: bill.lease_id, bills: [{ pkId: bill.id }], paymentType: 1, receiptDate: shanghaiToday(h.deps.now()), receiptRemark: '' },
    });
    expect(res.status, res.text).toBe(200);
    expect((await h.call('GET', '/api/board/stats', { token: t.boss })).json.data.arrearsCost).toBe(before - bill.owed);
  });
});
