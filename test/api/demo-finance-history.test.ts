import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { loginAll, makeHarness, PHONES, type Harness, type Tokens } from './harness';
import { userByPhone } from './factories/leases';
import { rooms } from '../../api/houses/schema';
import { bills, leases } from '../../api/leases/schema';
import { ledgerEntries } from '../../api/ledger/schema';
import { refundApplications } from '../../api/finance/refunds/schema';
import { bookkeepingEntries } from '../../api/bookkeeping/schema';
import { roomStatusOf, NO_FACTS } from '../../sync/rules/board/room-facts';
import { addMonths, shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { REFUND_APP } from '../../sync/rules/finance/refund-rules';

/**
 * The demo's year of money (api/seed/finance-history.ts), as `npm start` seeds it: past leases on rooms vacant today,
 * made by the product's own functions in the past, leaving today's board as it was; a year of ledger for the charts.
 */
let h: Harness;
let tokens: Tokens;
let today: string;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  tokens = await loginAll(h);
  today = shanghaiToday(h.deps.now());
}, 120_000);

/** The past leases: signed more than five months ago and checked out. */
async function pastLeases() {
  return h.db
    .select()
    .from(leases)
    .where(
      and(
        eq(leases.status, LEASE_STATUS.checkedOut),
        lt(leases.signedAt, shanghaiMidnight(addMonths(today, -5))),
        eq(leases.orgId, (await userByPhone(h.db, PHONES.boss)).orgId),
      ),
    );
}

describe('the demo’s year of money', () => {
  it('has past leases signed 6–12 months ago by the boss, the manager and the staff, settled, every bill collected', async () => {
    const past = await pastLeases();
    expect(past.length).toBeGreaterThanOrEqual(8);
    expect(new Set(past.map((l) => l.creatorId)).size).toBe(3);
    expect(past.some((l) => l.advanceId !== null && l.isDeduction === 1)).toBe(true);
    for (const l of past) {
      expect(l.settled).toBe(1);
      expect(l.signedAt).toBeGreaterThanOrEqual(shanghaiMidnight(addMonths(today, -13)));
      expect(l.checkOutDate! < today).toBe(true);
      const unpaid = await h.db
        .select({ id: bills.id })
        .from(bills)
        .where(
          and(eq(bills.leaseId, l.id), eq(bills.payStatus, BILL_PAY.unpaid), eq(bills.validStatus, BILL_VALID.valid)),
        );
      expect(unpaid).toEqual([]);
    }
    const refunds = await h.db
      .select({ status: refundApplications.status })
      .from(refundApplications)
      .where(
        inArray(
          refundApplications.leaseId,
          past.map((l) => l.id),
        ),
      );
    expect(refunds.length).toBe(past.length);
    expect(refunds.every((r) => r.status === REFUND_APP.paid)).toBe(true);
  });

  it('leaves today’s board as it was: each room vacant since its tenant left, its status that of a room never let', async () => {
    let checked = 0;
    for (const l of await pastLeases()) {
      // A room let again since (the demo's lease from a viewing) is the running demo's, not the history's.
      const later = await h.db
        .select({ id: leases.id })
        .from(leases)
        .where(and(eq(leases.roomId, l.roomId), inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed])));
      if (later.length) continue;
      checked++;
      const [room] = await h.db.select().from(rooms).where(eq(rooms.id, l.roomId));
      expect(room!.isRent).toBe(0);
      expect(room!.vacantSince).toBe(l.checkOutDate);
      // The same status, day and flags as the room would show without the past lease in its facts.
      expect(roomStatusOf(room!, today)).toEqual(roomStatusOf({ ...room!, facts: JSON.stringify(NO_FACTS) }, today));
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('gives the dashboard’s flow chart money in and out in every month of the past year', async () => {
    const r = await h.call(
      'GET',
      `/api/finance/dashboard/flow?mode=1&startTime=${addMonths(today, -11)}&endTime=${today}`,
      {
        token: tokens.boss,
      },
    );
    expect(r.status, r.text).toBe(200);
    const points = r.json.data.points as { key: string; inTotal: number; outTotal: number }[];
    expect(points.filter((p) => p.inTotal > 0).length).toBeGreaterThanOrEqual(11);
    expect(points.filter((p) => p.outTotal > 0).length).toBeGreaterThanOrEqual(11);
    // Bookkeeping of both apartments, dated in the past, each with its ledger row.
    const books = await h.db.select().from(bookkeepingEntries);
    expect(books.filter((b) => b.leaseId === null).length).toBeGreaterThanOrEqual(60);
    expect(books.every((b) => b.paymentDate <= today)).toBe(true);
    const rows = await h.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceType, 'bookkeeping'));
    expect(rows.length).toBe(books.length);
  });
});
