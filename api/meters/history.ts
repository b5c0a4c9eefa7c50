import { and, count, desc, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { pageOf } from '../http/reply';
import { users } from '../auth/schema';
import type { ReadingHistory, ReadingRow } from '../../sync/contract/meters/meter-shape';
import type { HistoryQuery } from '../../sync/contract/meters/meters';
import { fileUrl } from '../uploads/store-upload';
import { visibleMeter } from './access';
import { meterReadings } from './schema';

/** GET /api/meters/:meterId/readings: the meter's readings, newest first, 10 a page. */
export async function readingHistory(
  db: Reader,
  user: AuthUser,
  meterId: string,
  q: HistoryQuery,
): Promise<ReadingHistory> {
  const meter = await visibleMeter(db, user, meterId);
  const where = and(eq(meterReadings.orgId, user.orgId), eq(meterReadings.meterId, meterId));
  const [{ n: total }] = await db.select({ n: count() }).from(meterReadings).where(where);
  const rows = await db
    .select({ r: meterReadings, readerName: users.name })
    .from(meterReadings)
    .leftJoin(users, eq(users.id, meterReadings.readerId))
    .where(where)
    .orderBy(desc(meterReadings.readAt), desc(meterReadings.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  const records: ReadingRow[] = rows.map(({ r, readerName }) => ({
    readingId: r.id,
    value: r.value,
    readAt: r.readAt,
    readerId: r.readerId,
    readerName: readerName ?? (r.source === 'smart' ? '智能表' : ''),
    source: r.source === 'smart' ? 'smart' : 'manual',
    photo: r.photoFileId ? fileUrl(r.photoFileId) : '',
    review: r.review === 1 ? 1 : 0,
    reviewReason: r.reviewReason,
    billId: r.billId,
    billed: r.billId !== null,
  }));
  return {
    ...pageOf(records, total, q.current, q.size),
    meter: {
      name: meter.name,
      devType: meter.devType,
      houseNumber: meter.houseNumber,
      apartmentName: meter.apartmentName,
    },
  };
}
