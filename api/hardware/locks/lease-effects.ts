import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/store';
import { bills, leases } from '../../leases/schema';
import { deviceConfigOf } from '../../settings/hardware-config';
import { BILL_PAY } from '../../../sync/rules/bills/bill-status';
import { EFFECTIVE_BILL_TYPES, LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { locks, lockUsers } from './schema';
import { issueTenantPassword, revokeTenant } from './tenant-password';
import { staffLookup } from './lock-users';

/**
 * Leases drive locks (issue 17.4), as a write effect of every unit that wrote leases or bills (api/effects.ts), so
 * every path that makes a lease take effect or end does it (collection, online payment, check-out, the demo):
 * - a lease in effect whose first rent or deposit bill is paid gets its tenant's password when General_7 says 首笔账单
 *   支付后自动下发 (never twice: a tenant who has a password keeps it);
 * - a lease checked out (or deleted) takes its tenant off the lock.
 * The locks concerned are marked as owed their state; the caller pushes them after the commit (pushOwedLocks).
 */
export async function lockLeaseEffects(tx: Tx) {
  if (!tx.orgId || !(tx.touched.has('leases') || tx.touched.has('bills'))) return;
  const orgId = tx.orgId;
  const billLeases = tx.touched.has('bills')
    ? tx
        .selectDistinct({ id: bills.leaseId })
        .from(bills)
        .where(and(eq(bills.orgId, orgId), eq(bills.version, tx.version)))
    : undefined;
  const changed = await tx
    .select()
    .from(leases)
    .where(
      and(
        eq(leases.orgId, orgId),
        billLeases
          ? or(eq(leases.version, tx.version), inArray(leases.id, billLeases))
          : eq(leases.version, tx.version),
      ),
    );
  if (changed.length === 0) return;
  const roomLocks = await tx
    .select({ id: locks.id, orgId: locks.orgId, apartmentId: locks.apartmentId, roomId: locks.roomId })
    .from(locks)
    .where(and(inArray(locks.roomId, [...new Set(changed.map((l) => l.roomId))]), isNull(locks.deletedAt)));
  if (roomLocks.length === 0) return;
  const owed = new Set<string>();
  const staffOf = staffLookup(tx, orgId);
  for (const lease of changed) {
    const lock = roomLocks.find((l) => l.roomId === lease.roomId);
    if (!lock) continue;
    if (lease.deletedAt !== null || lease.status === LEASE_STATUS.checkedOut) {
      await revokeTenant(tx, lease.id);
      continue;
    }
    if (lease.status !== LEASE_STATUS.signed) continue;
    const cfg = await deviceConfigOf(tx, orgId, lease.apartmentId);
    const [user] = await tx
      .select()
      .from(lockUsers)
      .where(and(eq(lockUsers.lockId, lock.id), eq(lockUsers.uid, lease.id), isNull(lockUsers.removedAt)))
      .limit(1);
    if (!user && cfg.doorLock === 1 && (await firstBillPaid(tx, lease.id))) {
      await issueTenantPassword(tx, lease, lock, null, staffOf);
      owed.add(lock.id);
    }
  }
  if (owed.size)
    await tx
      .update(locks)
      .set({ pushPending: 1 })
      .where(inArray(locks.id, [...owed]));
}

async function firstBillPaid(tx: Tx, leaseId: string) {
  const [paid] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(
      and(
        eq(bills.leaseId, leaseId),
        eq(bills.payStatus, BILL_PAY.paid),
        inArray(bills.billsType, [...EFFECTIVE_BILL_TYPES]),
      ),
    )
    .limit(1);
  return Boolean(paid);
}
