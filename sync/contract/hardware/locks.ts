/**
 * The contract of /api/locks (issue 17; spec part 3 §2.2, §5, §7 "Locks", §8) and of the simulated lock's keypad and
 * state (/api/simulator/locks, only with LOCK_DRIVER=simulator). Shapes in lock-shape.ts.
 */
import { z } from 'zod';
import { route } from '../route';
import { pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { LOCK_MSG, OPEN_REASONS } from '../../rules/hardware/lock-rules';
import { adminPasswordBody, freezeBody, getPasswordBody, lockRecordsQuery, resetTenantBody } from './lock-inputs';
import {
  addedLocks,
  frozenRecordPage,
  keypadReply,
  lockPage,
  lockManagers,
  lockRoomPage,
  lockTypes,
  lockUsers,
  openRecordPage,
  openReply,
  passwordRecordPage,
  passwordReply,
  simLockState,
} from './lock-shape';

const lockListQuery = z.object({
  apartmentId: textFilter(40, '公寓不正确'),
  name: textFilter(40, '设备名称不能超过40个字'),
  sn: textFilter(40, '设备标识不能超过40个字'),
  ...pageQuery,
});
export type LockListQuery = z.infer<typeof lockListQuery>;

const lockManagersQuery = z.object({
  apartmentId: z.string(LOCK_MSG.selectApartment).trim().min(1, LOCK_MSG.selectApartment).max(40, '公寓不正确'),
});

const lockRoomsQuery = z.object({
  apartmentId: z.string(LOCK_MSG.selectApartment).trim().min(1, LOCK_MSG.selectApartment).max(40, '公寓不正确'),
  ...pageQuery,
});
export type LockRoomsQuery = z.infer<typeof lockRoomsQuery>;

const addBody = z.object({
  apartmentId: z.string(LOCK_MSG.selectApartment).trim().min(1, LOCK_MSG.selectApartment).max(40, '公寓不正确'),
  lockType: z.union([z.literal(1), z.literal(2)], '请选择门锁类型'),
  houseIds: z
    .array(z.string().min(1).max(40), LOCK_MSG.selectRoom)
    .min(1, LOCK_MSG.selectRoom)
    .max(200, '一次最多添加200把门锁'),
});
export type AddLocksBody = z.infer<typeof addBody>;

const openBody = z.object({ reason: z.enum(OPEN_REASONS, '开门原因不正确').optional() });
export type OpenBody = z.infer<typeof openBody>;

const keypadBody = z.object({ code: z.string('请输入密码').trim().min(1, '请输入密码').max(20, '密码不正确') });

const simStateBody = z.object({
  online: z.boolean().optional(),
  battery: z.number().int().min(0).max(100).optional(),
  clockOffsetMs: z.number().int().min(-86_400_000).max(86_400_000).optional(),
  forced: z.boolean().optional(),
});

export const locks = {
  list: route({ method: 'GET', path: '/api/locks', query: lockListQuery, reply: lockPage }),
  types: route({ method: 'GET', path: '/api/locks/types', reply: lockTypes }),
  rooms: route({ method: 'GET', path: '/api/locks/rooms', query: lockRoomsQuery, reply: lockRoomPage }),
  add: route({ method: 'POST', path: '/api/locks', body: addBody, reply: addedLocks }),
  remove: route({ method: 'DELETE', path: '/api/locks/:lockId', reply: z.null() }),
  /** Remote opening; a rented room needs a reason from staff unless General_7 lets managers in. */
  open: route({ method: 'POST', path: '/api/locks/:lockId/open', body: openBody, reply: openReply }),
  users: route({ method: 'GET', path: '/api/locks/:lockId/users', reply: lockUsers }),
  freeze: route({ method: 'POST', path: '/api/locks/:lockId/freeze', body: freezeBody, reply: lockUsers }),
  /** An admin or temporary password for the asking user on one lock (the get-password dialog). */
  password: route({ method: 'POST', path: '/api/locks/:lockId/password', body: getPasswordBody, reply: passwordReply }),
  /** One admin password for a manager on the chosen rooms' locks (the unified admin password dialog). */
  adminPassword: route({
    method: 'POST',
    path: '/api/locks/admin-password',
    body: adminPasswordBody,
    reply: passwordReply,
  }),
  /** §7 "Managers list" (up to 1000): who may be given the unified admin password of the apartment's locks. */
  managers: route({ method: 'GET', path: '/api/locks/managers', query: lockManagersQuery, reply: lockManagers }),
  /** A new password for the room's tenant (重置成功，请查收), the old one revoked. */
  resetTenant: route({
    method: 'POST',
    path: '/api/locks/reset-tenant-password',
    body: resetTenantBody,
    reply: passwordReply,
  }),
  openRecords: route({
    method: 'GET',
    path: '/api/locks/open-records',
    query: lockRecordsQuery,
    reply: openRecordPage,
  }),
  passwordRecords: route({
    method: 'GET',
    path: '/api/locks/password-records',
    query: lockRecordsQuery,
    reply: passwordRecordPage,
  }),
  frozenRecords: route({
    method: 'GET',
    path: '/api/locks/frozen-records',
    query: lockRecordsQuery,
    reply: frozenRecordPage,
  }),
  /** The simulated lock's keypad: anyone at the door, no login (LOCK_DRIVER=simulator only). */
  keypad: route({ method: 'POST', path: '/api/simulator/locks/:sn/keypad', body: keypadBody, reply: keypadReply }),
  /** The simulator's hand on a lock: reach, battery, clock drift, a forced door (LOCK_DRIVER=simulator only). */
  simState: route({ method: 'POST', path: '/api/simulator/locks/:sn/state', body: simStateBody, reply: simLockState }),
};
