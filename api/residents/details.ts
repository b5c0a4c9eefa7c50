import { and, asc, eq, or } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { pictures } from '../uploads/schema';
import { LEASE_PICTURE } from '../leases/signing-files';
import { extraOf } from '../../sync/rules/residents/resident-rules';
import type { ResidentDetail } from '../../sync/contract/residents/residents';
import { findResident, RESIDENT_PICTURE } from './access';
import { toResidentRow } from './list';

/**
 * Every field of a resident (§3) with its ID photos: the resident's own (up to 3); for the lessee, the lease's ID
 * photos taken at signing as well. The ID number is shown whole (the user holds 'leases' or 'residents').
 */
export async function residentDetails(db: Reader, user: AuthUser, id: string): Promise<ResidentDetail> {
  const r = await findResident(db, user, id);
  const t = r.resident;
  const own = and(eq(pictures.orgId, user.orgId), eq(pictures.ownerType, RESIDENT_PICTURE), eq(pictures.ownerId, t.id));
  const signed = and(
    eq(pictures.orgId, user.orgId),
    eq(pictures.ownerType, LEASE_PICTURE[1]),
    eq(pictures.ownerId, t.leaseId),
  );
  const pics = await db
    .select({ id: pictures.id, url: pictures.url })
    .from(pictures)
    .where(t.isLease === 1 ? or(own, signed) : own)
    .orderBy(asc(pictures.sort), asc(pictures.createdAt), asc(pictures.id));
  return {
    ...toResidentRow(r, true),
    ...extraOf(t.extra),
    leaseCode: r.leaseCode,
    country: t.country,
    idCardAddress: t.idCardAddress,
    residentialAddress: t.residentialAddress,
    remark: t.remark,
    isTenant: r.isTenant,
    createTime: t.createdAt,
    pictures: pics,
  };
}
