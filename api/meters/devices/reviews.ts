import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Reader } from '../../db/store';
import { conflict, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { users } from '../../auth/schema';
import { apartments, rooms } from '../../houses/schema';
import { roomScope, visibleApartmentIds } from '../../houses/scope';
import { METER_DEVICE_MSG, type MeterReviewsQuery } from '../../../sync/contract/meters/meter-devices';
import { isNewest } from '../record-reading';
import { meterReadings, meters } from '../schema';
import type { Who } from './list-devices';

/** meter_readings.review: 0 accepted, 1 waiting for review, 2 rejected (kept, never used). */
export const REVIEW = { accepted: 0, waiting: 1, rejected: 2 } as const;

/**
 * 待复核 (issue 18 point 6): the readings flagged for review of the visible apartments' live meters (apartment and type
 * filters), oldest first, with the meter, its last accepted value and who read it.
 */
export async function listReviews(db: Reader, user: Who, f: MeterReviewsQuery) {
  const where = and(
    eq(meterReadings.orgId, user.orgId),
    eq(meterReadings.review, REVIEW.waiting),
    isNull(meters.deletedAt),
    isNull(rooms.deletedAt),
    inArray(meters.apartmentId, visibleApartmentIds(db, user)),
    roomScope(db, user),
    f.apartmentId ? eq(meters.apartmentId, f.apartmentId) : undefined,
    f.devType ? eq(meters.devType, f.devType) : undefined,
  );
  const [{ n: total }] = await db
    .select({ n: count() })
    .from(meterReadings)
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .innerJoin(rooms, eq(rooms.id, meters.roomId))
    .where(where);
  const page = await db
    .select({
      r: meterReadings,
      m: meters,
      houseNumber: rooms.houseNumber,
      apartmentName: apartments.name,
      readerName: users.name,
    })
    .from(meterReadings)
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .innerJoin(rooms, eq(rooms.id, meters.roomId))
    .innerJoin(apartments, eq(apartments.id, meters.apartmentId))
    .leftJoin(users, eq(users.id, meterReadings.readerId))
    .where(where)
    .orderBy(asc(meterReadings.readAt), asc(meterReadings.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records = page.map(({ r, m, ...p }) => ({
    readingId: r.id,
    meterId: m.id,
    devType: m.devType,
    meterName: m.name,
    devSn: m.isAuto === 1 ? m.devSn : '',
    apartmentName: p.apartmentName,
    houseId: m.roomId,
    houseNumber: p.houseNumber,
    value: r.value,
    readAt: r.readAt,
    readerName: p.readerName ?? (r.source === 'smart' ? '智能表' : ''),
    source: r.source,
    reviewReason: r.reviewReason,
    lastValue: m.lastValue,
    lastReadAt: m.lastReadAt,
  }));
  return pageOf(records, total, f.current, f.size);
}

/** A reading waiting for review of a live meter the user may see (404 else, also once decided). */
async function waitingReading(db: Reader, user: Who, readingId: string) {
  const [row] = await db
    .select({ r: meterReadings, m: meters })
    .from(meterReadings)
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .innerJoin(rooms, eq(rooms.id, meters.roomId))
    .where(
      and(
        eq(meterReadings.id, readingId),
        eq(meterReadings.orgId, user.orgId),
        eq(meterReadings.review, REVIEW.waiting),
        isNull(meters.deletedAt),
        isNull(rooms.deletedAt),
        inArray(meters.apartmentId, visibleApartmentIds(db, user)),
        roomScope(db, user),
      ),
    )
    .limit(1);
  if (!row) throw notFound(METER_DEVICE_MSG.reviewGone);
  return row;
}

/**
 * 确认 / 作废 of a flagged reading, recorded with who decided and when. 确认 accepts it: when it is the meter's newest
 * reading it becomes the meter's last value (the meter goes down to it); refused (409) when a higher reading was
 * already billed (the next bill would run backwards). 作废 rejects it: kept, never used again.
 */
export async function decideReview(db: Db, user: Who, readingId: string, accept: boolean) {
  await waitingReading(db, user, readingId);
  await db.write(user.orgId, async (tx) => {
    // Judged inside the unit: another manager may have decided meanwhile, a bill may have moved the billed reading.
    const { r, m } = await waitingReading(tx, user, readingId);
    if (accept && m.billedValue !== null && m.billedValue > r.value) throw conflict(METER_DEVICE_MSG.reviewBilled);
    const decided = await tx
      .update(meterReadings)
      .set({
        review: accept ? REVIEW.accepted : REVIEW.rejected,
        reviewerId: user.id,
        reviewedAt: tx.now,
        updatedAt: tx.now,
      })
      .where(and(eq(meterReadings.id, r.id), eq(meterReadings.review, REVIEW.waiting)))
      .returning({ id: meterReadings.id });
    if (decided.length !== 1) throw notFound(METER_DEVICE_MSG.reviewGone);
    if (accept && isNewest(m, r.readAt))
      await tx
        .update(meters)
        .set({ lastValue: r.value, lastReadAt: r.readAt, lastReadingId: r.id, updatedAt: tx.now })
        .where(eq(meters.id, m.id));
  });
}
