import { and, count, desc, asc, eq, gt, lt, isNull } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { badRequest, conflict, notFound } from '../http/errors';
import { MAX_READING, METER_MSG, nextAvgUsage } from '../../sync/rules/meters/meter-rules';
import { meterReadings, meters } from './schema';

export interface ReadingInput {
  readingId: string;
  meterId: string;
  value: number;
  readAt: number;
  readerId: string | null;
  photoFileId?: string;
  source: 'manual' | 'smart';
  mutationId?: string | null;
}

export interface RecordedReading {
  readingId: string;
  duplicate: boolean;
  review: boolean;
}

/**
 * Appends a meter reading inside the caller's unit of work (spec part 3 §2.9, §4; issue 7):
 * - idempotent by readingId: the same reading again is `duplicate` and changes nothing; the same id with another
 *   meter or value is refused (409 METER_MSG.readingIdTaken);
 * - the meter must be the org's and not deleted (404 METER_MSG.meterNotFound);
 * - the value is an integer of hundredths, 0 … MAX_READING;
 * - a reading at or after the meter's last one: below the last value → kept with review 1 (METER_MSG.belowLast) and
 *   the meter untouched; else it becomes the meter's last reading (avgUsage; the unit stamps its version);
 * - the same reading id arriving at once from another unit (another process, another org) is judged against the row
 *   that won (the insert does nothing on conflict), never a 500;
 * - an older reading (arrived out of order) is kept but never moves the meter back; it is flagged for review only
 *   when it does not fit between the accepted readings around it.
 */
export async function recordReading(tx: Tx, now: number, orgId: string, input: ReadingInput): Promise<RecordedReading> {
  const { readingId, meterId, value } = input;
  if (!Number.isSafeInteger(value) || value < 0) throw badRequest(METER_MSG.valueInvalid);
  if (value > MAX_READING) throw badRequest(METER_MSG.valueTooLarge);
  if (!Number.isSafeInteger(input.readAt) || input.readAt < 0) throw badRequest('抄表时间不正确');

  const existing = await storedReading(tx, readingId);
  if (existing) return sameReading(existing, orgId, input);

  const [meter] = await tx
    .select()
    .from(meters)
    .where(and(eq(meters.id, meterId), eq(meters.orgId, orgId), isNull(meters.deletedAt)))
    .limit(1);
  if (!meter) throw notFound(METER_MSG.meterNotFound);

  const accepted = and(eq(meterReadings.meterId, meterId), eq(meterReadings.review, 0));
  const newest = isNewest(meter, input.readAt);
  let review: boolean;
  if (newest) {
    review = isBelowLast(meter, value);
  } else {
    const [before] = await tx
      .select({ value: meterReadings.value })
      .from(meterReadings)
      .where(and(accepted, lt(meterReadings.readAt, input.readAt)))
      .orderBy(desc(meterReadings.readAt))
      .limit(1);
    const [after] = await tx
      .select({ value: meterReadings.value })
      .from(meterReadings)
      .where(and(accepted, gt(meterReadings.readAt, input.readAt)))
      .orderBy(asc(meterReadings.readAt))
      .limit(1);
    review = (before !== undefined && value < before.value) || (after !== undefined && value > after.value);
  }

  const inserted = await tx
    .insert(meterReadings)
    .values({
      id: readingId,
      orgId,
      meterId,
      roomId: meter.roomId,
      apartmentId: meter.apartmentId,
      value,
      readAt: input.readAt,
      readerId: input.readerId,
      photoFileId: input.photoFileId ?? '',
      source: input.source,
      review: review ? 1 : 0,
      reviewReason: review ? METER_MSG.belowLast : '',
      mutationId: input.mutationId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: meterReadings.id });
  if (inserted.length === 0) {
    // Another unit stored this reading id first (it committed while this one waited on it).
    const winner = await storedReading(tx, readingId);
    if (!winner) throw conflict(METER_MSG.readingIdTaken);
    return sameReading(winner, orgId, input);
  }

  if (newest && !review) {
    // Intervals already in the average: the accepted readings before this one, minus the first.
    const before =
      meter.lastValue === null
        ? 0
        : (
            await tx
              .select({ n: count() })
              .from(meterReadings)
              .where(and(accepted, lt(meterReadings.readAt, input.readAt)))
          )[0]!.n;
    await tx
      .update(meters)
      .set({
        ...acceptedSummary(meter, Math.max(0, before - 1), { readingId, value, readAt: input.readAt }),
        updatedAt: now,
      })
      .where(eq(meters.id, meterId));
  }
  return { readingId, duplicate: false, review };
}

const storedReading = async (tx: Tx, readingId: string) =>
  (await tx.select().from(meterReadings).where(eq(meterReadings.id, readingId)).limit(1))[0];

/** A reading id already stored: the same reading again is a duplicate; another meter, org or value is refused. */
function sameReading(existing: typeof meterReadings.$inferSelect, orgId: string, input: ReadingInput): RecordedReading {
  if (existing.orgId !== orgId || existing.meterId !== input.meterId || existing.value !== input.value)
    throw conflict(METER_MSG.readingIdTaken);
  return { readingId: input.readingId, duplicate: true, review: existing.review === 1 };
}

/** The part of a meter a reading changes. */
export interface MeterState {
  lastValue: number | null;
  lastReadAt: number | null;
  lastReadingId: string | null;
  avgUsage: number | null;
}

/** A reading at or after the meter's last one (the first reading of a meter too). */
export const isNewest = (meter: Pick<MeterState, 'lastReadAt'>, readAt: number) =>
  meter.lastReadAt === null || readAt >= meter.lastReadAt;

/** A newest reading below the meter's last value: kept for review, never applied. */
export const isBelowLast = (meter: Pick<MeterState, 'lastValue'>, value: number) =>
  meter.lastValue !== null && value < meter.lastValue;

/** The meter after an accepted newest reading; `intervals` is how many intervals its average already covers. */
export function acceptedSummary(
  meter: MeterState,
  intervals: number,
  r: { readingId: string; value: number; readAt: number },
): MeterState {
  const avgUsage =
    meter.lastValue === null ? meter.avgUsage : nextAvgUsage(meter.avgUsage, intervals, r.value - meter.lastValue);
  return { lastValue: r.value, lastReadAt: r.readAt, lastReadingId: r.readingId, avgUsage };
}
