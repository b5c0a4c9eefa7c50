import { index, integer, table, text } from '../db/kit';
import { rowColumns } from '../db/columns';

/**
 * A viewing appointment (spec part 2 §3 "Viewing appointment", §2.3): made by a prospective tenant through the tenant
 * services (or demo data); staff read them and keep an editable remark. appointmentType 0 on-site, 1 audio/video.
 * `roomId` may be null (an apartment-level appointment); `leaseId` links it to the lease it led to, when any.
 */
export const appointments = table(
  'appointments',
  {
    ...rowColumns(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id'),
    leaseId: text('lease_id'),
    appointmentType: integer('appointment_type').notNull().default(0),
    /** Epoch ms of the appointed time. */
    appointmentTime: integer('appointment_time').notNull(),
    linkman: text('linkman').notNull(),
    phone: text('phone').notNull(),
    comment: text('comment').notNull().default(''),
    remark: text('remark').notNull().default(''),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('appointments_org_time_idx').on(t.orgId, t.appointmentTime)],
);
