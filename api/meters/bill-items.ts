/** What a utility bill run would bill now, per leased room of an apartment (the desktop meter table's 生成账单). */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { currentLeaseOf } from '../leases/room-facts';
import { leases } from '../leases/schema';
import { visibleApartment } from '../houses/scope';
import { floors, rooms } from '../houses/schema';
import { meterTypeOf, utilityAmount } from '../../sync/rules/meters/meter-rules';
import { meters } from './schema';
import { billingRanges } from './billing-ranges';
import { pricesOf } from './generate-bills';
import type { BillItemRoom } from '../../sync/contract/meters/meter-shape';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

type Meter = typeof meters.$inferSelect;

/**
 * GET /api/meter-bills/items?apartmentId: what would be billed now, per room of the apartment with a current lease:
 * each meter's range (startNum = billed or first reading, endNum = last accepted reading), usage, unit price and amount
 * (null price: the category is not enabled or has no price). The web sends these numbers back to POST /api/meter-bills.
 */
export async function meterBillItems(db: Db, user: AuthUser, apartmentId: string): Promise<BillItemRoom[]> {
  const apt = await visibleApartment(db, user, apartmentId);
  const open = await db
    .select({
      id: leases.id,
      roomId: leases.roomId,
      status: leases.status,
      endDate: leases.endDate,
      createdAt: leases.createdAt,
      tenant: leases.tenant,
      houseNumber: rooms.houseNumber,
      floor: floors.floor,
    })
    .from(leases)
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(
      and(
        eq(leases.orgId, user.orgId),
        eq(leases.apartmentId, apt.id),
        isNull(leases.deletedAt),
        isNull(rooms.deletedAt),
        inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]),
      ),
    )
    .orderBy(asc(floors.floor), asc(rooms.houseNumber), desc(leases.endDate), desc(leases.createdAt));
  const byRoomOpen = new Map<string, (typeof open)[number][]>();
  for (const l of open) byRoomOpen.set(l.roomId, [...(byRoomOpen.get(l.roomId) ?? []), l]);
  const current = new Map<string, (typeof open)[number]>();
  for (const [roomId, list] of byRoomOpen) {
    const l = currentLeaseOf(list);
    if (l) current.set(roomId, l);
  }
  const prices = await pricesOf(db, user.orgId, apt.id);
  const meterRows = await db
    .select()
    .from(meters)
    .where(and(eq(meters.orgId, user.orgId), eq(meters.apartmentId, apt.id), isNull(meters.deletedAt)))
    .orderBy(asc(meters.devType), asc(meters.id));
  const ranges = await billingRanges(
    db,
    meterRows.filter((m) => current.has(m.roomId)),
  );
  const byRoom = new Map<string, Meter[]>();
  for (const m of meterRows) {
    const list = byRoom.get(m.roomId) ?? [];
    list.push(m);
    byRoom.set(m.roomId, list);
  }
  return [...current.values()].map((l) => ({
    houseId: l.roomId,
    houseNumber: l.houseNumber,
    floor: l.floor,
    leaseId: l.id,
    tenant: l.tenant,
    meters: (byRoom.get(l.roomId) ?? []).map((m) => {
      const range = ranges.get(m.id) ?? null;
      const unitPrice = prices.get(m.devType)?.price ?? null;
      return {
        meterId: m.id,
        devType: m.devType,
        name: meterTypeOf(m.devType)?.name ?? m.name,
        isAuto: m.isAuto,
        startNum: range?.startNum ?? null,
        endNum: range?.endNum ?? null,
        usage: range?.usage ?? null,
        lastReadAt: m.lastReadAt,
        unitPrice,
        amount: range && range.usage >= 0 && unitPrice !== null ? utilityAmount(range.usage, unitPrice) : null,
      };
    }),
  }));
}
