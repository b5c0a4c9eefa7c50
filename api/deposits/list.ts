import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import type { AuthUser } from '../http/env';
import { pageOf } from '../http/reply';
import { apartments, rooms } from '../houses/schema';
import { users } from '../auth/schema';
import { roomStatusOf } from '../../sync/rules/board/room-facts';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { depositActions, depositStatusText, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import type { DepositRow } from '../../sync/contract/deposits/deposit-shape';
import type { DepositListQuery } from '../../sync/contract/deposits/deposits';
import { shanghaiMidnight } from '../../sync/rules/common/shanghai-time';
import { houseText, ordersFrom, type OrderRow } from './access';
import { depositOrders } from './schema';

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

/** The deposit orders of the visible apartments, newest first, filtered and paged. */
export async function listDeposits(db: Reader, now: number, user: AuthUser, f: DepositListQuery) {
  const q = ordersFrom(db, user);
  const conds: (SQL | undefined)[] = [q.scope];
  if (f.apartmentName) conds.push(like(apartments.name, f.apartmentName));
  if (f.houseNumber) conds.push(like(rooms.houseNumber, f.houseNumber));
  if (f.promiseMan) conds.push(like(depositOrders.promiseMan, f.promiseMan));
  if (f.phone) conds.push(like(depositOrders.phone, f.phone));
  if (f.creatorName) conds.push(like(users.name, f.creatorName));
  if (f.startDate) conds.push(gte(depositOrders.createdAt, shanghaiMidnight(f.startDate)));
  if (f.endDate) conds.push(lt(depositOrders.createdAt, shanghaiMidnight(f.endDate) + 86_400_000));
  if (f.open === '1') conds.push(eq(depositOrders.signStatus, ORDER_SIGN.unsigned));
  const where = and(...conds);
  const [{ n: total }] = await q.count().where(where);
  const rows = await q
    .select()
    .where(where)
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const today = shanghaiToday(now);
  return pageOf(
    rows.map((r) => toRow(r, today)),
    total,
    f.current,
    f.size,
  );
}
