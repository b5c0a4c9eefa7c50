import { checkSelection, METER_BILL_MSG, usageWarning, type GenerateItem } from '../../sync/rules/meters/meter-bills';
import { usageFromBase } from '../../sync/rules/meters/meter-rules';
import type { MeterBillItem, MeterRoomRow } from './meters-api';

/**
 * The generate-bill checks of spec part 3 §4/§5 on the screen's selection, in order (the shared rules of
 * sync/rules/meters/meter-bills.ts, which the server applies again): rooms ticked, a meter ticked in every ticked
 * room, a negative usage stops (notice), a zero usage asks to continue. Only rooms with a current lease can be
 * ticked; the numbers sent are the list's 上次读数 / 本次读数 (the server's billing range, checked again on its side).
 */
export type BillCheck =
  | { kind: 'refuse'; message: string }
  | { kind: 'negative'; message: string }
  | { kind: 'ok'; items: MeterBillItem[]; zero: boolean };

/** 用量 of a table row: 本次 against 上次 (the walk's rule too: usageFromBase, sync/rules/meters). */
export const meterUsage = (m: { lastNum: number | null; nowNum: number | null }): number | null =>
  usageFromBase(m.lastNum, m.nowNum);

export function checkBillSelection(
  rows: readonly MeterRoomRow[],
  rooms: ReadonlySet<string>,
  meters: ReadonlySet<string>,
): BillCheck {
  const all: GenerateItem[] = [];
  for (const r of rows) {
    if (!rooms.has(r.houseId) || !r.leaseId) continue;
    const chosen = r.handwritten.filter((m) => meters.has(m.meterId));
    if (!chosen.length) all.push({ houseId: r.houseId, leaseId: r.leaseId, meterId: null });
    for (const m of chosen)
      all.push({
        houseId: r.houseId,
        leaseId: r.leaseId,
        meterId: m.meterId,
        devType: m.devType,
        startNum: m.lastNum,
        endNum: m.nowNum,
      });
  }
  const refusal = checkSelection(all);
  if (refusal) return { kind: 'refuse', message: refusal };
  const warn = usageWarning(all);
  if (warn === 'negative') return { kind: 'negative', message: METER_BILL_MSG.negative };
  const items = all.map((i) => ({
    houseId: i.houseId,
    leaseId: i.leaseId,
    meterId: i.meterId!,
    devType: i.devType!,
    startNum: i.startNum ?? null,
    endNum: i.endNum ?? null,
  }));
  return { kind: 'ok', items, zero: warn === 'zero' };
}
