import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, exists, gt, isNotNull, isNull, lt, notExists, or, type SQL } from 'drizzle-orm';
import { makeHarness, type Harness } from './harness';
import { appointments } from '../../api/appointments/schema';
import { apartments, rooms } from '../../api/houses/schema';
import { locks, lockUsers } from '../../api/hardware/locks/schema';
import { accessDevices, accessGrants } from '../../api/hardware/access/schema';
import { simDoors } from '../../api/hardware/access/connector/simulator/schema';
import { FREEZE_SOURCE, LOCK_FROZEN, LOCK_USER_KIND } from '../../sync/rules/hardware/lock-rules';
import { bills, leaseCheckouts, leases, leaseTenants } from '../../api/leases/schema';
import { ledgerEntries } from '../../api/ledger/schema';
import { roomStatusOf } from '../../sync/rules/board/room-facts';
import { STATUS } from '../../sync/rules/board/board-status';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { SEED_CLOCK } from '../support/databases';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { DWELL_STATUS } from '../../sync/rules/residents/resident-rules';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

/**
 * The running-lease demo that `npm start` seeds (the API tests start without it): leases in every state, with bills
 * paid, unpaid, overdue, voided and written off, residents and check-outs, all made through the product's own
 * signing, collection and check-out functions, so the money in the ledger adds up.
 */
