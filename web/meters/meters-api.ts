import { useQuery } from '@tanstack/react-query';
import type { MeterCell, MeterRoomRow } from '../../sync/contract/meters/meter-shape';
import type { BodyOf } from '../../sync/contract/route';
import { meters, type RefreshBody } from '../../sync/contract/meters/meters';
import { settings } from '../../sync/contract/settings/settings';
import { call } from '../lib/api';

/** The wire shapes of /api/meters (sync/contract/meters/meter-shape.ts): readings in hundredths of a unit. */
export type HandwrittenMeter = MeterCell;
export type { MeterRoomRow };

export const METERS_KEY = ['meters'] as const;

export const fetchMeterRows = (q: { apartmentId: string; floor?: number | null; current: number; size?: number }) =>
  call(meters.list, {
    query: { apartmentId: q.apartmentId, floor: q.floor ?? undefined, current: q.current, size: q.size ?? 10 },
  });

/** Records a reading online (desktop 本次读数). `readingId` is a ULID made here (a repeated call is one reading). */
export const recordReading = (body: { readingId: string; meterId: string; value: number; readAt?: number }) =>
  call(meters.read, { json: body });

/** Asks a smart meter for its reading now; the server refuses with '更新失败' (and another meter type with its message). */
export const refreshSmartMeter = (houseId: string, devType: number) =>
  call(meters.refresh, { json: { houseId, devType: devType as RefreshBody['devType'] } });

/** Edits a meter's 上次读数 (the value the next bill starts from). */
export const editStartReading = (meterId: string, value: number) =>
  call(meters.start, { params: { meterId }, json: { value } });

/** One item of a utility bill request (§3 "Bill generation item"): the list's 上次读数 / 本次读数 of a chosen meter. */
export type MeterBillItem = BodyOf<typeof meters.generateBills>['items'][number];

/** createType 0 follows the lease's billing cycle, 1 uses `payTime` (YYYY-MM-DD) as the payment date. */
export const generateMeterBills = (body: BodyOf<typeof meters.generateBills>) =>
  call(meters.generateBills, { json: body });

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
      const r = await call(settings.meterReceipt, { params: { apartmentId: apartmentId! } });
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
