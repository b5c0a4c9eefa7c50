import { index, integer, table, text } from '../../db/kit';
import { changeColumns, rowColumns } from '../../db/columns';

/**
 * An online application item (/onlineAplly; spec part 3 §2.10, §3 "Online application item": title, tdesc, price,
 * picture, xqId, time): something of an apartment tenants book by the hour (a meeting room, a gym slot) within its
 * bookable dates `startDate`..`endDate` (YYYY-MM-DD, Asia/Shanghai). `price` in fen per hour. Pictures are `pictures`
 * rows of ownerType 'application_item'. Deleted softly (`deletedAt`): its bookings keep their item.
 */
export const applicationItems = table(
  'application_items',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    price: integer('price').notNull().default(0),
    createdBy: text('created_by').notNull().default(''),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('application_items_org_apt_idx').on(t.orgId, t.apartmentId, t.createdAt)],
);

/**
 * A tenant's booking of an item (spec §3 "Application": applyName, reason, startTime, endTime, status, systemJyh):
 * made from the tenant page for their lease, `startTime`..`endTime` (ms) within the item's bookable dates; `amount`
 * the price of the hours in fen. `status` APPLICATION_STATUS (§4): applying until the operator approves or rejects
 * it, or it is cancelled (by the tenant while applying, by the operator, or by deleting the item). The dashboard's
 * 在线申请 counts the applying ones.
 */
export const onlineApplications = table(
  'online_applications',
  {
    ...rowColumns(),
    ...changeColumns(),
    itemId: text('item_id').notNull(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    leaseId: text('lease_id').notNull(),
    applyName: text('apply_name').notNull(),
    phone: text('phone').notNull().default(''),
    reason: text('reason').notNull().default(''),
    startTime: integer('start_time').notNull(),
    endTime: integer('end_time').notNull(),
    amount: integer('amount').notNull().default(0),
    status: integer('status').notNull(),
    handledAt: integer('handled_at'),
    handledByName: text('handled_by_name').notNull().default(''),
  },
  (t) => [
    index('online_applications_open_idx').on(t.orgId, t.status, t.apartmentId),
    index('online_applications_item_idx').on(t.itemId, t.startTime),
    index('online_applications_lease_idx').on(t.leaseId, t.createdAt),
  ],
);
