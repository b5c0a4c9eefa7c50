import { call, type ListFilters } from '../../lib/api';
import { locks, type AddLocksBody } from '../../../sync/contract/hardware/locks';
import type { AdminPasswordBody, FreezeBody, GetPasswordBody } from '../../../sync/contract/hardware/lock-inputs';
import { admin } from '../../../sync/contract/admin/admin';

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

/** An account's state in the staff list: 0 usable, 1 frozen (sync/contract/admin/admin.ts). */
const ACCOUNT_USABLE = 0;

/** The staff a unified admin password can be given to (usable accounts; the spec reads up to 1000, 100 a page). */
export const fetchManagers = () => call(admin.staff, { query: { status: ACCOUNT_USABLE, current: 1, size: 100 } });
