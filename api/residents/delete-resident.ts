import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { leaseTenants } from '../leases/schema';
import { pictures } from '../uploads/schema';
import { canDeleteResident, RESIDENT_MSG, residentsEditable } from '../../sync/rules/residents/resident-rules';
import { findResident, RESIDENT_PICTURE } from './access';
import { residentsChanged } from '../hardware/access/lease-effects';

/**
 * Deletes a resident who is not the lessee ('承租人不能删除'), on a lease not checked out: the row and its picture rows
 * go (a hard delete; the uploaded files stay personal files of the lease).
 */
export async function deleteResident(db: Db, user: AuthUser, id: string) {
  return db.write(user.orgId, async (t) => {
    const r = await findResident(t, user, id);
    if (!canDeleteResident(r.resident)) throw conflict(RESIDENT_MSG.lesseeUndeletable);
    if (!residentsEditable({ status: r.leaseStatus })) throw conflict(RESIDENT_MSG.leaseClosed);
    await t
      .delete(pictures)
      .where(and(eq(pictures.orgId, user.orgId), eq(pictures.ownerType, RESIDENT_PICTURE), eq(pictures.ownerId, id)));
    await t.delete(leaseTenants).where(eq(leaseTenants.id, id));
    await residentsChanged(t, [r.resident.leaseId]);
    return { id };
  });
}
