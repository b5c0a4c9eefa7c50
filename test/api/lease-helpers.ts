import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { signedIn, type Harness } from './harness';
import { apartments, rooms } from '../../api/houses/schema';
import type { SignLeaseInput } from '../../sync/lease-sign';

type Room = typeof rooms.$inferSelect;

/**
 * A signed-in harness (demo orgs; clock 2026-11-22 10:00 Shanghai) with helpers to sign real leases through
 * POST /api/leases/sign and to read rows with SQL. Used by every running-lease test (list, residents, bills, check-out).
 */
export async function leasesHarness() {
  const t = await signedIn();
  const { h } = t;
  const sql = (text: string, ...args: unknown[]) => h.db.$client.prepare(text).all(...args) as Record<string, any>[];
  const run = (text: string, ...args: unknown[]) => h.db.$client.prepare(text).run(...args);
  const aptId = (name: string) => h.db.select().from(apartments).where(eq(apartments.name, name)).get()!.id;
  /** A demo room by apartment name and number, e.g. room('东湖公寓', '101'). */
  const room = (apt: string, houseNumber: string): Room =>
    h.db.select().from(rooms).where(and(eq(rooms.apartmentId, aptId(apt)), eq(rooms.houseNumber, houseNumber))).get()!;
  /** A free room (vacant, no order, not decorated) of the apartment: the n-th one. */
  const freeRoom = (apt: string, n = 0): Room => {
    const free = sql(
      `SELECT r.id FROM rooms r WHERE r.apartment_id = ? AND r.deleted_at IS NULL AND r.is_rent = 0 AND r.is_decoration = 0
         AND NOT EXISTS (SELECT 1 FROM deposit_orders d WHERE d.room_id = r.id AND d.sign_status = 0)
         AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.room_id = r.id AND l.status IN (0, 1) AND l.deleted_at IS NULL)
       ORDER BY r.house_number`,
      aptId(apt),
    );
    if (!free[n]) throw new Error(`no free room #${n} in ${apt}`);
    return h.db.select().from(rooms).where(eq(rooms.id, free[n].id)).get()!;
  };
  const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });

  /** Signs a paper lease (status 0, to be confirmed) unless `over.contractType` … ; returns the lease id. */
  async function signLease(token: string, r: Room, over: Partial<SignLeaseInput> = {}): Promise<string> {
    const input = signInput(r, over);
    const res = await call('POST', '/api/leases/sign', token, input);
    if (res.status !== 200) throw new Error(`sign failed: ${res.text}`);
    return input.leaseId;
  }
  /** The bills of a lease in plan order. */
  const billsOf = (leaseId: string) => sql('SELECT * FROM bills WHERE lease_id = ? ORDER BY stage, receivable_date, rowid', leaseId);
  const ledgerOf = (leaseId: string) => sql('SELECT * FROM ledger_entries WHERE lease_id = ? ORDER BY created_at, rowid', leaseId);
  const leaseRow = (leaseId: string) => sql('SELECT * FROM leases WHERE id = ?', leaseId)[0];
  return { ...t, sql, run, aptId, room, freeRoom, call, signLease, billsOf, ledgerOf, leaseRow };
}
export type LeasesHarness = Awaited<ReturnType<typeof leasesHarness>>;

/**
 * A valid paper signing of room `r`: 2026-11-22 … 2027-11-21, 押1付3, rent = the room's list rent, collect 5 days
 * ahead, a per-period 物业费 50.00 and a one-time 门卡押金 100.00. Override any field.
 */
export function signInput(r: Room, over: Partial<SignLeaseInput> = {}): SignLeaseInput {
  return {
    leaseId: ulid(),
    houseId: r.id,
    contractType: 0,
    contractTemplateId: null,
    tenant: '刘晓东',
    sex: 0,
    phone: '13912345678',
    idNumberType: 0,
    idNumber: '11010519491231002X',
    country: '中国',
    idCardAddress: '北京市西城区金融街1号',
    residentialAddress: '杭州市上城区东湖路8号',
    startDate: '2026-11-22',
    endDate: '2027-11-21',
    rentCost: r.rentCost,
    deposit: 1,
    depositCost: r.rentCost,
    payment: 3,
    collectRentType: 0,
    collectRentDay: 5,
    fees: [
      { name: '物业费', billsType: 13, amount: 5000, perPeriod: true },
      { name: '门卡押金', billsType: 2, amount: 10000, perPeriod: false },
    ],
    fitmentIds: [],
    remark: '',
    isTenant: 0,
    isSend: 0,
    advanceId: null,
    isDeduction: 0,
    pictures: [],
    contract: null,
    basis: { listRent: r.rentCost, advanceId: null, advanceCost: 0 },
    ...over,
  };
}

export type { Harness };
