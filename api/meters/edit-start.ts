import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { METER_MSG } from '../../sync/rules/meters/meter-rules';
import type { MeterSummaryWire } from '../../sync/contract/meters/meter-shape';
import { visibleMeter } from './access';
import { meterReadings, meters } from './schema';
import { meterRow, meterSummary } from './take-reading';

/**
 * PUT /api/meters/:meterId/start: the desktop's 上次读数, where the next utility bill of the meter starts (billedValue).
 * Allowed only while no bill was made from the meter (after a bill, the start is that bill's end reading: moving it
 * would bill usage twice or never), and not above the meter's current reading.
 */
export async function editStart(
  db: Db,
  now: number,
  user: AuthUser,
  meterId: string,
  value: number,
): Promise<MeterSummaryWire> {
  await visibleMeter(db, user, meterId);
  return db.write(user.orgId, async (tx) => {
    // Judged on the meter as it is inside the unit (a bill made meanwhile moved its billed reading).
    const meter = await meterRow(tx, meterId);
    const [billedReading] = await tx
      .select({ id: meterReadings.id })
      .from(meterReadings)
      .where(and(eq(meterReadings.meterId, meterId), isNotNull(meterReadings.billId)))
      .limit(1);
    if (meter.billedReadingId !== null || billedReading) throw conflict(METER_MSG.startBilled);
    if (meter.lastValue !== null && value > meter.lastValue) throw badRequest(METER_MSG.startAboveNow);
    await tx
      .update(meters)
      .set({ billedValue: value, billedReadingId: null, updatedAt: now })
      .where(eq(meters.id, meterId));
    return meterSummary(await meterRow(tx, meterId));
  });
}
