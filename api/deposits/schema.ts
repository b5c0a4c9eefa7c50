import { index, integer, table, text } from '../db/kit';
import { changeColumns, rowColumns } from '../db/columns';

/**
 * A deposit (earnest-money) order for a room (spec part 2 §2.2, §3 "Deposit order", §4). Money in fen; dates
 * 'YYYY-MM-DD' (Asia/Shanghai). Status: payStatus 0 unpaid / 1 paid; signStatus 0 not signed, 1 signed, 2 voided or
 * expired, 3 revoked.
 */
export const depositOrders = table(
  'deposit_orders',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    /** Human-facing order number, made by the server ('DJ' + date + sequence). */
    orderNo: text('order_no').notNull(),
    promiseMan: text('promise_man').notNull(),
    phone: text('phone').notNull(),
    advanceCost: integer('advance_cost').notNull(),
    rentCost: integer('rent_cost').notNull(),
    /** The lease period agreed, and the latest date the lease must be signed by. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    latestDate: text('latest_date').notNull(),
    payStatus: integer('pay_status').notNull().default(0),
    signStatus: integer('sign_status').notNull().default(0),
    payWay: integer('pay_way'),
    payTime: integer('pay_time'),
    receiptPicture: text('receipt_picture').notNull().default(''),
    remark: text('remark').notNull().default(''),
    creatorId: text('creator_id').notNull(),
    confirmTime: integer('confirm_time'),
    leaseId: text('lease_id'),
    leaseTime: integer('lease_time'),
    cancelTime: integer('cancel_time'),
    voidTime: integer('void_time'),
    /** Receipt number of the collection (ledger entry), '' while unpaid. */
    receiptNumber: text('receipt_number').notNull().default(''),
    /** A revoked paid order whose deposit was given back: when and how (payment way 0–7). */
    refundTime: integer('refund_time'),
    refundWay: integer('refund_way'),
  },
  (t) => [
    index('deposit_orders_org_idx').on(t.orgId, t.createdAt),
    index('deposit_orders_room_idx').on(t.roomId),
    index('deposit_orders_org_version_idx').on(t.orgId, t.version),
  ],
);
