import { autoId, index, integer, table, text, uniqueIndex } from '../db/kit';

/** Public partner registrations (part 1 §2.2); region fields hold administrative-division codes. */
export const partnerRegistrations = table(
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
export const registrationAttempts = table(
  'registration_attempts',
  {
    id: autoId('id'),
    ip: text('ip').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('registration_attempts_ip_idx').on(t.ip, t.at)],
);
