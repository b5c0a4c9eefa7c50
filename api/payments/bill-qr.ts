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
  const { db } = ctx;
  const ids = [...new Set(input.pkIds)];
  if (ids.length === 0) throw badRequest(BILL_MSG.noneSelected);
  const lease = await visibleLease(db, user, input.leaseId);
  assertBillsOpen(lease);
  const rows = await db
    .select()
    .from(bills)
    .where(and(eq(bills.orgId, user.orgId), eq(bills.leaseId, lease.id), inArray(bills.id, ids)));
  if (rows.length !== ids.length) throw badRequest(BILL_MSG.billNotFound);
  const refusal = checkBatchSelection(rows);
  if (refusal) throw conflict(refusal);
  const amount = rows.reduce((s, b) => s + b.accountReceivable, 0);
  if (amount <= 0) throw badRequest('所选账单金额为0，无需扫码支付');
  const ordered = ids.map((id) => rows.find((b) => b.id === id)!);
  return createQrTrade(ctx, user, {
    apartmentId: lease.apartmentId,
    roomId: lease.roomId,
    sourceType: 'bills',
    sourceId: ordered.map((b) => b.id).join(','),
    amount,
    payType: input.payType,
    subject: `账单 ${leaseHouseText(lease)}`,
  });
}

/** The payment config of a lease's apartment (the bills' QR panel asks it first), or null ('请先配置支付'). */
export async function leasePayConfig(db: Reader, user: AuthUser, leaseId: string): Promise<PayConfig | null> {
  const lease = await visibleLease(db, user, leaseId);
  return apartmentPayConfig(db, user.orgId, lease.apartmentId);
}
