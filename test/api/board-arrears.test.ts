import { beforeAll, describe, expect, it } from 'vitest';
import { loginAll, makeHarness, type Harness, type Tokens } from './harness';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { bills, leases } from '../../api/leases/schema';
import { rooms } from '../../api/houses/schema';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

/**
 * Issue 12 point 4: 欠费金额 on the board is the real sum of what the overdue bills of the rooms shown still owe (the
 * bills that make those rooms 欠费: unpaid, valid, of a lease not checked out, receivable before today), on the
 * running-lease demo where the board showed rooms 欠费 next to a hard-coded ¥0.00.
 */
let h: Harness, t: Tokens;
// The running-lease demo takes a while to build on a busy machine (once per run and engine).
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  t = await loginAll(h);
}, 120_000);

/** What the overdue bills of the live leases (of one apartment, or all) still owe, read from the stored bills. */
async function owed(apartmentId: string | null): Promise<number> {
  const [row] = await h.db
    .select({ s: sql<number>`coalesce(sum(${bills.accountReceivable} - ${bills.amountReceived}), 0)`.mapWith(Number) })
    .from(bills)
    .innerJoin(leases, eq(leases.id, bills.leaseId))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .where(
      and(
        inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]),
        isNull(leases.deletedAt),
        isNull(rooms.deletedAt),
        eq(bills.payStatus, BILL_PAY.unpaid),
        eq(bills.validStatus, BILL_VALID.valid),
        lt(bills.receivableDate, shanghaiToday(h.deps.now())),
        apartmentId ? eq(rooms.apartmentId, apartmentId) : undefined,
      ),
    );
  return row.s;
}

describe('欠费金额 on the board', () => {
  it('is the sum of what the overdue bills of the shown rooms owe, for all apartments, one, and the 欠费 filter', async () => {
    const stats = async (q: string) => (await h.call('GET', `/api/board/stats?${q}`, { token: t.boss })).json.data;
    const all = await stats('');
    expect(all.arrearsHouse).toBeGreaterThan(0);
    expect(all.arrearsCost).toBeGreaterThan(0);
    expect(all.arrearsCost).toBe(await owed(null));
    const apts = (await h.call('GET', '/api/board/filters', { token: t.boss })).json.data.apartments as {
      apartmentId: string;
    }[];
    let sum = 0;
    for (const a of apts) {
      const one = await stats(`apartmentId=${a.apartmentId}`);
      expect(one.arrearsCost).toBe(await owed(a.apartmentId));
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
    const [bill] = await h.db
      .select({
        id: bills.id,
        lease_id: bills.leaseId,
        owed: sql<number>`${bills.accountReceivable} - ${bills.amountReceived}`.mapWith(Number),
      })
      .from(bills)
      .innerJoin(leases, eq(leases.id, bills.leaseId))
      .where(
        and(
          eq(leases.status, LEASE_STATUS.signed),
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
          lt(bills.receivableDate, shanghaiToday(h.deps.now())),
        ),
      )
      .orderBy(asc(bills.receivableDate), asc(bills.id))
      .limit(1);
    const before = (await h.call('GET', '/api/board/stats', { token: t.boss })).json.data.arrearsCost;
    const res = await h.call('POST', `/api/bills/collect`, {
      token: t.boss,
      json: {
        leaseId: bill.lease_id,
        bills: [{ pkId: bill.id }],
        paymentType: 1,
        receiptDate: shanghaiToday(h.deps.now()),
        receiptRemark: '',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect((await h.call('GET', '/api/board/stats', { token: t.boss })).json.data.arrearsCost).toBe(before - bill.owed);
  });
});
