import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '../http/errors';
import { bills } from '../leases/schema';
import { roomLocation } from '../../sync/rules/board/room-location';
import type { QrCode, RefreshResult } from '../../sync/contract/payments/payments';
import type { TenantPayBody } from '../../sync/contract/tenant/tenant-bills';
import type { DriverContext } from '../payments/driver';
import { billIdsOf, leaseBillsTrade } from '../payments/bill-qr';
import { settleTrade } from '../payments/refresh';
import { paymentOrders } from '../payments/schema';
import type { TenantContext } from './auth';

const PAYMENT_NOT_FOUND = '支付订单不存在';

/** The operator the tenant page's payments are booked under: the one who issued the link. */
const bookedBy = (tenant: TenantContext) => ({ orgId: tenant.orgId, id: tenant.issuedBy });

/**
 * A payment of the tenant's own bills (POST /api/tenant/bills/pay): the operator's scan-to-pay trade for them
 * (api/payments/bill-qr.ts leaseBillsTrade: collectable bills of this lease only, the apartment's config and fee).
 */
export function payTenantBills(ctx: DriverContext, tenant: TenantContext, input: TenantPayBody): Promise<QrCode> {
  const lease = {
    id: tenant.leaseId,
    apartmentId: tenant.apartmentId,
    roomId: tenant.roomId,
    houseText: roomLocation(tenant.apartmentName, tenant.floor, tenant.houseNumber),
  };
  return leaseBillsTrade(ctx, bookedBy(tenant), lease, input.billIds, input.payType);
}

/**
 * The result of the tenant's payment (POST /api/tenant/bills/refresh): a bills trade of the tenant's room whose bills
 * are all of the tenant's lease, else 404 '支付订单不存在'; booked once when the connector says it is paid.
 */
export async function refreshTenantPayment(
  ctx: DriverContext,
  tenant: TenantContext,
  orderNo: string,
): Promise<RefreshResult> {
  const { db } = ctx;
  const [po] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.orgId, tenant.orgId),
        eq(paymentOrders.orderNo, orderNo),
        eq(paymentOrders.roomId, tenant.roomId),
        eq(paymentOrders.sourceType, 'bills'),
      ),
    )
    .limit(1);
  if (!po) throw notFound(PAYMENT_NOT_FOUND);
  const ids = billIdsOf(po.sourceId);
  const own = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.orgId, tenant.orgId), eq(bills.leaseId, tenant.leaseId), inArray(bills.id, ids)));
  if (ids.length === 0 || own.length !== ids.length) throw notFound(PAYMENT_NOT_FOUND);
  return settleTrade(ctx, tenant.issuedBy, po);
}
