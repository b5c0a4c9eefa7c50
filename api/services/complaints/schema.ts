import { index, integer, table, text } from '../../db/kit';
import { changeColumns, rowColumns } from '../../db/columns';

/**
 * A complaint or suggestion a tenant files from their page (/complaintAdvice; spec part 3 §2.11, §3 "Complaint or
 * suggestion": title, desc, reply, replyTime, status, pictures, createTime): `kind` COMPLAINT_KIND, `status`
 * COMPLAINT_STATUS (replied once only, §4). Pictures are `pictures` rows of ownerType 'complaint'.
 */
export const complaints = table(
  'complaints',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    leaseId: text('lease_id').notNull(),
    tenantName: text('tenant_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    kind: integer('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    status: integer('status').notNull().default(0),
    reply: text('reply').notNull().default(''),
    replyTime: integer('reply_time'),
    replyByName: text('reply_by_name').notNull().default(''),
  },
  (t) => [
    index('complaints_org_apt_idx').on(t.orgId, t.apartmentId, t.createdAt),
    index('complaints_lease_idx').on(t.leaseId, t.createdAt),
  ],
);
