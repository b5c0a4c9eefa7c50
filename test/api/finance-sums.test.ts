import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { makeHarness, type Harness } from './harness';
import { userByPhone } from './factories/auth';
import { apartments } from '../../api/houses/schema';
import { bills, leases } from '../../api/leases/schema';
import { ledgerEntries } from '../../api/ledger/schema';
import { ledgerSeries, ledgerTotals, type LedgerFilter } from '../../api/finance/sums/ledger-sums';
import { billSeries, billTotals } from '../../api/finance/sums/bill-sums';
import { BILL_GROUPS, billGroupOf } from '../../sync/rules/finance/bill-groups';
import { ledgerKindOf } from '../../sync/rules/finance/ledger-kind';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { SEED_CLOCK } from '../support/databases';
import { VERIFY_STATUS } from '../../sync/rules/finance/verify-status';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';

type Entry = typeof ledgerEntries.$inferSelect;
type Who = { id: string; orgId: string; userType: number };

/**
 * The shared sums of issue 21 (api/finance/sums): on the running-lease demo (collections, voids, bad debt, check-outs
 * with refunds) and a few bookkeeping entries with no room, every sum equals the same sum worked out here from the
 * raw rows, for the organisation, for a staff member of 东湖 only, and for another organisation (nothing).
 */
