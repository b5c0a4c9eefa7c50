import { and, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { bills } from '../leases/schema';
import { apartmentPayConfig } from '../payments/configs';
import { configAccepts } from '../../sync/rules/deposits/deposit-rules';
import { billStatusText, canCollectBill, overdueDays } from '../../sync/rules/leases/lease-status';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { TenantBill } from '../../sync/contract/tenant/tenant-bills';
import type { TenantContext } from './auth';

type Bill = typeof bills.$inferSelect;

/** The bills the tenant is shown: not the void ones that were never paid. */
const shown = (b: Bill) => !(b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.void);

/** Still to pay first (the earliest due first), then the paid ones (the latest paid first). */
function order(a: TenantBill, b: TenantBill) {
  if (a.payable !== b.payable) return a.payable ? -1 : 1;
  if (a.payable) return a.receivableDate.localeCompare(b.receivableDate) || a.billId.localeCompare(b.billId);
  return (b.paidAt ?? 0) - (a.paidAt ?? 0) || b.receivableDate.localeCompare(a.receivableDate);
}

/** The tenant's bills (GET /api/tenant/bills) and the payment channels of the apartment. */
export async function tenantBills(db: Reader, now: number, tenant: TenantContext) {
  const rows = await db
    .select()
    .from(bills)
    .where(and(eq(bills.orgId, tenant.orgId), eq(bills.leaseId, tenant.leaseId)));
  const today = shanghaiToday(now);
  const list = rows.filter(shown).map((b): TenantBill => ({
    billId: b.id,
    costName: b.costName,
    stage: b.stage,
    receivableDate: b.receivableDate,
    amount: b.accountReceivable,
    statusText: billStatusText(b),
    payable: canCollectBill(b),
    overdueDays: overdueDays(b, today),
    paidAt: b.payStatus === BILL_PAY.paid ? b.receiptDate : null,
  }));
  const config = await apartmentPayConfig(db, tenant.orgId, tenant.apartmentId);
  const payTypes = config ? ([1, 2] as const).filter((t) => configAccepts(config.payType, t)) : [];
  return { bills: list.sort(order), payTypes };
}
