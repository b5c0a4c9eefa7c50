import { keepFileForSync, mutateOnDevice, syncAndJudge, syncedEngine } from '../sync/use-sync';
import { acceptOnServer, completeOnServer, uploadPhoto } from './repairs-api';

/** A photo of the work taken on the device. */
export interface WorkPhoto {
  blob: Blob;
  name: string;
}

/** How an act ended: done by the server, queued on the device (no signal), or refused with the server's reason. */
export type ActOutcome = { status: 'done' } | { status: 'queued' } | { status: 'rejected'; reason: string };

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Queues a mutation on the device store and, with a signal, syncs at once to say what the server made of it (a
 * repair the tenant cancelled meanwhile is refused with '租客已取消该报修').
 */
async function throughOutbox(queued: ReturnType<typeof mutateOnDevice>): Promise<ActOutcome> {
  const r = await queued;
  if (!r.ok) return { status: 'rejected', reason: r.reason };
  if (!online()) return { status: 'queued' };
  const judged = await syncAndJudge(r.mutation.id);
  return judged.status === 'applied' ? { status: 'done' } : judged;
}

/**
 * 受理: with the device store synced, queued in its outbox like the board's changes (works with no signal); before the
 * first sync, straight to the server.
 */
export async function takeRepair(repairId: string): Promise<ActOutcome> {
  if (!syncedEngine()) {
    await acceptOnServer(repairId);
    return { status: 'done' };
  }
  return throughOutbox(mutateOnDevice('repair.accept', { repairId }));
}

/**
 * 完成 with the photos of the work and a note: offline-capable as 受理, the photos kept on the device and uploaded
 * before the mutation naming them (as the meter walk's dial photos); before the first sync, uploaded and sent.
 */
export async function completeRepair(
  repairId: string,
  note: string,
  photos: readonly WorkPhoto[],
): Promise<ActOutcome> {
  if (!syncedEngine()) {
    const ids = [];
    for (const p of photos) ids.push(await uploadPhoto(p.blob, p.name));
    await completeOnServer(repairId, note, ids);
    return { status: 'done' };
  }
  const photoFileIds: string[] = [];
  for (const p of photos) {
    const kept = await keepFileForSync(p.blob, p.name, '');
    if (!kept) return { status: 'rejected', reason: '离线数据尚未就绪，请稍后再试' };
    photoFileIds.push(kept);
  }
  return throughOutbox(mutateOnDevice('repair.complete', { repairId, note: note || undefined, photoFileIds }));
}
