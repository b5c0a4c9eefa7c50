import { eq } from 'drizzle-orm';
import type { Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { isOwnReadingPhoto } from '../meters/take-reading';
import { visibleMeter } from '../meters/access';
import { meters } from '../meters/schema';
import { recordReading } from '../meters/record-reading';
import { METER_PHOTO_MISSING, type MeterReadInput } from '../../sync/protocol/mutations';

/**
 * The server side of the 'meter.read' mutation: the meter must be visible to the user (404 METER_MSG.meterNotFound),
 * a photo must be this user's upload in the org (else METER_PHOTO_MISSING); then the reading is appended with
 * api/meters/record-reading.ts (idempotent by readingId: an earlier arrival is `duplicate`; below the last value it is
 * kept flagged for review and the meter is left). Returns the meter's change version after it (the unit's when the
 * reading moved the meter forward, else the meter's unchanged one). Throws AppError on refusal, before anything is
 * written; runs in the caller's unit of work (which a refusal rolls back).
 */
export async function applyMeterRead(
  tx: Tx,
  now: number,
  user: AuthUser,
  a: MeterReadInput,
  mutationId: string,
): Promise<{ version: number; duplicate: boolean }> {
  await visibleMeter(tx, user, a.meterId);
  if (a.photoFileId && !(await isOwnReadingPhoto(tx, user, a.photoFileId))) throw conflict(METER_PHOTO_MISSING);
  // A device clock ahead of the server must not date a reading in the future (it would make later readings look older).
  const readAt = Math.min(a.readAt, now);
  const done = await recordReading(tx, now, user.orgId, {
    readingId: a.readingId,
    meterId: a.meterId,
    value: a.value,
    readAt,
    readerId: user.id,
    photoFileId: a.photoFileId,
    source: 'manual',
    mutationId,
  });
  const [{ version }] = await tx
    .select({ version: meters.version })
    .from(meters)
    .where(eq(meters.id, a.meterId))
    .limit(1);
  return { version, duplicate: done.duplicate };
}
