import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Reader } from '../../db/store';
import { badRequest, conflict } from '../../http/errors';
import { rooms } from '../../houses/schema';
import { visibleApartment } from '../../houses/scope';
import { visibleGateway } from '../../hardware/gateways/gateways';
import { METER_MSG, METER_ONLINE } from '../../../sync/rules/meters/meter-rules';
import { METER_DEVICE_MSG, METER_POWER, type AddMeterDeviceBody } from '../../../sync/contract/meters/meter-devices';
import { roomMeter, visibleMeter } from '../access';
import { meters } from '../schema';
import type { Who } from './list-devices';

/** 409 when a live smart meter of any organisation other than `meterId` already has the serial. */
export async function refuseTakenSn(q: Reader, devSn: string, meterId: string | null = null) {
  const [taken] = await q
    .select({ id: meters.id })
    .from(meters)
    .where(
      and(
        eq(meters.devSn, devSn),
        eq(meters.isAuto, 1),
        isNull(meters.deletedAt),
        meterId ? ne(meters.id, meterId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(METER_DEVICE_MSG.snTaken);
}

/** The apartment's live gateway the user may see; 400 when it belongs to another apartment. */
export async function gatewayOf(db: Reader, user: Who, apartmentId: string, gatewayId: string) {
  const g = await visibleGateway(db, user, gatewayId);
  if (g.apartmentId !== apartmentId) throw badRequest(METER_DEVICE_MSG.gatewayNotFound);
  return g;
}

/**
 * The add dialog (§2.2): makes the chosen room's meter of the type smart — its device identifier on a gateway of the
 * apartment. Exactly one room (the contract says '请选择房间' / '只能选择一个房间'); a room of another apartment is
 * refused as no room; a meter already smart, or a serial another live meter uses, is refused (409).
 */
export async function addMeterDevice(db: Db, user: Who, input: AddMeterDeviceBody) {
  const apt = await visibleApartment(db, user, input.apartmentId);
  const gateway = await gatewayOf(db, user, apt.id, input.gatewayId);
  const [room] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, input.houseIds[0]!), eq(rooms.apartmentId, apt.id), isNull(rooms.deletedAt)))
    .limit(1);
  if (!room) throw badRequest(METER_DEVICE_MSG.selectRoom);
  return db.write(user.orgId, async (tx) => {
    const meter = await roomMeter(tx, user.orgId, room.id, input.devType);
    if (meter.isAuto === 1) throw conflict(METER_DEVICE_MSG.alreadySmart);
    await refuseTakenSn(tx, input.devSn);
    await tx
      .update(meters)
      .set({
        isAuto: 1,
        devSn: input.devSn,
        gatewayId: gateway.id,
        onlineStatus: METER_ONLINE.online,
        powerState: METER_POWER.on,
        ...(input.name ? { name: input.name } : {}),
        updatedAt: tx.now,
      })
      .where(eq(meters.id, meter.id));
    return { meterId: meter.id };
  });
}

/** 删除设备: the meter goes back to manual (no device, no gateway); its readings and bills stay. */
export async function removeMeterDevice(db: Db, user: Who, meterId: string) {
  const meter = await visibleMeter(db, user, meterId);
  if (meter.isAuto !== 1) throw badRequest(METER_MSG.notSmart);
  await db.write(user.orgId, (tx) =>
    tx
      .update(meters)
      .set({
        isAuto: 0,
        devSn: '',
        gatewayId: null,
        onlineStatus: METER_ONLINE.online,
        powerState: METER_POWER.on,
        updatedAt: tx.now,
      })
      .where(eq(meters.id, meter.id)),
  );
}
