import { eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { bills, leases } from '../leases/schema';
import { depositOrders } from '../deposits/schema';
import { formatFen } from '../../sync/rules/common/money';
import { roomLabel } from './describe';

/** A lease as '东湖公寓 105 刘晓东'. */
export async function leaseLabel(db: Reader, leaseId: string): Promise<string> {
  const [l] = await db
    .select({ roomId: leases.roomId, tenant: leases.tenant })
    .from(leases)
    .where(eq(leases.id, leaseId));
  return l ? `${await roomLabel(db, l.roomId)} ${l.tenant}`.trim() : '';
}

/**
 * Bills as '东湖公寓 105 房租' (several: their names joined, '房租、物业费'), followed by the amount when given:
 * '东湖公寓 105 房租 ¥2,200.00'.
 */
export async function billsLabel(db: Reader, billIds: readonly string[], amount?: number): Promise<string> {
  if (!billIds.length) return '';
  const rows = await db
    .select({ leaseId: bills.leaseId, name: bills.costName })
    .from(bills)
    .where(inArray(bills.id, [...billIds]));
  if (!rows.length) return '';
  const [l] = await db.select({ roomId: leases.roomId }).from(leases).where(eq(leases.id, rows[0]!.leaseId));
  const names = [...new Set(rows.map((r) => r.name))].join('、');
  const money = amount === undefined ? '' : ` ${formatFen(amount)}`;
  return `${l ? await roomLabel(db, l.roomId) : ''} ${names}${money}`.trim();
}

/** A deposit order as '东湖公寓 105 张三 定金 ¥500.00'. */
export async function depositLabel(db: Reader, orderId: string): Promise<string> {
  const [o] = await db
    .select({ roomId: depositOrders.roomId, who: depositOrders.promiseMan, cost: depositOrders.advanceCost })
    .from(depositOrders)
    .where(eq(depositOrders.id, orderId));
  return o ? `${await roomLabel(db, o.roomId)} ${o.who} 定金 ${formatFen(o.cost)}` : '';
}
