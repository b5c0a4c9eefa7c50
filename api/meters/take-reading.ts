import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { badRequest } from '../http/errors';
import { uploads } from '../uploads/schema';
import { meterReadSchema } from '../../sync/mutations';
import type { MeterSummaryWire, ReadingReply } from '../../sync/meter-shape';
import { visibleMeter } from './access';
import { recordReading } from './record-reading';
import { meters } from './schema';

/** POST /api/meters/readings: the device's reading (readAt optional: now). */
export const readingBody = meterReadSchema.extend({ readAt: meterReadSchema.shape.readAt.optional() });
export type ReadingBodyInput = z.infer<typeof readingBody>;

export const PHOTO_MISSING = '抄表照片不存在或已失效，请重新上传';

/**
 * The rule for a reading's dial photo, online (here) and synced (api/sync/meter-read.ts) alike: it must be the reader's
 * own upload in their org, never another user's file named by its id.
 */
export function isOwnReadingPhoto(db: Pick<Db, 'select'>, user: Pick<AuthUser, 'id' | 'orgId'>, fileId: string): boolean {
  const found = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.orgId, user.orgId), eq(uploads.userId, user.id)))
    .get();
  return found !== undefined;
}

/** The dial photo of an online reading (optional): the reader's own upload, else 400 PHOTO_MISSING; returns it or ''. */
export function checkReadingPhoto(db: Pick<Db, 'select'>, user: Pick<AuthUser, 'id' | 'orgId'>, fileId: string | undefined): string {
  if (!fileId) return '';
  if (!isOwnReadingPhoto(db, user, fileId)) throw badRequest(PHOTO_MISSING);
  return fileId;
}

export function meterSummary(m: typeof meters.$inferSelect): MeterSummaryWire {
  return {
    meterId: m.id, devType: m.devType, name: m.name, isAuto: m.isAuto, onlineStatus: m.onlineStatus, lastValue: m.lastValue, lastReadAt: m.lastReadAt,
    avgUsage: m.avgUsage, billedValue: m.billedValue,
  };
}

export const meterRow = (db: Pick<Db, 'select'>, meterId: string) => db.select().from(meters).where(eq(meters.id, meterId)).get()!;

/**
 * Records a reading typed on the desktop or sent by a phone online: the meter must be visible to the user; the
 * reader is the user; a time in the future is taken as now (device clocks run ahead).
 */
export function takeReading(db: Db, now: number, user: AuthUser, body: ReadingBodyInput): ReadingReply {
  visibleMeter(db, user, body.meterId);
  const photoFileId = checkReadingPhoto(db, user, body.photoFileId);
  const readAt = Math.min(body.readAt ?? now, now);
  return db.transaction((tx) => {
    const r = recordReading(tx, now, user.orgId, {
      readingId: body.readingId, meterId: body.meterId, value: body.value, readAt, readerId: user.id, photoFileId, source: 'manual',
    });
    return { ...r, meter: meterSummary(meterRow(tx, body.meterId)) };
  });
}
