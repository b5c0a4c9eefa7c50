import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { roomScope, visibleApartmentIds } from '../../houses/scope';
import { LOCK_MSG } from '../../../sync/rules/hardware/lock-rules';
import { locks } from './schema';

export type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** A live lock of an apartment the user may see; else 404 as if missing (another org's, removed, other projects). */
export async function visibleLock(db: Reader, user: Who, lockId: string) {
  const [row] = await db
    .select()
    .from(locks)
    .where(
      and(
        eq(locks.id, lockId),
        eq(locks.orgId, user.orgId),
        isNull(locks.deletedAt),
        inArray(locks.apartmentId, visibleApartmentIds(db, user)),
        roomScope(db, user, locks.roomId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(LOCK_MSG.lockNotFound);
  return row;
}
