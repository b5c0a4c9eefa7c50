import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Public partner registrations (part 1 §2.2); region fields hold administrative-division codes. */
export const partnerRegistrations = sqliteTable(
  'partner_registrations',
  {
    id: text('id').primaryKey(),
    regName: text('reg_name').notNull(),
    regPhone: text('reg_phone').notNull(),
    locProvince: text('loc_province').notNull(),
    locCity: text('loc_city').notNull(),
    locDistrict: text('loc_district').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('partner_phone_uq').on(t.regPhone)],
);
