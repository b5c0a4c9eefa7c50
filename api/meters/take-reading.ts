import { and, eq } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest } from '../http/errors';
import { uploads } from '../uploads/schema';
import type { MeterSummaryWire, ReadingReply } from '../../sync/contract/meters/meter-shape';
import type { ReadingBodyInput } from '../../sync/contract/meters/meters';
import { visibleMeter } from './access';
import { recordReading } from './record-reading';
import { meters } from './schema';

export const PHOTO_MISSING = '抄表照片不存在或已失效，请重新上传';

/**
 * The rule for a reading's dial photo, online (here) and synced (api/sync/meter-read.ts) alike: it must be the reader's
 * own upload in their org, never another user's file named by its id.
 */
export async function isOwnReadingPhoto(
  db: Reader,
  user: Pick<AuthUser, 'id' | 'orgId'>,
  fileId: string,
): Promise<boolean> {
  const [found] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.orgId, user.orgId), eq(uploads.userId, user.id)))
    .limit(1);
  return found !== undefined;
}

/** The dial photo of an online reading (optional): the reader's own upload, else 400 PHOTO_MISSING; returns it or ''. */
export async function checkReadingPhoto(
  db: Reader,
  user: Pick<AuthUser, 'id' | 'orgId'>,
  fileId: string | undefined,
): Promise<string> {
  if (!fileId) return '';
  if (!(await isOwnReadingPhoto(db, user, fileId))) throw badRequest(PHOTO_MISSING);
  return fileId;
}

export function meterSummary(m: typeof meters.$inferSelect): MeterSummaryWire {
  return {
    meterId: m.id,
    devType: m.devType,
    name: m.name,
    isAuto: m.isAuto,
    onlineStatus: m.onlineStatus,
    lastValue: m.lastValue,
    lastReadAt: m.lastReadAt,
    avgUsage: m.avgUsage,
    billedValue: m.billedValue,
  };
}

export const meterRow = async (db: Reader, meterId: string) =>
  (await db.select().from(meters).where(eq(meters.id, meterId)).limit(1))[0]!;

/**
 * Records a reading typed on the desktop or sent by a phone online: the meter must be visible to the user; the
 * reader is the user; a time in the future is taken as now (device clocks run ahead).
 */
export async function takeReading(db: Db, now: number, user: AuthUser, body: ReadingBodyInput): Promise<ReadingReply> {
  await visibleMeter(db, user, body.meterId);
  const photoFileId = await checkReadingPhoto(db, user, body.photoFileId);
  const readAt = Math.min(body.readAt ?? now, now);
  return db.write(user.orgId, async (tx) => {
    const r = await recordReading(tx, now, user.orgId, {
      readingId: body.readingId,
      meterId: body.meterId,
      value: body.value,
      readAt,
      readerId: user.id,
      photoFileId,
      source: 'manual',
    });
    return { ...r, meter: meterSummary(await meterRow(tx, body.meterId)) };
  });
}
