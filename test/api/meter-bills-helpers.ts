import { ulid } from 'ulid';
import { leasesHarness } from './lease-helpers';
import { recordReading } from '../../api/meters/record-reading';
import type { rooms } from '../../api/houses/schema';

type Room = typeof rooms.$inferSelect;

/** Unit prices (fen per unit) set in the tests: 冷水 3.50/吨, 电 1.20/度, 热水 10.00/吨. */
export const PRICES: Record<number, number> = { 1: 350, 2: 120, 4: 1000 };

/**
 * The lease harness plus meters: fresh meters for a room (whatever the demo seeded there is removed), readings through
 * the product's recordReading, unit prices through PUT /api/settings/meter-prices, and the generate calls.
 */
export async function meterBillsHarness() {
  const t = await leasesHarness();
  const { h } = t;
  let tick = 0;

  /** Replaces the room's meters by three fresh manual ones (cold 1, electric 2, hot 4) with no readings. */
  function freshMeters(room: Room) {
    t.run('DELETE FROM meter_readings WHERE room_id = ?', room.id);
    t.run('DELETE FROM meters WHERE room_id = ?', room.id);
    const now = h.deps.now();
    const ids: Record<1 | 2 | 4, string> = { 1: ulid(), 2: ulid(), 4: ulid() };
    for (const [devType, name] of [[1, '冷水表'], [2, '电表'], [4, '热水表']] as const)
      t.run(
        'INSERT INTO meters (id, org_id, created_at, updated_at, version, apartment_id, room_id, dev_type, is_auto, name) VALUES (?, ?, ?, ?, 0, ?, ?, ?, 0, ?)',
        ids[devType], room.orgId, now, now, room.apartmentId, room.id, devType, name,
      );
    return { cold: ids[1], elec: ids[2], hot: ids[4] };
  }

  /** Records a reading (value in hundredths) through recordReading; readAt increases with each call unless given. */
  function read(orgId: string, meterId: string, value: number, opts: { readAt?: number; readingId?: string } = {}) {
    const now = h.deps.now();
    const readAt = opts.readAt ?? now - 30 * 86_400_000 + ++tick * 60_000;
    return recordReading(h.db, now, orgId, { readingId: opts.readingId ?? ulid(), meterId, value, readAt, readerId: null, source: 'manual' });
  }

  async function setPrices(apartmentId: string, prices: Record<number, number | null> = PRICES) {
    const rows = Object.entries(prices).map(([c, p]) => ({ category: Number(c), unitPrice: p ?? 0, useAble: p === null ? 0 : 1 }));
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
      .map((m) => ({ houseId: entry.houseId, leaseId: entry.leaseId, meterId: m.meterId, devType: m.devType, startNum: m.startNum, endNum: m.endNum }));
  }

  const generate = (token: string, json: unknown) => t.call('POST', '/api/meter-bills', token, json);
  const meterRow = (meterId: string) => t.sql('SELECT * FROM meters WHERE id = ?', meterId)[0];
  const utilityBills = (leaseId: string) => t.sql("SELECT * FROM bills WHERE lease_id = ? AND bills_type = 3 ORDER BY created_at, id", leaseId);

  return { ...t, freshMeters, read, setPrices, itemsOf, postItems, generate, meterRow, utilityBills };
}
export type MeterBillsHarness = Awaited<ReturnType<typeof meterBillsHarness>>;
