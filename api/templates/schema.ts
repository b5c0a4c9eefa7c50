import { sql } from 'drizzle-orm';
import { index, integer, real, table, text, uniqueIndex } from '../db/kit';
import { rowColumns, syncColumns } from '../db/columns';
import { apartments } from '../houses/schema';

/** Room template (houseTemplate, spec part 1 §3). Money in fen; deposit/payment are months (押N付M). */
export const roomTemplates = table(
  'room_templates',
  {
    ...rowColumns(),
    ...syncColumns(),
    apartmentId: text('apartment_id')
      .notNull()
      .references(() => apartments.id),
    name: text('name').notNull(),
    area: real('area'),
    bedroom: integer('bedroom').notNull().default(0),
    hall: integer('hall').notNull().default(0),
    bathroom: integer('bathroom').notNull().default(0),
    deposit: integer('deposit'),
    payment: integer('payment'),
    rentCost: integer('rent_cost'),
    depositCost: integer('deposit_cost'),
    advanceCost: integer('advance_cost'),
    collectRentType: integer('collect_rent_type'),
    collectRentDay: integer('collect_rent_day'),
    advert: text('advert').notNull().default(''),
    nearby: text('nearby').notNull().default(''),
    facility: text('facility').notNull().default(''),
    intro: text('intro').notNull().default(''),
  },
  (t) => [
    index('templates_apartment_idx').on(t.apartmentId),
    // A live template's name is unique within its apartment (deleted ones keep theirs as history).
    uniqueIndex('templates_apartment_name_uq')
      .on(t.apartmentId, t.name)
      .where(sql`deleted_at IS NULL`),
  ],
);

/**
 * Other-fee items (part 1 §3 "Other-fee item") of a template, a room, or an apartment's default other amounts:
 * ownerType 'template' | 'room' | 'apartment_default', ownerId the record's id. Cost in fen.
 */
export const feeItems = table(
  'fee_items',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    item: text('item').notNull(),
    cost: integer('cost').notNull(),
    itemType: integer('item_type').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('fee_items_owner_idx').on(t.ownerType, t.ownerId)],
);
