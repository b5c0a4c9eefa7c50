import { ulid } from 'ulid';
import type { MutateResult } from '../../sync/protocol/engine';
import { keepFileForSync, type SyncApi } from '../sync/use-sync';

/** The args of the offline mutation 'meter.read' (readings in hundredths; the photo a kept file's id). */
export interface MeterReadArgs {
  readingId: string;
  meterId: string;
  value: number;
  readAt: number;
  photoFileId?: string;
}

/**
 * Queues a reading through the device's outbox (works offline; the sync badge shows it pending). The photo of the
 * dial, when taken, is kept on the device first and uploaded before the reading.
 */
export async function queueReading(
  sync: Pick<SyncApi, 'mutate'>,
  meterId: string,
  value: number,
  photo: { blob: Blob; name: string } | null,
): Promise<MutateResult> {
  const readAt = Date.now();
  let photoFileId: string | undefined;
  if (photo) {
    const id = await keepFileForSync(photo.blob, photo.name, '');
    if (!id) return { ok: false, reason: '离线数据尚未就绪，请稍后再试' };
    photoFileId = id;
  }
  const args: MeterReadArgs = {
    readingId: ulid(readAt),
    meterId,
    value,
    readAt,
    ...(photoFileId ? { photoFileId } : {}),
  };
  return sync.mutate('meter.read', args);
}
