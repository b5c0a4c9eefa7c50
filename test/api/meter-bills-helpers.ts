import { ulid } from 'ulid';
import { leasesHarness } from './lease-helpers';
import { recordReading } from '../../api/meters/record-reading';
import { meterReadings, meters } from '../../api/meters/schema';
import { billStages, bills } from '../../api/leases/schema';
import type { rooms } from '../../api/houses/schema';
import { sqlNamed } from './factories/leases';
import * as F from './factories/meters';

type Room = typeof rooms.$inferSelect;

/** Unit prices (fen per unit) set in the tests: 冷水 3.50/吨, 电 1.20/度, 热水 10.00/吨. */
export const PRICES: Record<number, number> = { 1: 350, 2: 120, 4: 1000 };

/**
 * The lease harness plus meters: fresh meters for a room (the demo's are reset to no readings), readings through the
 * product's recordReading (one unit of work each), unit prices through PUT /api/settings/meter-prices, and the generate
 * calls. Stored rows are read with their SQL column names, as the assertions read them.
 */
export async function meterBillsHarness() {
  const t = await leasesHarness();
  const { h } = t;
  let tick = 0;

  /** Resets the room's meters to three fresh manual ones (cold 1, electric 2, hot 4) with no readings. */
  const freshMeters = (room: Room) => F.freshMeters(h.db, room);

  /** Records a reading (value in hundredths) through recordReading; readAt increases with each call unless given. */
  function read(orgId: string, meterId: string, value: number, opts: { readAt?: number; readingId?: string } = {}) {
    const now = h.deps.now();
    const readAt = opts.readAt ?? now - 30 * 86_400_000 + ++tick * 60_000;
    return h.db.write(orgId, (tx) =>
      recordReading(tx, now, orgId, {
        readingId: opts.readingId ?? ulid(),
        meterId,
        value,
        readAt,
        readerId: null,
        source: 'manual',
      }),
    );
  }

  async function setPrices(apartmentId: string, prices: Record<number, number | null> = PRICES) {
    const rows = Object.entries(prices).map(([c, p]) => ({
      category: Number(c),
      unitPrice: p ?? 0,
      useAble: p === null ? 0 : 1,
    }));
    const r = await t.call('PUT', `/api/settings/meter-prices/${apartmentId}`, t.boss, { rows });
    if (r.status !== 200) throw new Error(r.text);
  }

  /** GET /api/meter-bills/items for the room's apartment: the room's entry. */
  async function itemsOf(room: Room, token = t.boss) {
    const r = await t.call('GET', `/api/meter-bills/items?apartmentId=${room.apartmentId}`, token);
    if (r.status !== 200) throw new Error(r.text);
    return (r.json.data as any[]).find((x) => x.houseId === room.id);
  }

  /** The POST items of the room's meters as the server shows them now (only meters with readings). */
  async function postItems(room: Room, token = t.boss) {
    const entry = await itemsOf(room, token);
    return (entry.meters as any[])
      .filter((m) => m.endNum !== null)
      .map((m) => ({
        houseId: entry.houseId,
        leaseId: entry.leaseId,
        meterId: m.meterId,
        devType: m.devType,
        startNum: m.startNum,
        endNum: m.endNum,
      }));
  }

  const generate = (token: string, json: unknown) => t.call('POST', '/api/meter-bills', token, json);
  const meterRow = async (meterId: string) => sqlNamed(meters, await F.meterById(h.db, meterId));
  const readingRow = async (readingId: string) => sqlNamed(meterReadings, (await F.readingById(h.db, readingId))!);
  const readingsOf = async (meterId: string) =>
    (await F.readingsOfMeter(h.db, meterId)).map((r) => sqlNamed(meterReadings, r));
  const utilityBills = async (leaseId: string) =>
    (await F.utilityBillsOf(h.db, leaseId)).map((b) => sqlNamed(bills, b));
  const stagesOf = async (leaseId: string) => (await F.billStagesOf(h.db, leaseId)).map((s) => sqlNamed(billStages, s));

  return {
    ...t,
    freshMeters,
    read,
    setPrices,
    itemsOf,
    postItems,
    generate,
    meterRow,
    readingRow,
    readingsOf,
    utilityBills,
    stagesOf,
  };
}
export type MeterBillsHarness = Awaited<ReturnType<typeof meterBillsHarness>>;
