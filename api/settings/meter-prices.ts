import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../db/store';
import { badRequest } from '../http/errors';
import { METER_CATEGORIES, SETTINGS_MSG } from '../../sync/rules/settings/settings';
import type { MeterPriceRow, MeterReceipt } from '../../sync/contract/settings/settings-shapes';
import { configOf, upsertConfig, type Who } from './apartment-config';
import { meterPrices } from './schema';
import { visibleApartment } from '../houses/scope';

/**
 * Utility unit prices of an apartment of the org (General_6): one row per category of METER_CATEGORIES.
 * The caller checks that the user may see the apartment.
 */
export async function meterPricesOf(q: Reader, orgId: string, apartmentId: string): Promise<MeterPriceRow[]> {
  const saved = await q
    .select()
    .from(meterPrices)
    .where(and(eq(meterPrices.orgId, orgId), eq(meterPrices.apartmentId, apartmentId)));
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

/** Saves the unit price of each category given (one row per apartment and category), inside the caller's unit. */
export async function writeMeterPrices(
  tx: Tx,
  now: number,
  orgId: string,
  apartmentId: string,
  rows: { category: number; unitPrice: number; useAble: number }[],
) {
  for (const r of rows) {
    await tx
      .insert(meterPrices)
      .values({
        id: ulid(now),
        orgId,
        apartmentId,
        category: r.category,
        unitPrice: r.unitPrice,
        useAble: r.useAble,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [meterPrices.apartmentId, meterPrices.category],
        set: { unitPrice: r.unitPrice, useAble: r.useAble, updatedAt: now },
      });
  }
}

export async function saveMeterPrices(
  db: Db,
  now: number,
  user: Who,
  apartmentId: string,
  rows: { category: number; unitPrice: number; useAble: number }[],
) {
  if (!rows.some((r) => r.useAble === 1)) {
    await visibleApartment(db, user, apartmentId);
    throw badRequest(SETTINGS_MSG.notSelected);
  }
  return db.write(user.orgId, async (tx) => {
    await visibleApartment(tx, user, apartmentId);
    await writeMeterPrices(tx, now, user.orgId, apartmentId, rows);
    return meterPricesOf(tx, user.orgId, apartmentId);
  });
}

/** Meter receipt settings: receiptDay (1–28, day of month readings are due; null unset), receiptType (0 default). */
export async function meterReceiptOf(q: Reader, orgId: string, apartmentId: string): Promise<MeterReceipt> {
  const cfg = await configOf(q, orgId, apartmentId);
  return { receiptId: cfg?.id ?? null, receiptDay: cfg?.receiptDay ?? null, receiptType: cfg?.receiptType ?? 0 };
}

export function saveMeterReceipt(
  db: Db,
  now: number,
  user: Who,
  apartmentId: string,
  input: { receiptDay: number; receiptType: number },
) {
  return db.write(user.orgId, async (tx) => {
    await visibleApartment(tx, user, apartmentId);
    await upsertConfig(tx, now, user.orgId, apartmentId, {
      receiptDay: input.receiptDay,
      receiptType: input.receiptType,
    });
    return meterReceiptOf(tx, user.orgId, apartmentId);
  });
}
