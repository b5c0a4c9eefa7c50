import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import type { AuthUser } from '../http/env';
import { pageOf } from '../http/reply';
import { rooms } from '../houses/schema';
import { leases, leaseTenants } from '../leases/schema';
import { maskIdCard } from '../../sync/rules/common/id-card';
import type { ResidentListQuery, ResidentRow } from '../../sync/contract/residents/residents';
import { residentHouse, residentsFrom, type ResidentJoined } from './access';

const like = (col: Parameters<typeof dialect.like>[0], s: string) => dialect.like(col, containsPattern(s));

export function toResidentRow(r: ResidentJoined, fullIdNumber = false): ResidentRow {
  const t = r.resident;
  return {
    id: t.id,
    leaseId: t.leaseId,
    leaseStatus: r.leaseStatus,
    name: t.name,
    isLease: t.isLease,
    phone: t.phone,
    address: residentHouse(r),
    apartmentName: r.apartmentName,
    houseNumber: r.houseNumber,
    sex: t.sex,
    idNumberType: t.idNumberType,
    idNumber: fullIdNumber ? t.idNumber : maskIdCard(t.idNumber),
    dwellStatus: t.dwellStatus,
    startDate: t.startDate,
    leaveDate: t.leaveDate,
  };
}

/**
 * The residents of the visible live leases, filtered and paged: newest move-in first; a lease's own residents (leaseId)
 * with the lessee first, then in the order they were added. ID numbers are masked unless the query asks for them in
 * full (the export): every caller may read personal data, the routes require PERSONAL_PERMS (api/residents/routes.ts).
 */
export async function listResidents(db: Reader, user: AuthUser, f: ResidentListQuery) {
  const q = residentsFrom(db, user);
  const conds: (SQL | undefined)[] = [q.scope];
  if (f.apartmentId) conds.push(eq(leases.apartmentId, f.apartmentId));
  if (f.houseNumber) conds.push(like(rooms.houseNumber, f.houseNumber));
  if (f.name) conds.push(like(leaseTenants.name, f.name));
  if (f.phone) conds.push(like(leaseTenants.phone, f.phone));
  if (f.startDate) conds.push(gte(leaseTenants.startDate, f.startDate));
  if (f.endDate) conds.push(lte(leaseTenants.startDate, f.endDate));
  if (f.leaseId) conds.push(eq(leaseTenants.leaseId, f.leaseId));
  const where = and(...conds);
  const [{ n: total }] = await q.count().where(where);
  const order = f.leaseId
    ? [desc(leaseTenants.isLease), asc(leaseTenants.createdAt), asc(leaseTenants.id)]
    : [desc(leaseTenants.startDate), desc(leaseTenants.createdAt), desc(leaseTenants.id)];
  const rows = await q
    .select()
    .where(where)
    .orderBy(...order)
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const full = f.fullIdNumber === '1';
  return pageOf(
    rows.map((r) => toResidentRow(r, full)),
    total,
    f.current,
    f.size,
  );
}
