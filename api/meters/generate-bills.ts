import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import { leaseHouseText } from '../leases/access';
import { currentLeaseOf } from '../leases/room-facts';
import { billStages, bills, leases } from '../leases/schema';
import { meterPricesOf } from '../settings/meter-prices';
import { apartments, floors, rooms } from '../houses/schema';
import { roomScope, visibleApartments, withRoomPlace } from '../houses/scope';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { billsOpen, LEASE_CLOSED_MSG, LEASE_OPS_MSG, LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { METER_MSG, meterTypeOf, UTILITY_BILL_TYPE, utilityAmount } from '../../sync/rules/meters/meter-rules';
import {
  checkPayTime,
  checkSelection,
  GENERATE_REFUSED,
  METER_BILL_MSG,
  meterBillName,
  meterBillRemark,
  noReadingMsg,
  pickStage,
  priceMissingMsg,
  readingsChangedMsg,
  usageWarning,
} from '../../sync/rules/meters/meter-bills';
import { meterReadings, meters } from './schema';
import { chunks } from '../db/chunks';
import { billingRanges, type BillingRange } from './billing-ranges';
import type { GeneratedBill, GeneratedBills } from '../../sync/contract/meters/meter-shape';
import type { GenerateInput } from '../../sync/contract/meters/meters';

type Meter = typeof meters.$inferSelect;
type StageRow = typeof billStages.$inferSelect;

/** The current lease id of each room (rooms without an open lease are absent). */
async function currentLeases(db: Reader, orgId: string, roomIds: string[]): Promise<Map<string, string>> {
  const byRoom = new Map<string, { id: string; status: number; endDate: string; createdAt: number }[]>();
  for (const part of chunks(roomIds))
    for (const l of await db
      .select({
        id: leases.id,
        roomId: leases.roomId,
        orgId: leases.orgId,
        status: leases.status,
        endDate: leases.endDate,
        createdAt: leases.createdAt,
      })
      .from(leases)
      .where(
        and(
          inArray(leases.roomId, part),
          isNull(leases.deletedAt),
          inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]),
        ),
      )) {
      if (l.orgId !== orgId) continue;
      const list = byRoom.get(l.roomId) ?? [];
      list.push(l);
      byRoom.set(l.roomId, list);
    }
  const out = new Map<string, string>();
  for (const [roomId, open] of byRoom) {
    const id = currentLeaseOf(open)?.id;
    if (id) out.set(roomId, id);
  }
  return out;
}

/** The leases (visible to the user) by id, with the room number, floor and apartment name; 404 when one is missing. */
async function visibleLeases(db: Reader, user: AuthUser, ids: string[]) {
  const out = new Map<
    string,
    {
      id: string;
      roomId: string;
      apartmentId: string;
      status: number;
      apartmentName: string;
      floor: number;
      houseNumber: string;
    }
  >();
  for (const part of chunks(ids))
    for (const row of await withRoomPlace(
      db
        .select({
          id: leases.id,
          roomId: leases.roomId,
          apartmentId: leases.apartmentId,
          status: leases.status,
          apartmentName: apartments.name,
          floor: floors.floor,
          houseNumber: rooms.houseNumber,
        })
        .from(leases)
        .innerJoin(rooms, eq(rooms.id, leases.roomId))
        .$dynamic(),
    ).where(
      and(
        inArray(leases.id, part),
        eq(leases.orgId, user.orgId),
        isNull(leases.deletedAt),
        visibleApartments(db, user),
        roomScope(db, user),
      ),
    ))
      out.set(row.id, row);
  for (const id of ids) if (!out.has(id)) throw notFound(LEASE_OPS_MSG.leaseNotFound);
  return out;
}

/** Unit prices (fen per unit) of an apartment's enabled General_6 categories, by category = devType. */
export async function pricesOf(
  db: Reader,
  orgId: string,
  apartmentId: string,
): Promise<Map<number, { price: number | null; name: string }>> {
  const rows = await meterPricesOf(db, orgId, apartmentId);
  return new Map(
    rows.map((r) => [
      r.category,
      { price: r.useAble === 1 && r.unitPrice !== null && r.unitPrice > 0 ? r.unitPrice : null, name: r.name },
    ]),
  );
}

const refused = (msg: string) => conflict(msg, GENERATE_REFUSED);

/**
 * Generates the utility bills of the chosen meters in one unit of work (rules at the top of
 * sync/rules/meters/meter-bills.ts).
 * Refusals: 400 selection / pay time, 404 lease or meter not visible, 109 (HTTP 409) negative usage, readings changed,
 * no reading, unit price missing, lease not live or not the room's current one. Every item is checked before anything
 * is written; the meters' billed readings then move by conditional updates (a concurrent request that moved one first
 * makes this one fail whole). Every bill and meter written carries the unit's version; the room facts of the billed
 * rooms are refreshed by the unit's write effects (api/effects.ts). Returns the bills made and the meters skipped for a
 * zero usage (or a 0-fen amount).
 */
