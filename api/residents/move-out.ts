import { eq } from 'drizzle-orm';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { leaseTenants } from '../leases/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { canMoveOut, RESIDENT_MSG, DWELL_STATUS } from '../../sync/rules/residents/resident-rules';
import { findResident } from './access';
import { residentsChanged } from '../hardware/access/lease-effects';

/** Moves a staying resident out (§4): dwellStatus 1, move-out date today (Shanghai). 409 when already moved out. */
export async function moveOutResident(db: Db, now: number, user: AuthUser, id: string) {
  return db.write(user.orgId, async (t) => {
    const r = await findResident(t, user, id);
    if (!canMoveOut(r.resident)) throw conflict(RESIDENT_MSG.alreadyMovedOut);
    const leaveDate = shanghaiToday(now);
    await t
      .update(leaseTenants)
      .set({ dwellStatus: DWELL_STATUS.movedOut, leaveDate, updatedAt: now })
      .where(eq(leaseTenants.id, id));
    // A resident who moved out no longer opens the doors.
    await residentsChanged(t, [r.resident.leaseId]);
    return { id, dwellStatus: DWELL_STATUS.movedOut, leaveDate };
  });
}
