/**
 * Utility bills never charge a reading twice or a negative usage (issue 7). Over random sequences of meter readings
 * — sent twice, out of order, below the last one — interleaved with bill generations (fresh, stale and concurrent),
 * all through the product's recordReading and the real HTTP API on one database (SQLite or PostgreSQL):
 * - no bill has a negative (or zero) amount, and every bill's amount is utilityAmount(usage, unit price);
 * - every bill's usage matches its readings: it ends at an accepted (never review-flagged) reading that carries its id,
 *   and starts where the meter's previous bill ended (the first one at the lowest accepted reading of that moment);
 * - so no reading range is billed twice, and the billed usage of a meter sums to (last billed reading − first reading);
 * - a stale request (numbers the server no longer computes) is refused with code 109, and of two concurrent requests
 *   for the same readings at most one makes bills.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ulid } from 'ulid';
import { meterBillsHarness, PRICES, type MeterBillsHarness } from '../api/meter-bills-helpers';
import { eq } from 'drizzle-orm';
import { utilityAmount } from '../../sync/rules/meters/meter-rules';
import { bills as billsTable } from '../../api/leases/schema';
import { meterReadings } from '../../api/meters/schema';

const RUNS = Number(process.env.METER_RUNS ?? 100);

type Op =
  | { kind: 'read'; meter: number; delta: number; minutes: number }
  | { kind: 'resend'; pick: number }
  | { kind: 'bill'; createType: 0 | 1 }
  | { kind: 'stale' }
  | { kind: 'concurrent' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('read' as const),
      meter: fc.integer({ min: 0, max: 2 }),
      delta: fc.integer({ min: -400, max: 2000 }),
      minutes: fc.integer({ min: -90, max: 240 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resend' as const), pick: fc.nat(100) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('bill' as const), createType: fc.constantFrom(0 as const, 1 as const) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stale' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('concurrent' as const) }) },
);

interface Made {
  pkId: string;
  meterId: string;
  startNum: number;
  endNum: number;
  usage: number;
  unitPrice: number;
  accountReceivable: number;
  /** The lowest accepted reading of the meter when this bill was made (the start of a meter's first bill). */
  firstAccepted: number;
}

let t: MeterBillsHarness;
let room: Awaited<ReturnType<MeterBillsHarness['freeRoom']>>;
beforeAll(async () => {
  t = await meterBillsHarness();
  room = await t.freeRoom('东湖公寓', 0);
  await t.signLease(t.boss, room, { startDate: '2026-09-01', endDate: '2027-08-31' });
  await t.setPrices(room.apartmentId);
}, 60_000);

