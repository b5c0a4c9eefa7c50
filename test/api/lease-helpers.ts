import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { ulid } from 'ulid';
import { PHONES, signedIn } from './harness';
import { apartments, floors, rooms } from '../../api/houses/schema';
import { depositOrders } from '../../api/deposits/schema';
import { bills, leases } from '../../api/leases/schema';
import { ledgerEntries } from '../../api/ledger/schema';
import { parseFacts } from '../../sync/rules/board/room-facts';
import { leaseBills, leaseLedger, sqlNamed, userByPhone, type SqlRow } from './factories/leases';
import type { SignLeaseInput } from '../../sync/contract/leases/sign';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';

type Room = typeof rooms.$inferSelect;

/**
 * A signed-in harness (demo orgs; clock 2026-11-22 10:00 Shanghai) with helpers to sign real leases through
 * POST /api/leases/sign and to read stored rows (bills, ledger entries and leases by their SQL column names, as the
 * assertions read them). Used by every running-lease test (list, residents, bills, check-out). To make a state, use
 * the domain functions or test/api/factories/leases.ts, never SQL.
 */
export async function leasesHarness() {
  const t = await signedIn();
  const { h } = t;
  const aptId = async (name: string) => {
    const [apt] = await h.db.select({ id: apartments.id }).from(apartments).where(eq(apartments.name, name)).limit(1);
    if (!apt) throw new Error(`no apartment ${name}`);
    return apt.id;
  };
  /** A demo room by apartment name and number, e.g. room('东湖公寓', '101'). */
  const room = async (apt: string, houseNumber: string): Promise<Room> => {
    const [r] = await h.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.apartmentId, await aptId(apt)), eq(rooms.houseNumber, houseNumber)))
      .limit(1);
    if (!r) throw new Error(`no room ${apt} ${houseNumber}`);
    return r;
  };
  /** A free room (vacant, no order, not decorated) of the apartment: the n-th one by room number. */
  const freeRoom = async (apt: string, n = 0): Promise<Room> => {
    const free = await h.db
      .select()
      .from(rooms)
      .where(
        and(
          eq(rooms.apartmentId, await aptId(apt)),
          isNull(rooms.deletedAt),
          eq(rooms.isRent, 0),
          eq(rooms.isDecoration, 0),
          notExists(
            h.db
              .select({ id: depositOrders.id })
              .from(depositOrders)
              .where(and(eq(depositOrders.roomId, rooms.id), eq(depositOrders.signStatus, ORDER_SIGN.unsigned))),
          ),
          notExists(
            h.db
              .select({ id: leases.id })
              .from(leases)
              .where(
                and(
                  eq(leases.roomId, rooms.id),
                  inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]),
                  isNull(leases.deletedAt),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(rooms.houseNumber), asc(rooms.id));
    if (!free[n]) throw new Error(`no free room #${n} in ${apt}`);
    return free[n];
  };
  const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });

  /** Signs a paper lease (status 0, to be confirmed) unless `over.contractType` … ; returns the lease id. */
  async function signLease(token: string, r: Room, over: Partial<SignLeaseInput> = {}): Promise<string> {
    const input = signInput(r, over);
    const res = await call('POST', '/api/leases/sign', token, input);
    if (res.status !== 200) throw new Error(`sign failed: ${res.text}`);
    return input.leaseId;
  }
  /** The bills of a lease in plan order, by their SQL column names (bills_type, pay_status …). */
  const billsOf = async (leaseId: string): Promise<SqlRow[]> =>
    (await leaseBills(h.db, leaseId)).map((b) => sqlNamed(bills, b));
  /** The ledger entries of a lease in the order they were written, by their SQL column names. */
  const ledgerOf = async (leaseId: string): Promise<SqlRow[]> =>
    (await leaseLedger(h.db, leaseId)).map((e) => sqlNamed(ledgerEntries, e));
  /** The stored lease by its SQL column names (status, deleted_at …), undefined when there is none. */
  const leaseRow = async (leaseId: string): Promise<SqlRow | undefined> => {
    const [l] = await h.db.select().from(leases).where(eq(leases.id, leaseId)).limit(1);
    return l ? sqlNamed(leases, l) : undefined;
  };
  /** The room's board facts as stored (sync/room-facts.ts). */
  const factsOf = async (roomId: string) => {
    const [r] = await h.db.select({ facts: rooms.facts }).from(rooms).where(eq(rooms.id, roomId)).limit(1);
    return parseFacts(r?.facts);
  };
  /** The floor number of a floor id. */
  const floorOf = async (floorId: string) => {
    const [f] = await h.db.select({ floor: floors.floor }).from(floors).where(eq(floors.id, floorId)).limit(1);
    return f!.floor;
  };
  /** The organisation id of 示例公寓 (the demo organisation of boss, manager and staff). */
  const orgId = (await userByPhone(h.db, PHONES.boss)).orgId;
  return { ...t, orgId, aptId, room, freeRoom, call, signLease, billsOf, ledgerOf, leaseRow, factsOf, floorOf };
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
