import { index, integer, table, text, uniqueIndex } from '../../db/kit';
import { changeColumns, rowColumns } from '../../db/columns';

/**
 * A refund application (issue 21, /drawbackApplict): the net refund a check-out owes the tenant (returnCost),
 * one per settlement. Its ledger payout rows (outgoing, the way chosen when paying) are written when it is paid, in
 * that unit of work (api/effects.ts checks it); status and the steps' who/when as sync/rules/finance/refund-rules.ts.
 */
export const refundApplications = table(
  'refund_applications',
  {
    ...rowColumns(),
    ...changeColumns(),
    leaseId: text('lease_id').notNull(),
    /** The settlement (lease_checkouts.id): the ledger rows of the refund are its 'settlement' rows. */
    checkoutId: text('checkout_id').notNull(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    tenant: text('tenant').notNull(),
    phone: text('phone').notNull().default(''),
    /** Fen, > 0: the settlement's returnCost. */
    amount: integer('amount').notNull(),
    /** The payout route proposed at check-out (the settlement's pathway). */
    proposedWay: integer('proposed_way'),
    /** The paid-out parts of the refund lines, JSON [{ name, billType, amount }] (they total amount). */
    lines: text('lines').notNull(),
    checkOutDate: text('check_out_date').notNull(),
    /** 0 待审批, 1 待付款, 2 已退款, 3 已驳回. */
    status: integer('status').notNull().default(0),
    applicantId: text('applicant_id').notNull(),
    approvedBy: text('approved_by'),
    approvedAt: integer('approved_at'),
    paidBy: text('paid_by'),
    paidAt: integer('paid_at'),
    payDate: text('pay_date'),
    paymentWay: integer('payment_way'),
    rejectedBy: text('rejected_by'),
    rejectedAt: integer('rejected_at'),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('refund_app_checkout_uq').on(t.checkoutId),
    index('refund_app_org_idx').on(t.orgId, t.status, t.createdAt),
    index('refund_app_lease_idx').on(t.leaseId),
  ],
);
