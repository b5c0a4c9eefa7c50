import { and, asc, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { rentDefaultsBody } from '../../sync/contract/settings/settings-inputs';
import type { Db, Reader, Tx } from '../db/store';
import { feeItems } from '../templates/schema';
import { joinFacility, parseFacility, REMOVED_ITEM } from '../../sync/product/catalog';
import type { HouseDefaults } from '../../sync/contract/settings/settings-shapes';
import { configOf, upsertConfig, type Who } from './apartment-config';
import { visibleApartment } from '../houses/scope';

/** The owner type of an apartment's default other amounts in fee_items (ownerId = apartmentId). */
export const DEFAULT_ITEMS_OWNER = 'apartment_default';

/**
 * The house defaults of an apartment of the org (General_2), read by the template form. Nulls and empties when unset.
 * The caller checks that the user may see the apartment (or uses it for an apartment it already scoped).
 */
export async function houseDefaultsOf(q: Reader, orgId: string, apartmentId: string): Promise<HouseDefaults> {
  const cfg = await configOf(q, orgId, apartmentId);
  const items = (
    await q
      .select({ costId: feeItems.id, item: feeItems.item, cost: feeItems.cost, itemType: feeItems.itemType })
      .from(feeItems)
      .where(
        and(eq(feeItems.orgId, orgId), eq(feeItems.ownerType, DEFAULT_ITEMS_OWNER), eq(feeItems.ownerId, apartmentId)),
      )
      .orderBy(asc(feeItems.sort))
  ).filter((i) => i.cost !== REMOVED_ITEM);
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

type RentDefaultsInput = z.output<typeof rentDefaultsBody>;

export function saveRentDefaults(db: Db, now: number, user: Who, apartmentId: string, input: RentDefaultsInput) {
  return db.write(user.orgId, async (tx) => {
    await visibleApartment(tx, user, apartmentId);
    await upsertConfig(tx, now, user.orgId, apartmentId, input);
    return houseDefaultsOf(tx, user.orgId, apartmentId);
  });
}

/** Replaces the default other amounts of an apartment inside the caller's unit; entries marked removed (cost -100) are dropped. */
export async function writeDefaultItems(
  tx: Tx,
  now: number,
  orgId: string,
  apartmentId: string,
  items: { item: string; cost: number; itemType: number }[],
) {
  const kept = items.filter((i) => i.cost !== REMOVED_ITEM);
  await tx
    .delete(feeItems)
    .where(
      and(eq(feeItems.orgId, orgId), eq(feeItems.ownerType, DEFAULT_ITEMS_OWNER), eq(feeItems.ownerId, apartmentId)),
    );
  if (kept.length)
    await tx.insert(feeItems).values(
      kept.map((i, sort) => ({
        id: ulid(now),
        orgId,
        ownerType: DEFAULT_ITEMS_OWNER,
        ownerId: apartmentId,
        item: i.item,
        cost: i.cost,
        itemType: i.itemType,
        sort,
        createdAt: now,
      })),
    );
}

/** Replaces the default other amounts; entries marked removed (cost -100) are dropped. */
export function saveDefaultItems(
  db: Db,
  now: number,
  user: Who,
  apartmentId: string,
  items: { item: string; cost: number; itemType: number }[],
) {
  return db.write(user.orgId, async (tx) => {
    await visibleApartment(tx, user, apartmentId);
    await writeDefaultItems(tx, now, user.orgId, apartmentId, items);
    return houseDefaultsOf(tx, user.orgId, apartmentId);
  });
}

export function saveIntro(
  db: Db,
  now: number,
  user: Who,
  apartmentId: string,
  input: { title: string; intro: string },
) {
  return db.write(user.orgId, async (tx) => {
    await visibleApartment(tx, user, apartmentId);
    await upsertConfig(tx, now, user.orgId, apartmentId, { title: input.title, intro: input.intro });
    return houseDefaultsOf(tx, user.orgId, apartmentId);
  });
}

/** Facility ids as stored: the known ones, sorted, joined by '_'. */
export const facilityOf = (facility: number[]) => joinFacility(parseFacility(facility.join('_')));

export function saveFacility(db: Db, now: number, user: Who, apartmentId: string, facility: number[]) {
  return db.write(user.orgId, async (tx) => {
    await visibleApartment(tx, user, apartmentId);
    await upsertConfig(tx, now, user.orgId, apartmentId, { facility: facilityOf(facility) });
    return houseDefaultsOf(tx, user.orgId, apartmentId);
  });
}
