/** The billing ranges of meters: generate-bills.ts bills them, bill-items.ts lists them. */
import { inArray, sql } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { chunks } from '../db/chunks';
import { meters } from './schema';

type Meter = typeof meters.$inferSelect;

/** What a meter would be billed now: from its billed (or first accepted) reading to its last accepted reading. */
export interface BillingRange {
  startNum: number;
  /** null when the start is a value typed before the first bill. */
  startReadingId: string | null;
  endNum: number;
  endReadingId: string;
  usage: number;
}

export type MeterState = Pick<Meter, 'id' | 'lastValue' | 'lastReadingId' | 'billedValue' | 'billedReadingId'>;

// The first accepted reading of a meter (by time; accepted readings never go down), as a correlated subquery of meters.
const firstAccepted = (col: 'id' | 'value') =>
  sql.raw(
    `(select r.${col} from meter_readings r where r.meter_id = "meters"."id" and r.review = 0 order by r.read_at asc, r.value asc, r.id asc limit 1)`,
  );

/**
 * The billing ranges of meters, by meter id (one query per 500 never-billed meters): null when the meter has no
 * accepted reading. The start is the meter's billedValue (the end of its last bill, or a start typed before the first
 * bill), else its first accepted reading (by time; accepted readings never go down). api/meters/list.ts shows the same
 * numbers as lastNum / nowNum.
 */
export async function billingRanges(
  db: Reader,
  list: readonly MeterState[],
): Promise<Map<string, BillingRange | null>> {
  const firstOf = new Map<string, { id: string; value: number }>();
  const unbilled = list
    .filter((m) => m.lastValue !== null && m.lastReadingId !== null && m.billedValue === null)
    .map((m) => m.id);
  for (const part of chunks([...new Set(unbilled)])) {
    const rows = await db
      .select({
        meterId: meters.id,
        id: sql<string | null>`${firstAccepted('id')}`,
        value: sql<number | null>`${firstAccepted('value')}`,
      })
      .from(meters)
      .where(inArray(meters.id, part));
    for (const r of rows)
      if (r.id !== null && r.value !== null) firstOf.set(r.meterId, { id: r.id, value: Number(r.value) });
  }
  const out = new Map<string, BillingRange | null>();
  for (const meter of list) {
    if (meter.lastValue === null || meter.lastReadingId === null) {
      out.set(meter.id, null);
      continue;
    }
    // billedValue without billedReadingId: a start typed on the desktop before the first bill (PUT /api/meters/:id/start).
    const start =
      meter.billedValue !== null ? { id: meter.billedReadingId, value: meter.billedValue } : firstOf.get(meter.id);
    out.set(
      meter.id,
      start
        ? {
            startNum: start.value,
            startReadingId: start.id,
            endNum: meter.lastValue,
            endReadingId: meter.lastReadingId,
            usage: meter.lastValue - start.value,
          }
        : null,
    );
  }
  return out;
}
