import { ApiError, call, type ListFilters } from '../../lib/api';
import { locks, type AddLocksBody } from '../../../sync/contract/hardware/locks';
import type { AdminPasswordBody, FreezeBody, GetPasswordBody } from '../../../sync/contract/hardware/lock-inputs';
import { admin } from '../../../sync/contract/admin/admin';
import { auth } from '../../../sync/contract/auth/auth';

const FORBIDDEN = 403;

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

/**
 * Whom a unified admin password can be given to, as picker options: the organisation's usable staff accounts (the
 * spec reads up to 1000; 100 a page here). A user without the staff-list permission gets only themself.
 */
export async function fetchManagers(): Promise<{ label: string; value: string }[]> {
  try {
    const staff = await call(admin.staff, { query: { status: ACCOUNT_USABLE, current: 1, size: 100 } });
    return staff.records.map((m) => ({ label: `${m.name || m.nickname} ${m.phone}`, value: m.pkId }));
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== FORBIDDEN) throw e;
    const me = await call(auth.profile);
    return [{ label: `${me.managerName || me.nickname}（本人）`, value: me.userId }];
  }
}
