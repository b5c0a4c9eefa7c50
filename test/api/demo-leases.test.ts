import { beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../api/db/client';
import { seedDemo } from '../../api/seed/demo';
import { roomStatusOf } from '../../sync/room-facts';
import { shanghaiToday, STATUS } from '../../sync/board-status';

/**
 * The running-lease demo that `npm start` seeds (the API tests start without it): leases in every state, with bills
 * paid, unpaid, overdue, voided and written off, residents and check-outs, all made through the product's own
 * signing, collection and check-out functions, so the money in the ledger adds up.
 */
describe('the running-lease demo', () => {
  const now = Date.parse('2026-11-22T02:00:00Z');
  const today = shanghaiToday(now);
  const db = openDb(':memory:');
  const sql = (q: string, ...a: unknown[]) => db.$client.prepare(q).all(...a) as Record<string, any>[];
  beforeAll(async () => {
    await seedDemo(db, now, undefined, { runningLeases: true });
  });

  it('has leases to be confirmed, signed, checked out and settled, checked out and not settled', () => {
    const n = (where: string) => sql(`SELECT count(*) n FROM leases WHERE ${where}`)[0]!.n as number;
    expect(n('status = 0')).toBeGreaterThanOrEqual(2);
    expect(n('status = 1')).toBeGreaterThanOrEqual(20);
    expect(n('status = 2 AND settled = 1')).toBe(2);
    expect(n('status = 2 AND settled = 0')).toBe(1);
    expect(n(`status = 1 AND end_date < '${today}'`)).toBeGreaterThanOrEqual(1);
    // Every lease has its lessee; some have a second resident.
    expect(sql('SELECT count(*) n FROM leases l WHERE NOT EXISTS (SELECT 1 FROM lease_tenants t WHERE t.lease_id = l.id AND t.is_lease = 1)')[0]!.n).toBe(0);
    expect(sql('SELECT count(*) n FROM lease_tenants WHERE is_lease = 0')[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('has bills paid, unpaid, overdue, voided and written off, none collected twice', () => {
    const n = (where: string) => sql(`SELECT count(*) n FROM bills WHERE ${where}`)[0]!.n as number;
    expect(n('pay_status = 1')).toBeGreaterThan(100);
    expect(n(`pay_status = 0 AND valid_status = 0 AND receivable_date > '${today}'`)).toBeGreaterThan(10);
    expect(n(`pay_status = 0 AND valid_status = 0 AND receivable_date < '${today}'`)).toBeGreaterThanOrEqual(3);
    expect(n('valid_status = 1')).toBeGreaterThanOrEqual(1);
    expect(n('pay_status = 0 AND valid_status = 2')).toBeGreaterThanOrEqual(1);
    expect(sql("SELECT source_id, count(*) n FROM ledger_entries WHERE source_type = 'bill' GROUP BY source_id HAVING n > 1")).toEqual([]);
    // Every collected bill has its ledger row with the same amount (by hand, or by offset at a settlement).
    const unbooked = sql(`SELECT b.id FROM bills b WHERE b.pay_status = 1 AND b.account_receivable > 0 AND NOT EXISTS (
      SELECT 1 FROM ledger_entries e WHERE e.lease_id = b.lease_id AND ((e.source_type = 'bill' AND e.source_id = b.id) OR e.source_type = 'settlement'))`);
    expect(unbooked).toEqual([]);
  });

  it('shows every lease state on the board', () => {
    const codes = new Set(
      sql('SELECT is_rent isRent, is_decoration isDecoration, is_show isShow, remark, updated_at updatedAt, facts FROM rooms WHERE deleted_at IS NULL').map(
        (r) => roomStatusOf(r as any, today).statusCode,
      ),
    );
    for (const s of [STATUS.vacant, STATUS.awaiting, STATUS.arrears, STATUS.collecting, STATUS.nearExpiry, STATUS.reserved, STATUS.decoration, STATUS.expired, STATUS.unregistered]) expect(codes).toContain(s);
  });

  it('books each settlement so that its cash nets to what was paid out, and its bad debt apart', () => {
    const outs = sql('SELECT id, return_cost, bad_debt_cost, settled_at FROM lease_checkouts WHERE settled_at IS NOT NULL');
    expect(outs).toHaveLength(2);
    for (const c of outs) {
      const rows = sql("SELECT in_out, amount, kind FROM ledger_entries WHERE source_type = 'settlement' AND source_id = ?", c.id);
      const cash = rows.filter((r) => r.kind === 'cash').reduce((s, r) => s + (r.in_out === 1 ? r.amount : -r.amount), 0);
      expect(cash + c.return_cost).toBe(0);
      const badDebt = rows.filter((r) => r.kind === 'bad_debt').reduce((s, r) => s + r.amount, 0);
      expect(badDebt).toBe(c.bad_debt_cost);
    }
    expect(outs.some((c) => c.return_cost > 0)).toBe(true);
    expect(outs.some((c) => c.bad_debt_cost > 0)).toBe(true);
  });

  it('has viewing appointments, some linked to the lease they led to, and moved the residents of checked-out leases out', () => {
    expect(sql('SELECT count(*) n FROM appointments')[0]!.n).toBeGreaterThanOrEqual(10);
    expect(sql('SELECT count(*) n FROM appointments WHERE lease_id IS NOT NULL')[0]!.n).toBeGreaterThanOrEqual(1);
    expect(sql('SELECT count(*) n FROM lease_tenants t JOIN leases l ON l.id = t.lease_id WHERE l.status = 2 AND t.dwell_status = 0')[0]!.n).toBe(0);
  });
});
