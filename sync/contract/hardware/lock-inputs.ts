/**
 * Request schemas of the lock dialogs and record lists (issue 17; spec part 3 §2.2, §2.4, §5, §7 "Locks"), with the
 * spec's Chinese messages. Times are epoch ms (the date pickers' yyyy-MM-dd HH:mm:ss in Asia/Shanghai).
 */
import { z } from 'zod';
import { ms, pageQuery } from '../kit';
import { dateFilter, orderedDates, textFilter } from '../list-filters';
import { LOCK_MSG, PASSWORD_TYPE } from '../../rules/hardware/lock-rules';

const idOf = (msg: string) => z.string(msg).trim().min(1, msg).max(40, msg);
const period = { startTime: ms, endTime: ms };
const ordered = <T extends z.ZodType<{ startTime: number; endTime: number }>>(s: T) =>
  s.refine((v) => v.startTime < v.endTime, { message: LOCK_MSG.timeOrder, path: ['endTime'] });

/** Freeze (frozen 1) or unfreeze (0) some of a lock's users (§7: frozen, remark, sn, uids). */
export const freezeBody = z.object({
  frozen: z.union([z.literal(0), z.literal(1)], '请选择冻结或解冻'),
  uids: z.array(z.string().min(1).max(40), LOCK_MSG.selectUsers).min(1, LOCK_MSG.selectUsers).max(300),
  remark: z.string().trim().max(100, '备注不能超过100个字').default(''),
});
export type FreezeBody = z.infer<typeof freezeBody>;

/** Get password (§7: devSn, gyId, houseId, passwordType, startTime, endTime): an admin or a temporary password. */
export const getPasswordBody = ordered(
  z.object({
    passwordType: z.union([z.literal(PASSWORD_TYPE.admin), z.literal(PASSWORD_TYPE.temporary)], '请选择密码类型'),
    ...period,
  }),
);
export type GetPasswordBody = z.infer<typeof getPasswordBody>;

/** The unified admin password (§7: houseIds, startTime, endTime, userId, phoneNum) on the chosen rooms' locks. */
export const adminPasswordBody = ordered(
  z.object({
    apartmentId: idOf(LOCK_MSG.selectApartment),
    houseIds: z.array(z.string().min(1).max(40), LOCK_MSG.selectRoom).min(1, LOCK_MSG.selectRoom).max(500),
    userId: idOf('请选择管理员'),
    ...period,
  }),
);
export type AdminPasswordBody = z.infer<typeof adminPasswordBody>;

/** Reset the tenant's password of a room (§7: houseId). */
export const resetTenantBody = z.object({ houseId: idOf(LOCK_MSG.selectRoom) });

/** The record lists (§2.4): a date range (Asia/Shanghai days), an apartment, and for open records one lock. */
export const lockRecordsQuery = orderedDates(
  z.object({
    apartmentId: textFilter(40, '公寓不正确'),
    lockId: textFilter(40, '门锁不正确'),
    startDate: dateFilter('开始日期不正确'),
    endDate: dateFilter('结束日期不正确'),
    ...pageQuery,
  }),
);
export type LockRecordsQuery = z.infer<typeof lockRecordsQuery>;
