import { and, asc, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { feeItems } from '../templates/schema';
import { joinFacility, parseFacility, REMOVED_ITEM } from '../../sync/catalog';
import type { HouseDefaults } from '../../sync/settings';
import { apartmentInScope, configOf, upsertConfig, type Who } from './apartment-config';

/** The owner type of an apartment's default other amounts in fee_items (ownerId = apartmentId). */
export const DEFAULT_ITEMS_OWNER = 'apartment_default';

/**
 * The house defaults of an apartment of the org (General_2), read by the template form. Nulls and empties when unset.
 * The caller checks that the user may see the apartment (or uses it for an apartment it already scoped).
 */
export function houseDefaultsOf(db: Db, orgId: string, apartmentId: string): HouseDefaults {
  const cfg = configOf(db, orgId, apartmentId);
  const items = db
    .select({ costId: feeItems.id, item: feeItems.item, cost: feeItems.cost, itemType: feeItems.itemType })
    .from(feeItems)
    .where(and(eq(feeItems.orgId, orgId), eq(feeItems.ownerType, DEFAULT_ITEMS_OWNER), eq(feeItems.ownerId, apartmentId)))
    .orderBy(asc(feeItems.sort))
    .all()
    .filter((i) => i.cost !== REMOVED_ITEM);
  return {
    advanceCost: cfg?.advanceCost ?? null,
    deposit: cfg?.deposit ?? null,
    payment: cfg?.payment ?? null,
    collectRentType: cfg?.collectRentType ?? null,
    collectRentDay: cfg?.collectRentDay ?? null,
    sourceType: cfg?.sourceType ?? null,
    items,
    title: cfg?.title ?? '',
    intro: cfg?.intro ?? '',
    facility: cfg?.facility ?? '',
  };
}

export interface RentDefaultsInput {
  advanceCost: number | null;
  deposit: number | null;
  payment: number | null;
  collectRentType: number | null;
  collectRentDay: number | null;
  sourceType: number;
}

export function saveRentDefaults(db: Db, now: number, user: Who, apartmentId: string, input: RentDefaultsInput) {
  apartmentInScope(db, user, apartmentId);
  upsertConfig(db, now, user.orgId, apartmentId, input);
  return houseDefaultsOf(db, user.orgId, apartmentId);
}

/** Replaces the default other amounts; entries marked removed (cost -100) are dropped. */
export function saveDefaultItems(
  db: Db,
  now: number,
  user: Who,
  apartmentId: string,
  items: { item: string; cost: number; itemType: number }[],
) {
  apartmentInScope(db, user, apartmentId);
  const kept = items.filter((i) => i.cost !== REMOVED_ITEM);
  db.transaction((tx) => {
    tx.delete(feeItems)
      .where(and(eq(feeItems.orgId, user.orgId), eq(feeItems.ownerType, DEFAULT_ITEMS_OWNER), eq(feeItems.ownerId, apartmentId)))
      .run();
    if (kept.length)
      tx.insert(feeItems)
        .values(
          kept.map((i, sort) => ({
            id: ulid(now),
            orgId: user.orgId,
            ownerType: DEFAULT_ITEMS_OWNER,
            ownerId: apartmentId,
            item: i.item,
            cost: i.cost,
            itemType: i.itemType,
            sort,
            createdAt: now,
          })),
        )
        .run();
  });
  return houseDefaultsOf(db, user.orgId, apartmentId);
}

export function saveIntro(db: Db, now: number, user: Who, apartmentId: string, input: { title: string; intro: string }) {
  apartmentInScope(db, user, apartmentId);
  upsertConfig(db, now, user.orgId, apartmentId, { title: input.title, intro: input.intro });
  return houseDefaultsOf(db, user.orgId, apartmentId);
}

export function saveFacility(db: Db, now: number, user: Who, apartmentId: string, facility: number[]) {
  apartmentInScope(db, user, apartmentId);
  upsertConfig(db, now, user.orgId, apartmentId, { facility: joinFacility(parseFacility(facility.join('_'))) });
  return houseDefaultsOf(db, user.orgId, apartmentId);
}
