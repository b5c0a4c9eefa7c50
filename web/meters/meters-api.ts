import { useQuery } from '@tanstack/react-query';
import type { MeterReceipt } from '../../sync/rules/settings/settings';
import type {
  MeterCell,
  MeterPage,
  MeterRoomRow,
  ReadingReply,
  RefreshReply,
} from '../../sync/contract/meters/meter-shape';
import { api } from '../lib/api';

/** The wire shapes of /api/meters (sync/meter-shape.ts): readings in hundredths of a unit. */
export type HandwrittenMeter = MeterCell;
export type { MeterRoomRow };

export const METERS_KEY = ['meters'] as const;

export function fetchMeterRows(q: {
  apartmentId: string;
  floor?: number | null;
  current: number;
  size?: number;
}): Promise<MeterPage> {
  const p = new URLSearchParams({ apartmentId: q.apartmentId, current: String(q.current), size: String(q.size ?? 10) });
  if (q.floor !== undefined && q.floor !== null) p.set('floor', String(q.floor));
  return api<MeterPage>(`/api/meters?${p.toString()}`);
}

/** Records a reading online (desktop 本次读数). `readingId` is a ULID made here (a repeated call is one reading). */
export const recordReading = (body: { readingId: string; meterId: string; value: number; readAt?: number }) =>
  api<ReadingReply>('/api/meters/readings', { method: 'POST', json: body });

/** Asks a smart meter for its reading now; the server refuses with '更新失败'. */
export const refreshSmartMeter = (houseId: string, devType: number) =>
  api<RefreshReply>('/api/meters/refresh', { method: 'POST', json: { houseId, devType } });

/** Edits a meter's 上次读数 (the value the next bill starts from). */
export const editStartReading = (meterId: string, value: number) =>
  api<unknown>(`/api/meters/${encodeURIComponent(meterId)}/start`, { method: 'PUT', json: { value } });

/** One item of a utility bill request (§3 "Bill generation item"). */
export interface MeterBillItem {
  houseId: string;
  leaseId: string;
  meterId: string;
  devType: number;
  /** The list's 上次读数 / 本次读数 (null when the meter has no reading: the server then refuses with its message). */
  startNum: number | null;
  endNum: number | null;
}

/** createType 0 follows the lease's billing cycle, 1 uses `payTime` (YYYY-MM-DD) as the payment date. */
export const generateMeterBills = (body: { createType: 0 | 1; payTime: string | null; items: MeterBillItem[] }) =>
  api<{ count: number; total: number }>('/api/meter-bills', { method: 'POST', json: body });

const RECEIPT_CACHE = 'gongyu.meters.receiptDay.';

/** The receipt day last seen for an apartment on this device (offline fallback); null when never seen. */
export function cachedReceiptDay(apartmentId: string): number | null {
  try {
    const v = localStorage.getItem(RECEIPT_CACHE + apartmentId);
    if (v === null) return null;
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 && n <= 28 ? n : null;
  } catch {
    return null;
  }
}

function cacheReceiptDay(apartmentId: string, day: number | null) {
  try {
    if (day === null) localStorage.removeItem(RECEIPT_CACHE + apartmentId);
    else localStorage.setItem(RECEIPT_CACHE + apartmentId, String(day));
  } catch {
    /* storage blocked: the 1st is used offline */
  }
}

/**
 * The apartment's meter receipt day (General_6): from the server when reachable (and remembered on the device), else
 * the remembered one, else null (the period then starts on the 1st).
 */
export function useReceiptDay(apartmentId: string | null): number | null {
  const q = useQuery({
    queryKey: ['settings', 'meter-receipt', apartmentId],
    queryFn: async () => {
      const r = await api<MeterReceipt>(`/api/settings/meter-receipt/${apartmentId}`);
      cacheReceiptDay(apartmentId!, r.receiptDay);
      return r;
    },
    enabled: !!apartmentId,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!apartmentId) return null;
  return q.data ? q.data.receiptDay : cachedReceiptDay(apartmentId);
}
