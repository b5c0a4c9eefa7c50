import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Reader } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import type { AuthUser } from '../http/env';
import { pageOf } from '../http/reply';
import { pageQuery } from '../../sync/contract/kit';
import { apartments, rooms } from '../houses/schema';
import { users } from '../auth/schema';
import { roomStatusOf } from '../../sync/rules/board/room-facts';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { depositActions, depositStatusText } from '../../sync/rules/deposits/deposit-rules';
import type { DepositRow } from '../../sync/contract/deposits/deposit-shape';
import { shanghaiMidnight } from '../../sync/rules/common/shanghai-time';
import { houseText, ordersFrom, type OrderRow } from './access';
import { depositOrders } from './schema';

const text = (max: number, msg: string) => z.string().trim().max(max, msg).optional();
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '提交日期格式不正确')
  .optional();

/** Filters of the list (§2.2): apartment name, room number, submit date range, booker, phone, adder; page of 10. */
export const listQuery = z.object({
  apartmentName: text(40, '公寓名称不能超过40个字'),
  houseNumber: text(20, '房间号不能超过20个字'),
  startDate: date,
  endDate: date,
  promiseMan: text(20, '预订人不能超过20个字'),
  phone: text(11, '手机号不能超过11位'),
  creatorName: text(20, '添加人不能超过20个字'),
  /** '1': only the open orders (not signed into a lease, not voided or revoked): the dashboard's 定金订单 counter. */
  open: z.enum(['0', '1'], '筛选条件只能是0或1').optional(),
  ...pageQuery,
});
export type ListQuery = z.infer<typeof listQuery>;

const like = (col: Parameters<typeof dialect.like>[0], s: string) => dialect.like(col, containsPattern(s));

/** The room's board status on `today`, from the room columns of the order row. */
const roomStatusCode = (r: OrderRow, today: string) =>
  roomStatusOf(
    {
      isRent: r.isRent,
      isDecoration: r.isDecoration,
      isShow: r.isShow,
      remark: r.roomRemark,
      updatedAt: r.roomUpdatedAt,
      facts: r.facts,
    },
    today,
  ).statusCode;

export function toRow(r: OrderRow, today: string): DepositRow {
  return {
    advanceId: r.id,
    orderNo: r.orderNo,
    houseId: r.roomId,
    apartmentId: r.apartmentId,
    apartmentName: r.apartmentName,
    floor: r.floor,
    houseNumber: r.houseNumber,
    house: houseText(r),
    area: r.area,
    statusCode: roomStatusCode(r, today),
    promiseMan: r.promiseMan,
    phone: r.phone,
    createTime: r.createdAt,
    advanceCost: r.advanceCost,
    rentCost: r.rentCost,
    startDate: r.startDate,
    endDate: r.endDate,
    latestDate: r.latestDate,
    creatorName: r.creatorName ?? '',
    payStatus: r.payStatus,
    signStatus: r.signStatus,
    payWay: r.payWay,
    payTime: r.payTime,
    leaseId: r.leaseId,
    statusText: depositStatusText(r),
    actions: depositActions(r),
  };
}

/** The deposit orders of the visible apartments, newest first, filtered and paged (`all`: every page, for the export). */
export async function listDeposits(db: Reader, now: number, user: AuthUser, f: ListQuery, all = false) {
  const q = ordersFrom(db, user);
  const conds: (SQL | undefined)[] = [q.scope];
  if (f.apartmentName) conds.push(like(apartments.name, f.apartmentName));
  if (f.houseNumber) conds.push(like(rooms.houseNumber, f.houseNumber));
  if (f.promiseMan) conds.push(like(depositOrders.promiseMan, f.promiseMan));
  if (f.phone) conds.push(like(depositOrders.phone, f.phone));
  if (f.creatorName) conds.push(like(users.name, f.creatorName));
  if (f.startDate) conds.push(gte(depositOrders.createdAt, shanghaiMidnight(f.startDate)));
  if (f.endDate) conds.push(lt(depositOrders.createdAt, shanghaiMidnight(f.endDate) + 86_400_000));
  if (f.open === '1') conds.push(eq(depositOrders.signStatus, 0));
  const where = and(...conds);
  const [{ n: total }] = await q.count().where(where);
  const sorted = q.select().where(where).orderBy(desc(depositOrders.createdAt), desc(depositOrders.id));
  const rows = all ? await sorted : await sorted.limit(f.size).offset((f.current - 1) * f.size);
  const today = shanghaiToday(now);
  return pageOf(
    rows.map((r) => toRow(r, today)),
    total,
    f.current,
    f.size,
  );
}