describe('the running-lease demo', () => {
  const today = shanghaiToday(SEED_CLOCK);
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness({ runningLeases: true });
  }, 120_000); // the running-lease demo takes a while to build on a busy machine
  const countOf = async (
    table: typeof leases | typeof bills | typeof leaseTenants | typeof appointments,
    where: SQL | undefined,
  ) => (await h.db.select({ n: count() }).from(table).where(where))[0]!.n;

  it('gives 东湖 tenants their door passwords and freezes one in arrears; 西城 issues by hand', async () => {
    const tenantsOf = (name: string) =>
      h.db
        .select({ frozen: lockUsers.frozen, frozenBy: lockUsers.frozenBy, leaseId: lockUsers.leaseId })
        .from(lockUsers)
        .innerJoin(locks, eq(locks.id, lockUsers.lockId))
        .innerJoin(apartments, eq(apartments.id, locks.apartmentId))
        .where(and(eq(apartments.name, name), eq(lockUsers.kind, LOCK_USER_KIND.tenant), isNull(lockUsers.removedAt)));
    const east = await tenantsOf('东湖公寓');
    expect(east.length).toBeGreaterThanOrEqual(5);
    expect(
      east.filter((u) => u.frozen === LOCK_FROZEN.yes && u.frozenBy === FREEZE_SOURCE.arrears).length,
    ).toBeGreaterThan(0);
    expect(await tenantsOf('西城公寓')).toEqual([]);
    // Every east tenant with a password is a lease in effect.
    const live = await h.db
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)));
    expect(east.every((u) => live.some((l) => l.id === u.leaseId))).toBe(true);
  });

  it('gives the residents of leases in effect their doors, and none to those of checked-out leases; the doors know them', async () => {
    const granted = await h.db
      .select({ leaseId: accessGrants.leaseId, uid: accessGrants.uid, sn: accessDevices.sn, status: leases.status })
      .from(accessGrants)
      .innerJoin(accessDevices, eq(accessDevices.id, accessGrants.deviceId))
      .innerJoin(leases, eq(leases.id, accessGrants.leaseId))
      .where(isNull(accessGrants.revokedAt));
    expect(granted.length).toBeGreaterThan(10);
    expect(granted.every((g) => g.status === LEASE_STATUS.signed)).toBe(true);
    // Handed to the simulated doors after each unit: 东湖's main door lets its residents in.
    const [main] = await h.db.select({ wanted: simDoors.wanted }).from(simDoors).where(eq(simDoors.sn, 'DC-DH-1'));
    const uids = (JSON.parse(main!.wanted) as { uids: string[] }).uids;
    for (const g of granted.filter((x) => x.sn === 'DC-DH-1')) expect(uids).toContain(g.uid);
  });

  it('has leases to be confirmed, signed, checked out and settled, checked out and not settled', async () => {
    const n = (where: SQL | undefined) => countOf(leases, where);
    expect(await n(eq(leases.status, LEASE_STATUS.toConfirm))).toBeGreaterThanOrEqual(2);
    expect(await n(eq(leases.status, LEASE_STATUS.signed))).toBeGreaterThanOrEqual(20);
    expect(await n(and(eq(leases.status, LEASE_STATUS.checkedOut), eq(leases.settled, 1)))).toBe(2);
    expect(await n(and(eq(leases.status, LEASE_STATUS.checkedOut), eq(leases.settled, 0)))).toBe(1);
    expect(await n(and(eq(leases.status, LEASE_STATUS.signed), lt(leases.endDate, today)))).toBeGreaterThanOrEqual(1);
    // Every lease has its lessee; some have a second resident.
    const lessee = h.db
      .select({ id: leaseTenants.id })
      .from(leaseTenants)
      .where(and(eq(leaseTenants.leaseId, leases.id), eq(leaseTenants.isLease, 1)));
    expect(await n(notExists(lessee))).toBe(0);
    expect(await countOf(leaseTenants, eq(leaseTenants.isLease, 0))).toBeGreaterThanOrEqual(5);
  });

  it('has bills paid, unpaid, overdue, voided and written off, none collected twice', async () => {
    const n = (where: SQL | undefined) => countOf(bills, where);
    expect(await n(eq(bills.payStatus, BILL_PAY.paid))).toBeGreaterThan(100);
    expect(
      await n(
        and(
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
          gt(bills.receivableDate, today),
        ),
      ),
    ).toBeGreaterThan(10);
    expect(
      await n(
        and(
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
          lt(bills.receivableDate, today),
        ),
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(await n(eq(bills.validStatus, BILL_VALID.void))).toBeGreaterThanOrEqual(1);
    expect(
      await n(and(eq(bills.payStatus, BILL_PAY.unpaid), eq(bills.validStatus, BILL_VALID.badDebt))),
    ).toBeGreaterThanOrEqual(1);
    const perBill = await h.db
      .select({ sourceId: ledgerEntries.sourceId, n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceType, 'bill'))
      .groupBy(ledgerEntries.sourceId);
    expect(perBill.filter((r) => r.n > 1)).toEqual([]);
    // Every collected bill has its ledger row with the same amount (by hand, or by offset at a settlement).
    const booked = h.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.leaseId, bills.leaseId),
          or(
            and(eq(ledgerEntries.sourceType, 'bill'), eq(ledgerEntries.sourceId, bills.id)),
            eq(ledgerEntries.sourceType, 'settlement'),
          ),
        ),
      );
    const unbooked = await h.db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.payStatus, BILL_PAY.paid), gt(bills.accountReceivable, 0), notExists(booked)));
    expect(unbooked).toEqual([]);
  });

  it('shows every lease state on the board', async () => {
    const rows = await h.db
      .select({
        isRent: rooms.isRent,
        isDecoration: rooms.isDecoration,
        isShow: rooms.isShow,
        remark: rooms.remark,
        updatedAt: rooms.updatedAt,
        facts: rooms.facts,
      })
      .from(rooms)
      .where(isNull(rooms.deletedAt));
    const codes = new Set(rows.map((r) => roomStatusOf(r as any, today).statusCode));
    for (const s of [
      STATUS.vacant,
      STATUS.awaiting,
      STATUS.arrears,
      STATUS.collecting,
      STATUS.nearExpiry,
      STATUS.reserved,
      STATUS.decoration,
      STATUS.expired,
      STATUS.unregistered,
    ])
      expect(codes).toContain(s);
  });

  it('books each settlement so that its cash nets to what was paid out, and its bad debt apart', async () => {
    const outs = await h.db.select().from(leaseCheckouts).where(isNotNull(leaseCheckouts.settledAt));
    expect(outs).toHaveLength(2);
    for (const c of outs) {
      const rows = await h.db
        .select({ inOut: ledgerEntries.inOut, amount: ledgerEntries.amount, kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.sourceType, 'settlement'), eq(ledgerEntries.sourceId, c.id)));
      const cash = rows
        .filter((r) => r.kind === 'cash')
        .reduce((s, r) => s + (r.inOut === 1 ? r.amount : -r.amount), 0);
      expect(cash + c.returnCost).toBe(0);
      const badDebt = rows.filter((r) => r.kind === 'bad_debt').reduce((s, r) => s + r.amount, 0);
      expect(badDebt).toBe(c.badDebtCost);
    }
    expect(outs.some((c) => c.returnCost > 0)).toBe(true);
    expect(outs.some((c) => c.badDebtCost > 0)).toBe(true);
  });

  it('has viewing appointments, some linked to the lease they led to, and moved the residents of checked-out leases out', async () => {
    expect(await countOf(appointments, undefined)).toBeGreaterThanOrEqual(10);
    expect(await countOf(appointments, isNotNull(appointments.leaseId))).toBeGreaterThanOrEqual(1);
    const checkedOut = h.db
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.id, leaseTenants.leaseId), eq(leases.status, LEASE_STATUS.checkedOut)));
    expect(
      await countOf(leaseTenants, and(exists(checkedOut), eq(leaseTenants.dwellStatus, DWELL_STATUS.staying))),
    ).toBe(0);
  });
});
