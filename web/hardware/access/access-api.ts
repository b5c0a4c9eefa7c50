import { call, type ListFilters } from '../../lib/api';
import { houses } from '../../../sync/contract/houses/houses';
import { accessGrants, type AssignBody, type GrantBody } from '../../../sync/contract/hardware/access-grants';
import { accessPasses, type NewPassBody } from '../../../sync/contract/hardware/access-passes';
import { accessRecords } from '../../../sync/contract/hardware/access-records';

/** Query key root of door permissions, visitor passes and door records (invalidate it after a change). */
export const ACCESS_KEY = ['access'] as const;

/** /accessAuthority 租客权限管理's filters (§2.3: apartment, 姓名, 身份证号, 手机号). */
export type PermissionFilters = ListFilters<typeof accessGrants.permissions>;
/** /tempAuthorization's filter (the apartment). */
export type PassFilters = ListFilters<typeof accessPasses.list>;
/** /openDoor's filters (§2.4: apartment, date range, 姓名, 手机号). */
export type OpenRecordFilters = ListFilters<typeof accessRecords.openRecords>;
/** /AccessLog's filters (apartment, date range). */
export type AccessLogFilters = ListFilters<typeof accessRecords.log>;

/**
 * The visible apartments as one page of the unified-assignment tab (a handful: paged here, 10 a page), each with its
 * public doors and the ones assigned to every tenant.
 */
export async function fetchApartmentPage(current: number, size = 10) {
  const all = await call(houses.apartments);
  const page = all.slice((current - 1) * size, current * size);
  const records = await Promise.all(
    page.map(async (a) => {
      const shared = (await fetchApartmentDoors(a.apartmentId)).filter((d) => d.isPublic);
      return { ...a, doors: shared.length, assigned: shared.filter((d) => d.assigned).map((d) => d.name) };
    }),
  );
  return { records, total: all.length, current, size, pages: Math.max(1, Math.ceil(all.length / size)) };
}
export type ApartmentDoorsRow = Awaited<ReturnType<typeof fetchApartmentPage>>['records'][number];

export const fetchApartmentDoors = (apartmentId: string) => call(accessGrants.doors, { query: { apartmentId } });
export const assignApartmentDoors = (json: AssignBody) => call(accessGrants.assign, { json });
export const fetchPermissions = (f: PermissionFilters, current: number, size = 10) =>
  call(accessGrants.permissions, { query: { ...f, current, size } });
export const grantDoors = (json: GrantBody) => call(accessGrants.grant, { json });

export const fetchPasses = (f: PassFilters, current: number, size = 10) =>
  call(accessPasses.list, { query: { ...f, current, size } });
export const createPass = (json: NewPassBody) => call(accessPasses.create, { json });
export const revokePass = (passId: string) => call(accessPasses.revoke, { params: { passId } });

export const fetchOpenRecords = (f: OpenRecordFilters, current: number, size = 10) =>
  call(accessRecords.openRecords, { query: { ...f, current, size } });
export const fetchAccessLog = (f: AccessLogFilters, current: number, size = 10) =>
  call(accessRecords.log, { query: { ...f, current, size } });
