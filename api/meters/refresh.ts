import { gatewayDown } from '../hardware/gateways/gateways';
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { visibleRoom } from '../houses/scope';
import { METER_MSG, METER_ONLINE } from '../../sync/rules/meters/meter-rules';
import type { RefreshReply } from '../../sync/contract/meters/meter-shape';
import type { RefreshBody } from '../../sync/contract/meters/meters';
import type { MeterDriver } from './connector';
import { recordReading } from './record-reading';
import { roomMeter } from './access';
import { meters } from './schema';
import { meterRow, meterSummary } from './take-reading';

async function setOnline(tx: Tx, now: number, meterId: string, onlineStatus: number) {
  await tx.update(meters).set({ onlineStatus, updatedAt: now }).where(eq(meters.id, meterId));
}

/**
 * POST /api/meters/refresh (§2.9 update reading, §4): asks the connector for a smart meter's reading now. Offline →
 * the meter goes offline and 409 '更新失败'; a failed reading → 409 '更新失败'; else the reading is recorded (source
 * smart, reader the user) and the meter is online again.
 */
export async function refreshMeter(
  db: Db,
  now: () => number,
  user: AuthUser,
  driver: MeterDriver,
  body: RefreshBody,
): Promise<RefreshReply> {
  const room = await visibleRoom(db, user, body.houseId);
  const meter = await roomMeter(db, user.orgId, room.id, body.devType);
  if (meter.isAuto !== 1 || !meter.devSn) throw badRequest(METER_MSG.notSmart);

  // Behind an offline gateway the meter cannot be reached: nothing to ask.
  if (await gatewayDown(db, meter.gatewayId)) throw conflict(METER_MSG.updateFailed);
  let answer: Awaited<ReturnType<MeterDriver['read']>>;
  try {
    answer = await driver.read(meter.devSn);
  } catch {
    answer = 'failed';
  }
  const t = now();
  if (answer === 'offline') {
    if (meter.onlineStatus !== METER_ONLINE.offline) await db.write(user.orgId, (tx) => setOnline(tx, t, meter.id, 0));
    throw conflict(METER_MSG.updateFailed);
  }
  if (answer === 'failed') throw conflict(METER_MSG.updateFailed);
  const { value, readAt } = answer;
  return db.write(user.orgId, async (tx) => {
    if (meter.onlineStatus !== METER_ONLINE.online) await setOnline(tx, t, meter.id, 1);
    const r = await recordReading(tx, t, user.orgId, {
      readingId: ulid(t),
      meterId: meter.id,
      value,
      readAt: Math.min(readAt, t),
      readerId: user.id,
      source: 'smart',
    });
    return {
      value,
      readAt: Math.min(readAt, t),
      readingId: r.readingId,
      review: r.review,
      meter: meterSummary(await meterRow(tx, meter.id)),
    };
  });
}
