import { call, type ListFilters } from '../../lib/api';
import { locks, type AddLocksBody } from '../../../sync/contract/hardware/locks';
import type { AdminPasswordBody, FreezeBody, GetPasswordBody } from '../../../sync/contract/hardware/lock-inputs';

/** The lock tab's filters (§2.2: apartment, 设备名称, 设备标识). */
export type LockFilters = ListFilters<typeof locks.list>;
/** The record lists' filters (§2.4: apartment and a date range; the lock of /suoJiLu comes from the URL). */
export type LockRecordFilters = ListFilters<typeof locks.openRecords, 'lockId'>;

/** Query key root of everything about locks (invalidate it after a change). */
export const LOCKS_KEY = ['locks'] as const;

export const fetchLocks = (f: LockFilters, current: number, size = 10) =>
  call(locks.list, { query: { ...f, current, size } });
export const fetchLockTypes = () => call(locks.types);
export const fetchLockRooms = (apartmentId: string, current: number) =>
  call(locks.rooms, { query: { apartmentId, current, size: 10 } });
export const addLocks = (json: AddLocksBody) => call(locks.add, { json });
export const removeLock = (lockId: string) => call(locks.remove, { params: { lockId } });
export const fetchLockUsers = (lockId: string) => call(locks.users, { params: { lockId } });
export const freezeLockUsers = (lockId: string, json: FreezeBody) => call(locks.freeze, { params: { lockId }, json });
export const getLockPassword = (lockId: string, json: GetPasswordBody) =>
  call(locks.password, { params: { lockId }, json });
export const setAdminPassword = (json: AdminPasswordBody) => call(locks.adminPassword, { json });
export const resetTenantPassword = (houseId: string) => call(locks.resetTenant, { json: { houseId } });

const recordQuery = (f: LockRecordFilters, current: number, size: number, lockId?: string) => ({
  ...f,
  lockId: lockId || undefined,
  current,
  size,
});
export const fetchOpenRecords = (f: LockRecordFilters, current: number, size = 10, lockId?: string) =>
  call(locks.openRecords, { query: recordQuery(f, current, size, lockId) });
export const fetchPasswordRecords = (f: LockRecordFilters, current: number, size = 10) =>
  call(locks.passwordRecords, { query: recordQuery(f, current, size) });
export const fetchFrozenRecords = (f: LockRecordFilters, current: number, size = 10) =>
  call(locks.frozenRecords, { query: recordQuery(f, current, size) });

/**
 * Whom a unified admin password of an apartment's locks can be given to, as picker options: the staff who may open
 * them (§7 "Managers list", up to 1000).
 */
export async function fetchManagers(apartmentId: string): Promise<{ label: string; value: string }[]> {
  const managers = await call(locks.managers, { query: { apartmentId } });
  return managers.map((m) => ({ label: `${m.name} ${m.phone}`, value: m.pkId }));
}
