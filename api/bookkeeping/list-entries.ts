import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { users } from '../auth/schema';
import { visibleLease } from '../leases/access';
import type { BookkeepingEntry } from '../../sync/contract/bookkeeping/bookkeeping';
import { bookkeepingEntries as e } from './schema';
import { entryFields } from './entry-fields';

/** The bookkeeping entries of a lease the user may see (§7 "list entries by leaseId"), newest payment date first. */
export async function listBookkeeping(db: Reader, user: AuthUser, leaseId: string): Promise<BookkeepingEntry[]> {
  const lease = await visibleLease(db, user, leaseId);
  const rows = await db
    .select({ entry: e, operatorName: users.name })
    .from(e)
    .leftJoin(users, eq(users.id, e.operatorId))
    .where(and(eq(e.orgId, user.orgId), eq(e.leaseId, lease.id), isNull(e.deletedAt)))
    .orderBy(desc(e.paymentDate), desc(e.createdAt), desc(e.id));
  return rows.map(({ entry, operatorName }) => ({
    id: entry.id,
    leaseId: lease.id,
    houseId: entry.roomId ?? lease.roomId,
    subId: entry.subId,
    ...entryFields(entry, operatorName),
  }));
}
