import type { Db, Reader } from '../../../api/db/store';
import { eq } from 'drizzle-orm';
import { refundApplications } from '../../../api/finance/refunds/schema';
import { leases } from '../../../api/leases/schema';

/**
 * A refund application of a lease written straight into the table: a fixture for the route sweep (an id of the kind
 * in another organisation or project). The refund tests make theirs through a real check-out.
 */
export async function addRefundApplication(db: Db, leaseId: string, now: number): Promise<string> {
  const [l] = await db.select().from(leases).where(eq(leases.id, leaseId)).limit(1);
  if (!l) throw new Error(`no lease ${leaseId}`);
  const id = `SWEEPREFUND${leaseId.slice(-10)}`;
  await db.write(l.orgId, (tx) =>
    tx.insert(refundApplications).values({
      id,
      orgId: l.orgId,
      createdAt: now,
      updatedAt: now,
      leaseId: l.id,
      checkoutId: `SWEEPCHECKOUT${leaseId.slice(-10)}`,
      apartmentId: l.apartmentId,
      roomId: l.roomId,
      tenant: l.tenant,
      amount: 100,
      lines: JSON.stringify([{ name: '押金退还', billType: 12, amount: 100 }]),
      checkOutDate: '2026-11-22',
      applicantId: 'sweep',
    }),
  );
  return id;
}

/** The stored application by id. */
export async function refundApplication(db: Reader, id: string) {
  const [a] = await db.select().from(refundApplications).where(eq(refundApplications.id, id)).limit(1);
  return a;
}
