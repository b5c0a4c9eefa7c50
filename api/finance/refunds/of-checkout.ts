import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import { PAYMENT_WAYS } from '../../../sync/product/catalog';
import { REFUND_APP_TEXT, type RefundAppStatus } from '../../../sync/rules/finance/refund-rules';
import { refundApplications as r } from './schema';

/** The refund application of a settlement as the settlement view shows it (pending / paid / rejected), or null. */
export async function refundOfCheckout(db: Reader, orgId: string, checkoutId: string) {
  const [a] = await db
    .select()
    .from(r)
    .where(and(eq(r.orgId, orgId), eq(r.checkoutId, checkoutId)))
    .limit(1);
  if (!a) return null;
  return {
    id: a.id,
    status: a.status,
    statusText: REFUND_APP_TEXT[a.status as RefundAppStatus] ?? '',
    amount: a.amount,
    paymentWayText: a.paymentWay === null ? '' : (PAYMENT_WAYS[a.paymentWay] ?? ''),
    payDate: a.payDate,
    reason: a.reason,
  };
}
