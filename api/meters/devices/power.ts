import { gatewayDown } from '../../hardware/gateways/gateways';
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/store';
import { badRequest, conflict } from '../../http/errors';
import { METER_DEVICE_MSG } from '../../../sync/contract/meters/meter-devices';
import type { MeterDriver } from '../connector';
import type { DriverPower } from '../connector/driver';
import { METER_ONLINE } from '../../../sync/rules/meters/meter-rules';
import { visibleMeter } from '../access';
import { meters } from '../schema';
import { meterPowerRecords } from './schema';
import type { Who } from './list-devices';

/** Electricity meters (METER_TYPES devType 2). */
const ELECTRICITY = 2;

/**
 * 通电 / 断电 of a smart electricity meter (§2.2 power control, controlType 1 on / 0 off; the screen confirms first).
 * Every attempt is recorded with who and when and the connector's answer; 'ok' keeps the meter's new power state
 * ('操作成功'), 'offline' also marks the meter offline; 'offline' and 'failed' answer 409 '操作失败'.
 */
export async function powerControl(db: Db, driver: MeterDriver, user: Who, meterId: string, controlType: 0 | 1) {
  const meter = await visibleMeter(db, user, meterId);
  if (meter.devType !== ELECTRICITY || meter.isAuto !== 1 || !meter.devSn)
    throw badRequest(METER_DEVICE_MSG.notElectric);
  let answer: DriverPower;
  try {
    // Behind an offline gateway the meter cannot be reached: recorded as out of reach, nothing asked.
    answer = (await gatewayDown(db, meter.gatewayId)) ? 'offline' : await driver.power(meter.devSn, controlType === 1);
  } catch {
    answer = 'failed';
  }
  await db.write(user.orgId, async (tx) => {
    await tx.insert(meterPowerRecords).values({
      id: ulid(tx.now),
      orgId: user.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      meterId: meter.id,
      apartmentId: meter.apartmentId,
      roomId: meter.roomId,
      devSn: meter.devSn,
      controlType,
      result: answer,
      userId: user.id,
    });
    if (answer === 'ok')
      await tx
        .update(meters)
        .set({ powerState: controlType, onlineStatus: METER_ONLINE.online, updatedAt: tx.now })
        .where(eq(meters.id, meter.id));
    else if (answer === 'offline' && meter.onlineStatus !== METER_ONLINE.offline)
      await tx
        .update(meters)
        .set({ onlineStatus: METER_ONLINE.offline, updatedAt: tx.now })
        .where(eq(meters.id, meter.id));
  });
  if (answer !== 'ok') throw conflict(METER_DEVICE_MSG.failed);
  return { powerState: controlType };
}
