import { call, type ListFilters } from '../lib/api';
import { repairs, type RepairRow, type RepairTypeInput } from '../../sync/contract/repairs/repairs';
import { uploads } from '../../sync/contract/uploads/uploads';

export type { RepairRow };
/** /repairs' filters (§2.5); `open` is the dashboard's (?open=1), not the filter bar's. */
export type RepairFilters = ListFilters<typeof repairs.list, 'open'>;
export type TypeFilters = ListFilters<typeof repairs.types, 'type'>;

export const REPAIRS_KEY = ['repairs'] as const;
export const REPAIR_TYPES_KEY = ['repair-types'] as const;

/** `open`: only the unfinished ones (the dashboard's 报修). */
export const fetchRepairs = (f: RepairFilters, current: number, open: boolean, size = 10) =>
  call(repairs.list, {
    query: { ...f, status: f.status === '' ? undefined : f.status, open: open ? 1 : undefined, current, size },
  });
export const fetchRepair = (repairId: string) => call(repairs.detail, { params: { repairId } });
export const acceptOnServer = (repairId: string) => call(repairs.accept, { params: { repairId } });
export const completeOnServer = (repairId: string, note: string, photoFileIds: string[]) =>
  call(repairs.complete, { params: { repairId }, json: { note, photoFileIds } });
export const cancelRepair = (repairId: string, reason: string) =>
  call(repairs.cancel, { params: { repairId }, json: { reason } });

export const fetchTypes = (f: Partial<TypeFilters>, current: number, size = 10) =>
  call(repairs.types, { query: { ...f, type: 1, current, size } });
export const addType = (json: RepairTypeInput) => call(repairs.addType, { json });
export const editType = (typeId: string, json: RepairTypeInput) => call(repairs.editType, { params: { typeId }, json });
export const removeType = (typeId: string) => call(repairs.deleteType, { params: { typeId } });

/** Uploads a photo taken on the device; its file id. */
export async function uploadPhoto(blob: Blob, name: string): Promise<string> {
  const body = new FormData();
  body.append('file', blob, name);
  const [url] = await call(uploads.upload, { body });
  return url!.slice(url!.lastIndexOf('/') + 1);
}
