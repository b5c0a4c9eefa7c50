import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { METER_CATEGORIES, SETTINGS_MSG, type MeterPriceRow, type MeterReceipt } from '../../sync/settings';
import { apartmentInScope, configOf, upsertConfig, type Who } from './apartment-config';
import { meterPrices } from './schema';

/**
 * Utility unit prices of an apartment of the org (General_6): one row per category of METER_CATEGORIES.
 * The caller checks that the user may see the apartment.
 */
export function meterPricesOf(db: Db, orgId: string, apartmentId: string): MeterPriceRow[] {
  const saved = db
    .select()
    .from(meterPrices)
    .where(and(eq(meterPrices.orgId, orgId), eq(meterPrices.apartmentId, apartmentId)))
    .all();
  return METER_CATEGORIES.map((c) => {
    const row = saved.find((s) => s.category === c.category);
    return {
      category: c.category,
      name: c.name,
      unit: c.unit,
      unitPrice: row ? row.unitPrice : null,
      useAble: row?.useAble ?? 0,
      isExist: row ? 1 : 0,
    };
  });
}

export function saveMeterPrices(
  db: Db,
  now: number,
  user: Who,
  apartmentId: string,
  rows: { category: number; unitPrice: number; useAble: number }[],
) {
  apartmentInScope(db, user, apartmentId);
  if (!rows.some((r) => r.useAble === 1)) throw badRequest(SETTINGS_MSG.notSelected);
  db.transaction((tx) => {
    for (const r of rows) {
      tx.insert(meterPrices)
        .values({ id: ulid(now), orgId: user.orgId, apartmentId, category: r.category, unitPrice: r.unitPrice, useAble: r.useAble, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [meterPrices.apartmentId, meterPrices.category],
          set: { unitPrice: r.unitPrice, useAble: r.useAble, updatedAt: now },
        })
        .run();
    }
  });
  return meterPricesOf(db, user.orgId, apartmentId);
}

/** Meter receipt settings: receiptDay (1–28, day of month readings are due; null unset), receiptType (0 default). */
export function meterReceiptOf(db: Db, orgId: string, apartmentId: string): MeterReceipt {
  const cfg = configOf(db, orgId, apartmentId);
  return { receiptId: cfg?.id ?? null, receiptDay: cfg?.receiptDay ?? null, receiptType: cfg?.receiptType ?? 0 };
}

export function saveMeterReceipt(db: Db, now: number, user: Who, apartmentId: string, input: { receiptDay: number; receiptType: number }) {
  apartmentInScope(db, user, apartmentId);
  upsertConfig(db, now, user.orgId, apartmentId, { receiptDay: input.receiptDay, receiptType: input.receiptType });
  return meterReceiptOf(db, user.orgId, apartmentId);
}
