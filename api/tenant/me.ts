import { and, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { bills, leases } from '../leases/schema';
import { leaseStatusText, isOverdue, canCollectBill } from '../../sync/rules/leases/lease-status';
import { roomLocation } from '../../sync/rules/board/room-location';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { TenantMe } from '../../sync/contract/tenant/tenant';
import type { TenantContext } from './auth';

/** The tenant's lease: room, dates, rent and deposit, what is still to pay and how much of it is overdue. */
export async function tenantMe(db: Reader, now: number, tenant: TenantContext): Promise<TenantMe> {
  const [lease] = await db
    .select()
    .from(leases)
    .where(and(eq(leases.id, tenant.leaseId), eq(leases.orgId, tenant.orgId)))
    .limit(1);
  const rows = await db
    .select()
    .from(bills)
    .where(and(eq(bills.orgId, tenant.orgId), eq(bills.leaseId, tenant.leaseId)));
  // Still to pay: what the tenant may pay (unpaid, not void), as on 账单.
  const owed = rows.filter(canCollectBill);
  const today = shanghaiToday(now);
  return {
    leaseId: lease!.id,
    leaseCode: lease!.leaseCode,
    tenantName: lease!.tenant,
    apartmentName: tenant.apartmentName,
    houseName: roomLocation(tenant.apartmentName, tenant.floor, tenant.houseNumber),
    houseNumber: tenant.houseNumber,
    startDate: lease!.startDate,
    endDate: lease!.endDate,
    statusText: leaseStatusText(lease!),
    rentCost: lease!.rentCost,
    depositCost: lease!.depositCost,
    payment: lease!.payment,
    unpaidTotal: owed.reduce((s, b) => s + b.accountReceivable, 0),
    unpaidCount: owed.length,
    overdueCount: owed.filter((b) => isOverdue(b, today)).length,
    linkExpiresAt: tenant.expiresAt,
  };
}
