/**
 * The offline mutations of a phone at a door with no signal (issue 17.5), queued in the outbox when the phone shows a
 * code and judged by the server when it syncs (api/hardware/locks/phone-openings.ts):
 * - 'lock.opened': the user's own one-time code shown for time step `codeStep`: the server appends an open record
 *   (OPEN_RESULT.pending, source phone) that the lock's own report of that step confirms. APPEND-ONLY, never a
 *   conflict: the door may already be open, so only a lock the user may not open refuses it.
 * - 'lock.periodCode': a period code issued for someone else (a cleaner, a repairer) for half-hour slots of `day`:
 *   recorded in lock_period_codes.
 * Both target the lock's room (the device knows its rooms), which the user must see; refused with
 * LOCK_MSG.lockNotFound for a lock the user may not open.
 */
import { z } from 'zod';
import { PERMS } from '../product/permissions';
import { LOCK_CODE } from '../rules/hardware/lock-codes';
import { LOCK_MSG, OPEN_REASONS } from '../rules/hardware/lock-rules';
import { ROOM_NOT_FOUND } from './protocol';

const id = (msg: string) => z.string(msg).min(1, msg).max(40, msg);
const place = {
  lockId: id(LOCK_MSG.lockNotFound),
  roomId: id('房间编号不正确'),
  reason: z.enum(OPEN_REASONS, '开门原因不正确').optional(),
};

export const lockOpenedSchema = z.object({
  ...place,
  /** When the code was shown (device time, epoch ms). */
  at: z.number('开门时间不正确').int('开门时间不正确').min(1, '开门时间不正确'),
  /** The time step of the code (sync/rules/hardware/lock-codes.ts stepOf). */
  codeStep: z.number('开门码不正确').int('开门码不正确').min(0, '开门码不正确'),
});
export type LockOpenedInput = z.infer<typeof lockOpenedSchema>;

const slot = z.number('时段不正确').int('时段不正确').min(0, '时段不正确').max(LOCK_CODE.slotsPerDay, '时段不正确');
export const lockPeriodCodeSchema = z
  .object({
    ...place,
    day: z.string('日期不正确').regex(/^\d{4}-\d{2}-\d{2}$/, '日期不正确'),
    startSlot: slot,
    endSlot: slot,
    forWhom: z.string('请输入使用人').trim().max(40, '使用人不能超过40个字').optional(),
  })
  .refine((a) => a.endSlot > a.startSlot, '生效时间不能大于失效时间');
export type LockPeriodCodeInput = z.infer<typeof lockPeriodCodeSchema>;

/** What both lock mutations share: their room as target, the lock permission, no optimistic change to the room. */
const onRoom = {
  target: (a: { roomId: string }) => ({ table: 'rooms' as const, id: a.roomId }),
  refusal: (room: unknown) => (room ? null : ROOM_NOT_FOUND),
  applyLocal: <R>(room: R) => room,
  perm: PERMS.devices,
  notFound: LOCK_MSG.lockNotFound,
};

export const LOCK_MUTATIONS = {
  'lock.opened': { args: lockOpenedSchema, ...onRoom, action: 'lockOpened' as const },
  'lock.periodCode': { args: lockPeriodCodeSchema, ...onRoom, action: 'lockPeriodCode' as const },
};
