/**
 * The contract of the tenant page's 账单 (issue 19.1): the lease's bills (still to pay first, overdue marked by the
 * bill rules), paying some of them through the payment connector (the scan-to-pay trade of /api/payments/bills-qr:
 * the tenant's phone opens its page, another phone scans its QR code) and the trade's result; the room's lock password.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, id, int, ms, obj } from '../kit';
import { MAX_QR_BILLS, qrCode, refreshResult } from '../payments/payments';
import { BILL_MSG } from '../../rules/bills/bill-rules';

const tenantBill = obj({
  billId: id,
  costName: z.string(),
  /** The bill plan's period (第N期), 0 for a bill outside the plan. */
  stage: int,
  receivableDate: date,
  amount: fen,
  statusText: z.string(),
  /** Unpaid and not void: the tenant may pay it. */
  payable: z.boolean(),
  overdueDays: int,
  /** When it was paid (ms), else null. */
  paidAt: ms.nullable(),
});
export type TenantBill = z.infer<typeof tenantBill>;

const tenantBills = obj({
  bills: z.array(tenantBill),
  /** The channels the apartment takes (1 WeChat, 2 Alipay); empty when it has no payment config ('请先配置支付'). */
  payTypes: z.array(z.union([z.literal(1), z.literal(2)])),
});

const payBody = z.object({
  billIds: z
    .array(z.string('账单编号不正确').min(1, '账单编号不正确').max(40, '账单编号不正确'), BILL_MSG.noneSelected)
    .max(MAX_QR_BILLS, `一次最多选择${MAX_QR_BILLS}条账单`),
  payType: z.union([z.literal(1), z.literal(2)], '请选择微信或支付宝'),
});
export type TenantPayBody = z.infer<typeof payBody>;

const refreshBody = z.object({ orderNo: z.string('订单号不正确').min(1, '订单号不正确').max(40, '订单号不正确') });

/** The room's door password while the lease's tenant holds one (issued by the operator), else null. */
const lockPassword = obj({ code: z.string(), validTo: ms, lockName: z.string() }).nullable();

export const tenantBillRoutes = {
  bills: route({ method: 'GET', path: '/api/tenant/bills', reply: tenantBills }),
  pay: route({ method: 'POST', path: '/api/tenant/bills/pay', body: payBody, reply: qrCode }),
  refresh: route({ method: 'POST', path: '/api/tenant/bills/refresh', body: refreshBody, reply: refreshResult }),
  lock: route({ method: 'GET', path: '/api/tenant/lock', reply: lockPassword }),
};