describe('the shared ledger and bill sums', () => {
  let h: Harness;
  let boss: Who;
  let staff: Who;
  let other: Who;
  let east: string;
  let west: string;
  let all: Entry[];
  const today = shanghaiToday(SEED_CLOCK);

  beforeAll(async () => {
    h = await makeHarness({ runningLeases: true });
    const pick = (u: Awaited<ReturnType<typeof userByPhone>>): Who => ({
      id: u.id,
      orgId: u.orgId,
      userType: u.userType,
    });
    boss = pick(await userByPhone(h.db, '13800000001'));
    staff = pick(await userByPhone(h.db, '13800000003'));
    other = pick(await userByPhone(h.db, '13900000001'));
    const apts = await h.db.select().from(apartments).where(eq(apartments.orgId, boss.orgId));
    east = apts.find((a) => a.name === '东湖公寓')!.id;
    west = apts.find((a) => a.name === '西城公寓')!.id;
    // Bookkeeping with no room: one of 东湖 (staff of 东湖 see it), one of 西城, one of the organisation (only bosses
    // and managers see those), one of them written off.
    await h.db.write(boss.orgId, async (tx) => {
      const row = (apartmentId: string | null, inOut: 0 | 1, amount: number, verifyStatus = 0) => ({
        id: ulid(),
        orgId: boss.orgId,
        createdAt: SEED_CLOCK,
        updatedAt: SEED_CLOCK,
        apartmentId,
        roomId: null,
        leaseId: null,
        inOut,
        amount,
        billType: 16,
        itemName: '维修保养',
        paymentWay: 1,
        paidAt: SEED_CLOCK - 86_400_000,
        billDate: addDays(today, -1),
        sourceType: 'bookkeeping',
        sourceId: ulid(),
        operatorId: boss.id,
        verifyStatus,
      });
      await tx
        .insert(ledgerEntries)
        .values([row(east, 0, 12_300, 1), row(west, 1, 4_500), row(null, 0, 100_000), row(null, 1, 7)]);
    });
    all = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.orgId, boss.orgId));
  }, 120_000);

  /** The totals of `rows` worked out here. */
  const expected = (rows: Entry[]) => {
    const cash = rows.filter((e) => e.kind === 'cash');
    const sum = (xs: Entry[]) => xs.reduce((s, e) => s + e.amount, 0);
    const ins = cash.filter((e) => e.inOut === 1);
    const outs = cash.filter((e) => e.inOut === 0);
    const v = (xs: Entry[]) => xs.filter((e) => e.verifyStatus === VERIFY_STATUS.done);
    return {
      inOutTotal: sum(ins) - sum(outs),
      inOutCount: cash.length,
      inOutVerify: sum(v(ins)) - sum(v(outs)),
      inTotal: sum(ins),
      inCount: ins.length,
      inVerify: sum(v(ins)),
      outTotal: sum(outs),
      outCount: outs.length,
      outVerify: sum(v(outs)),
    };
  };

  it('has money of every kind to add up (collections, payouts, bad debt, bookkeeping)', () => {
    expect(all.filter((e) => e.kind === 'cash' && e.inOut === 1).length).toBeGreaterThan(10);
    expect(all.some((e) => e.kind === 'cash' && e.inOut === 0 && e.sourceType === 'settlement')).toBe(true);
    expect(all.some((e) => e.kind === 'bad_debt')).toBe(true);
    expect(new Set(all.map((e) => ledgerKindOf(e.sourceType)))).toEqual(new Set([1, 2, 3]));
  });

  it('gives the organisation every cash entry, bad debt left out, by each filter', async () => {
    expect(await ledgerTotals(h.db, boss, {})).toEqual(expected(all));
    const cases: [LedgerFilter, (e: Entry) => boolean][] = [
      [{ inOut: 1 }, (e) => e.inOut === 1],
      [{ inOut: 0 }, (e) => e.inOut === 0],
      [{ apartmentId: east }, (e) => e.apartmentId === east],
      [{ verifyStatus: VERIFY_STATUS.done }, (e) => e.verifyStatus === VERIFY_STATUS.done],
      [{ verifyStatus: VERIFY_STATUS.open }, (e) => e.verifyStatus === VERIFY_STATUS.open],
      [{ billType: 1 }, (e) => e.billType === 1],
      [{ itemName: '房租' }, (e) => e.itemName === '房租'],
      [{ paymentWay: 1 }, (e) => e.paymentWay === 1],
      [{ sourceKind: 1 }, (e) => ledgerKindOf(e.sourceType) === 1],
      [{ sourceKind: 2 }, (e) => ledgerKindOf(e.sourceType) === 2],
      [{ sourceKind: 3 }, (e) => ledgerKindOf(e.sourceType) === 3],
      [
        { startTime: addDays(today, -20), endTime: addDays(today, -1) },
        (e) => e.billDate >= addDays(today, -20) && e.billDate <= addDays(today, -1),
      ],
    ];
    for (const [f, keep] of cases)
      expect(await ledgerTotals(h.db, boss, f), JSON.stringify(f)).toEqual(expected(all.filter(keep)));
    // The kinds partition the whole.
    const parts = await Promise.all(([1, 2, 3] as const).map((k) => ledgerTotals(h.db, boss, { sourceKind: k })));
    expect(parts.reduce((s, p) => s + p.inOutTotal, 0)).toBe(expected(all).inOutTotal);
  });

  it('gives staff of 东湖 only 东湖’s money (rooms and the apartment’s bookkeeping), another organisation nothing', async () => {
    const mine = all.filter((e) => e.apartmentId === east);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(await ledgerTotals(h.db, staff, {})).toEqual(expected(mine));
    expect(await ledgerTotals(h.db, staff, { apartmentId: west })).toEqual(expected([]));
    expect(await ledgerTotals(h.db, other, {})).toEqual(expected([]));
  });

  it('splits the same cash into days and months that add up to the totals, every day of the range present', async () => {
    const f = { startTime: addDays(today, -40), endTime: today };
    const totals = await ledgerTotals(h.db, boss, f);
    const days = await ledgerSeries(h.db, boss, f, 0);
    expect(days.length).toBe(41);
    expect(days[0]!.key).toBe(f.startTime);
    expect(days.at(-1)!.key).toBe(today);
    expect(days.reduce((s, d) => s + d.inTotal, 0)).toBe(totals.inTotal);
    expect(days.reduce((s, d) => s + d.outTotal, 0)).toBe(totals.outTotal);
    const months = await ledgerSeries(h.db, boss, f, 1);
    expect(months.map((m) => m.key)).toEqual([...new Set(days.map((d) => d.key.slice(0, 7)))]);
    expect(months.reduce((s, d) => s + d.inTotal - d.outTotal, 0)).toBe(totals.inOutTotal);
  });

  it('sums the valid bills of live leases: receivable, received, pending and the report groups', async () => {
    const rows = await h.db
      .select({ b: bills, apartmentId: leases.apartmentId, deletedAt: leases.deletedAt })
      .from(bills)
      .innerJoin(leases, eq(leases.id, bills.leaseId))
      .where(eq(bills.orgId, boss.orgId));
    const valid = rows.filter((r) => r.b.validStatus === BILL_VALID.valid && r.deletedAt === null);
    expect(rows.some((r) => r.b.validStatus !== BILL_VALID.valid)).toBe(true);
    const want = (xs: typeof rows) => {
      const t = { receivable: 0, received: 0, pending: 0 };
      for (const { b } of xs) {
        t.receivable += b.accountReceivable;
        if (b.payStatus === BILL_PAY.paid) t.received += b.amountReceived;
        else t.pending += b.accountReceivable;
      }
      return t;
    };
    const got = await billTotals(h.db, boss, {});
    expect(got).toMatchObject({ ...want(valid), count: valid.length });
    for (const g of BILL_GROUPS)
      expect(got.groups[g], g).toEqual(want(valid.filter((r) => billGroupOf(r.b.billsType) === g)));
    expect(got.received).toBeGreaterThan(0);
    expect(got.pending).toBeGreaterThan(0);

    const range = { startTime: addDays(today, -30), endTime: addDays(today, 15) };
    const inRange = valid.filter((r) => r.b.receivableDate >= range.startTime && r.b.receivableDate <= range.endTime);
    expect(await billTotals(h.db, boss, range)).toMatchObject(want(inRange));
    const days = await billSeries(h.db, boss, range, 0);
    expect(days.length).toBe(46);
    expect(days.reduce((s, d) => s + d.pending, 0)).toBe(want(inRange).pending);
    expect(days.reduce((s, d) => s + d.received, 0)).toBe(want(inRange).received);

    expect(await billTotals(h.db, staff, {})).toMatchObject(want(valid.filter((r) => r.apartmentId === east)));
    expect(await billTotals(h.db, other, {})).toMatchObject({ receivable: 0, received: 0, pending: 0, count: 0 });
  });
});
