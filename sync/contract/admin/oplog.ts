/**
 * The contract of the operation log (spec part 4 §2 "Operation log", §3, §7): the list of /logsInfor, 10 a page,
 * newest first. There is no route to change or remove an entry: the log is append-only.
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, ms, obj, page, pageQuery } from '../kit';
import { dateFilter, DATE_RANGE_REVERSED, textFilter } from '../list-filters';

const code = (max: number, msg: string) => z.coerce.number(msg).int(msg).min(0, msg).max(max, msg).optional();

const logsQuery = z
  .object({
    /** The operator's name (contains). */
    account: textFilter(20, '操作人不能超过20个字'),
    /** What was done (contains). */
    context: textFilter(50, '操作内容不能超过50个字'),
    phone: textFilter(11, '手机号不能超过11位'),
    /** The branch: entries by operators of this project at the time. */
    officeId: textFilter(40, '项目不正确'),
    /** Asia/Shanghai days 'YYYY-MM-DD', either open. */
    startTime: dateFilter('开始日期不正确'),
    endTime: dateFilter('结束日期不正确'),
    /** 0 boss, 1 manager, 2 staff, 3 tenant. */
    accountType: code(3, '账号类型不正确'),
    /** 0 query, 1 add, 2 change, 3 delete. */
    operationType: code(3, '操作类型不正确'),
    /** 0 pc, 1 mobile. */
    terminal: code(1, '终端不正确'),
    ...pageQuery,
  })
  .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, {
    message: DATE_RANGE_REVERSED,
    path: ['endTime'],
  });
export type LogsQuery = z.infer<typeof logsQuery>;

/** An entry (part 4 §3 "Operation log entry"). */
const logRow = obj({
  id,
  nickName: z.string(),
  context: z.string(),
  /** 0 boss, 1 manager, 2 staff, 3 tenant. */
  managerType: int,
  /** The operator's projects at the time, '' for none (all). */
  officeName: z.string(),
  phone: z.string(),
  /** 0 query, 1 add, 2 change, 3 delete. */
  module: int,
  gmtCreate: ms,
  /** 0 pc, 1 mobile. */
  client: int,
});
export type LogRow = z.infer<typeof logRow>;

export const oplog = {
  logs: route({ method: 'GET', path: '/api/admin/logs', query: logsQuery, reply: page(logRow) }),
};
