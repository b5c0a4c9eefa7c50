import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { assertBillsOpen, leaseHouseText, visibleLease } from '../leases/access';
import { bills } from '../leases/schema';
import { BILL_MSG, checkBatchSelection } from '../../sync/rules/bills/bill-rules';
import type { BillsQrInput, PayConfig, QrCode } from '../../sync/contract/payments/payments';
import type { Reader } from '../db/store';
import { apartmentPayConfig } from './configs';
import type { DriverContext } from './driver';
import { createQrTrade } from './scan-pay';

/** The ids a bills payment order pays for (payment_orders.sourceId of sourceType 'bills'). */
export const billIdsOf = (sourceId: string) => sourceId.split(',').filter(Boolean);

/**
 * A QR code to pay selected bills of a lease (§2.7 scan-to-pay, §5 "Batch actions"): something must be selected
 * ('您还没有选择未收款的账单'), every selected bill must be a collectable bill of this lease ('所选账单中包含已收款账单'),
 * the lease's bills open (not after check-out); then the apartment's payment config and the fee as for deposit orders
 * (createQrTrade). The payer is asked the bills' total + fee; the refresh books the bills once paid.
 */
export async function billsScanPay(ctx: DriverContext, user: AuthUser, input: BillsQrInput): Promise<QrCode> {
  if (input.pkIds.length === 0) throw badRequest(BILL_MSG.noneSelected);
  const lease = await visibleLease(ctx.db, user, input.leaseId);
  assertBillsOpen(lease);
  return leaseBillsTrade(ctx, user, { ...lease, houseText: leaseHouseText(lease) }, input.pkIds, input.payType);
}

/**
 * The trade of bills of one lease (the operator's QR code above, or the tenant page's payment, api/tenant/pay-bills.ts):
 * every selected bill must be a collectable bill of the lease ('所选账单中包含已收款账单'), then createQrTrade for
 * their total. `who` makes the payment order (the operator, or for a tenant the operator who issued the link).
 */
export async function leaseBillsTrade(
  ctx: DriverContext,
  who: Pick<AuthUser, 'orgId' | 'id'>,
  lease: { id: string; apartmentId: string; roomId: string; houseText: string },
  pkIds: readonly string[],
  payType: number,
): Promise<QrCode> {
  const ids = [...new Set(pkIds)];
  if (ids.length === 0) throw badRequest(BILL_MSG.noneSelected);
  const rows = await ctx.db
    .select()
    .from(bills)
    .where(and(eq(bills.orgId, who.orgId), eq(bills.leaseId, lease.id), inArray(bills.id, ids)));
  if (rows.length !== ids.length) throw badRequest(BILL_MSG.billNotFound);
  const refusal = checkBatchSelection(rows);
  if (refusal) throw conflict(refusal);
  const amount = rows.reduce((s, b) => s + b.accountReceivable, 0);
  if (amount <= 0) throw badRequest('所选账单金额为0，无需扫码支付');
  const ordered = ids.map((id) => rows.find((b) => b.id === id)!);
  return createQrTrade(ctx, who, {
    apartmentId: lease.apartmentId,
    roomId: lease.roomId,
    sourceType: 'bills',
    sourceId: ordered.map((b) => b.id).join(','),
    amount,
    payType,
    subject: `账单 ${lease.houseText}`,
  });
}

/** The payment config of a lease's apartment (the bills' QR panel asks it first), or null ('请先配置支付'). */
export async function leasePayConfig(db: Reader, user: AuthUser, leaseId: string): Promise<PayConfig | null> {
  const lease = await visibleLease(db, user, leaseId);
  return apartmentPayConfig(db, user.orgId, lease.apartmentId);
}