describe('meter bills under random readings', () => {
  it('never bill a negative usage or a reading range twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 8, maxLength: 40 }), async (ops) => {
        const m = await t.freshMeters(room);
        const meterIds = [m.cold, m.elec, m.hot];
        const priceOf: Record<string, number> = { [m.cold]: PRICES[1], [m.elec]: PRICES[2], [m.hot]: PRICES[4] };
        const base = t.h.deps.now() - 40 * 86_400_000;
        const cursor = [0, 0, 0];
        const top = [0, 0, 0];
        const sent: { readingId: string; meterId: string; value: number; readAt: number }[] = [];
        const made: Made[] = [];
        let lastItems: unknown[] | null = null;
        let lastCount = 0;

        const lowestAccepted = async () => {
          const out: Record<string, number | null> = {};
          for (const id of meterIds) {
            const accepted = (await t.readingsOf(id)).filter((r) => r.review === 0).map((r) => r.value as number);
            out[id] = accepted.length ? Math.min(...accepted) : null;
          }
          return out;
        };
        const record = (res: any, lowest: Record<string, number | null>) => {
          for (const b of res.json.data.bills) made.push({ ...b, firstAccepted: lowest[b.meterId]! });
        };

        for (const o of ops) {
          if (o.kind === 'read') {
            const value = Math.max(0, top[o.meter] + o.delta);
            top[o.meter] = Math.max(top[o.meter], value);
            cursor[o.meter] += o.minutes;
            const r = {
              readingId: ulid(),
              meterId: meterIds[o.meter],
              value,
              readAt: base + (cursor[o.meter] + 10_000) * 60_000,
            };
            sent.push(r);
            await t.read(room.orgId, r.meterId, r.value, r);
          } else if (o.kind === 'resend') {
            if (sent.length === 0) continue;
            const r = sent[o.pick % sent.length];
            expect((await t.read(room.orgId, r.meterId, r.value, r)).duplicate).toBe(true);
          } else if (o.kind === 'bill') {
            const items = await t.postItems(room);
            if (items.length === 0) continue;
            const lowest = await lowestAccepted();
            const res = await t.generate(t.boss, {
              createType: o.createType,
              payTime: o.createType === 1 ? '2026-12-01' : undefined,
              items,
            });
            expect(res.status).toBe(200);
            record(res, lowest);
            lastItems = items;
            lastCount = res.json.data.count;
          } else if (o.kind === 'stale') {
            if (!lastItems) continue;
            const res = await t.generate(t.boss, { createType: 0, items: lastItems });
            if (lastCount > 0) expect(res.json.code).toBe(109);
            else expect([200, 109]).toContain(res.json.code);
            if (res.status === 200) {
              expect(res.json.data.count).toBe(0);
              lastCount = 0;
            }
          } else {
            const items = await t.postItems(room);
            if (items.length === 0) continue;
            const lowest = await lowestAccepted();
            const [a, b] = await Promise.all([
              t.generate(t.boss, { createType: 0, items }),
              t.generate(t.manager, { createType: 0, items }),
            ]);
            for (const res of [a, b]) {
              expect([200, 109]).toContain(res.json.code);
              if (res.status === 200) record(res, lowest);
            }
            const makers = [a, b].filter((res) => res.status === 200 && res.json.data.count > 0);
            expect(makers.length).toBeLessThanOrEqual(1);
          }
        }

        for (const meterId of meterIds) {
          const bills = made.filter((b) => b.meterId === meterId);
          const meter = await t.meterRow(meterId);
          for (const [i, b] of bills.entries()) {
            expect(b.accountReceivable).toBeGreaterThan(0);
            expect(b.usage).toBe(b.endNum - b.startNum);
            expect(b.unitPrice).toBe(priceOf[meterId]);
            expect(b.accountReceivable).toBe(utilityAmount(b.usage, b.unitPrice));
            const [row] = await t.h.db
              .select({
                account_receivable: billsTable.accountReceivable,
                value: meterReadings.value,
                review: meterReadings.review,
                bill_id: meterReadings.billId,
              })
              .from(billsTable)
              .innerJoin(meterReadings, eq(meterReadings.id, billsTable.sourceId))
              .where(eq(billsTable.id, b.pkId));
            expect(row).toEqual({
              account_receivable: b.accountReceivable,
              value: b.endNum,
              review: 0,
              bill_id: b.pkId,
            });
            expect(b.startNum).toBe(i === 0 ? b.firstAccepted : bills[i - 1].endNum);
          }
          if (bills.length > 0) {
            const sum = bills.reduce((s, b) => s + b.usage, 0);
            expect(sum).toBe(bills[bills.length - 1].endNum - bills[0].startNum);
            expect(meter.billed_value).toBe(bills[bills.length - 1].endNum);
          } else expect(meter.billed_reading_id).toBeNull();
          // Review-flagged readings never carry a bill; each billed reading carries exactly one.
          const readings = await t.readingsOf(meterId);
          expect(readings.filter((r) => r.review === 1 && r.bill_id !== null)).toHaveLength(0);
          expect(readings.filter((r) => r.bill_id !== null)).toHaveLength(bills.length);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