export async function generateMeterBills(
  db: Db,
  now: number,
  user: AuthUser,
  input: GenerateInput,
): Promise<GeneratedBills> {
  const today = shanghaiToday(now);
  const selection = checkSelection(input.items);
  if (selection) throw badRequest(selection);
  const payMsg = checkPayTime(input.createType, input.payTime, today);
  if (payMsg) throw badRequest(payMsg);
  if (usageWarning(input.items) === 'negative') throw refused(METER_BILL_MSG.negative);
  const chosen = input.items.filter((i) => !!i.meterId);

  return db.write(user.orgId, async (tx) => {
    const leaseById = await visibleLeases(tx, user, [...new Set(chosen.map((i) => i.leaseId))]);
    const current = await currentLeases(tx, user.orgId, [...new Set([...leaseById.values()].map((l) => l.roomId))]);
    const meterById = new Map<string, Meter>();
    for (const part of chunks(chosen.map((i) => i.meterId!)))
      for (const m of await tx
        .select()
        .from(meters)
        .where(and(inArray(meters.id, part), eq(meters.orgId, user.orgId), isNull(meters.deletedAt))))
        meterById.set(m.id, m);
    const stagesOf = new Map<string, StageRow[]>();
    for (const part of chunks([...leaseById.keys()]))
      for (const s of await tx
        .select()
        .from(billStages)
        .where(and(inArray(billStages.leaseId, part), eq(billStages.orgId, user.orgId)))) {
        const list = stagesOf.get(s.leaseId) ?? [];
        list.push(s);
        stagesOf.set(s.leaseId, list);
      }
    const rangeById = await billingRanges(tx, [...meterById.values()]);
    const priceCache = new Map<string, Awaited<ReturnType<typeof pricesOf>>>();

    // Check every item first.
    type Plan = {
      lease: NonNullable<ReturnType<typeof leaseById.get>>;
      meter: Meter;
      range: BillingRange;
      unitPrice: number;
      amount: number;
    };
    const plans: Plan[] = [];
    const skipped: { houseId: string; meterId: string; devType: number; usage: number }[] = [];
    for (const item of chosen) {
      const lease = leaseById.get(item.leaseId)!;
      if (lease.roomId !== item.houseId) throw badRequest(METER_BILL_MSG.leaseMismatch);
      if (!billsOpen(lease)) throw refused(LEASE_CLOSED_MSG);
      if (current.get(lease.roomId) !== lease.id) throw refused(METER_BILL_MSG.notCurrentLease);
      const meter = meterById.get(item.meterId!);
      if (!meter || meter.roomId !== lease.roomId) throw notFound(METER_MSG.meterNotFound);
      if (item.devType != null && item.devType !== meter.devType) throw badRequest(METER_BILL_MSG.meterMismatch);
      const type = meterTypeOf(meter.devType);
      const where = `${leaseHouseText(lease)} ${type?.name ?? meter.name}`;
      const range = rangeById.get(meter.id) ?? null;
      if (!range) throw refused(noReadingMsg(where));
      if (range.startNum !== item.startNum || range.endNum !== item.endNum) throw refused(readingsChangedMsg(where));
      let prices = priceCache.get(lease.apartmentId);
      if (!prices) priceCache.set(lease.apartmentId, (prices = await pricesOf(tx, user.orgId, lease.apartmentId)));
      const price = prices.get(meter.devType);
      if (!price || price.price === null)
        throw refused(priceMissingMsg(lease.apartmentName, price?.name ?? type?.short ?? meter.name));
      const amount = utilityAmount(range.usage, price.price);
      if (range.usage === 0 || amount === 0)
        skipped.push({ houseId: lease.roomId, meterId: meter.id, devType: meter.devType, usage: range.usage });
      else plans.push({ lease, meter, range, unitPrice: price.price, amount });
    }

    // Then write: the billed reading moves only if it is still the start this request saw (billed once).
    const from = input.createType === 1 ? input.payTime! : today;
    const rows: (typeof bills.$inferInsert)[] = [];
    const made: GeneratedBill[] = [];
    for (const { lease, meter, range, unitPrice, amount } of plans) {
      const stillStart =
        meter.billedReadingId === null
          ? isNull(meters.billedReadingId)
          : eq(meters.billedReadingId, meter.billedReadingId);
      const moved = await tx
        .update(meters)
        .set({ billedValue: range.endNum, billedReadingId: range.endReadingId, updatedAt: now })
        .where(and(eq(meters.id, meter.id), stillStart))
        .returning({ id: meters.id });
      if (moved.length !== 1)
        throw refused(readingsChangedMsg(`${leaseHouseText(lease)} ${meterTypeOf(meter.devType)?.name ?? meter.name}`));
      const stage = pickStage(stagesOf.get(lease.id) ?? [], from);
      const receivableDate = input.createType === 1 ? input.payTime! : (stage?.receivableDate ?? today);
      const pkId = ulid(now);
      const costName = meterBillName(meter.devType);
      rows.push({
        id: pkId,
        orgId: user.orgId,
        createdAt: now,
        updatedAt: now,
        leaseId: lease.id,
        stageId: stage?.id ?? null,
        stage: stage?.stage ?? 0,
        billsType: UTILITY_BILL_TYPE,
        costName,
        accountReceivable: amount,
        receivableDate,
        receiptRemark: meterBillRemark(meter.devType, range.startNum, range.endNum, unitPrice),
        operatorId: user.id,
        sourceType: 'meter',
        sourceId: range.endReadingId,
      });
      await tx
        .update(meterReadings)
        .set({ billId: pkId, updatedAt: now })
        .where(eq(meterReadings.id, range.endReadingId));
      made.push({
        pkId,
        leaseId: lease.id,
        houseId: lease.roomId,
        meterId: meter.id,
        devType: meter.devType,
        costName,
        startNum: range.startNum,
        endNum: range.endNum,
        usage: range.usage,
        unitPrice,
        accountReceivable: amount,
        receivableDate,
        billsId: stage?.id ?? null,
        stage: stage?.stage ?? 0,
      });
    }
    for (const part of chunks(rows, 200)) await tx.insert(bills).values(part);
    return { count: made.length, total: made.reduce((s, b) => s + b.accountReceivable, 0), bills: made, skipped };
  });
}
