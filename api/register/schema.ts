import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

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

/** Public registrations per client address, counted before the registration is judged (api/register/limit.ts). */
export const registrationAttempts = sqliteTable(
  'registration_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ip: text('ip').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('registration_attempts_ip_idx').on(t.ip, t.at)],
);
