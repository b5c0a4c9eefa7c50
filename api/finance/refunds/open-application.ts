import { ulid } from 'ulid';
import type { CheckoutWrite } from '../../checkout/bill-overstay';
import type { RefundPayoutLine } from '../../checkout/book-settlement';
import { REFUND_APP } from '../../../sync/rules/finance/refund-rules';
import { refundApplications } from './schema';

/**
 * The refund a settlement owes the tenant becomes an application (待审批), in the settlement's unit of work. Nothing is
 * paid out yet: the payout rows are written when it is paid (pay-refund.ts). No application when nothing is owed.
 */
export async function openRefundApplication(
  { tx, now, user, lease, checkoutId, date }: CheckoutWrite,
  payouts: RefundPayoutLine[],
  proposedWay: number | null,
) {
  const amount = payouts.reduce((s, p) => s + p.amount, 0);
  if (amount <= 0) return null;
  const id = ulid(now);
  await tx.insert(refundApplications).values({
    id,
    orgId: user.orgId,
    createdAt: now,
    updatedAt: now,
    leaseId: lease.id,
    checkoutId,
    apartmentId: lease.apartmentId,
    roomId: lease.roomId,
    tenant: lease.tenant,
    phone: lease.phone,
    amount,
    proposedWay,
    lines: JSON.stringify(payouts),
    checkOutDate: date,
    status: REFUND_APP.pending,
    applicantId: user.id,
  });
  return id;
}
