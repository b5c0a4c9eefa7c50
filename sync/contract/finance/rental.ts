/**
 * The contract of the rental statistics (/zulintongji, spec part 4 §2 "Rental dashboard and staff performance", §3,
 * §7, §9): the branches (projects) the user may choose, one card per day for the last `daysBefore` days, and the
 * staff ranking for a period, 10 a page. Money in fen; days 'YYYY-MM-DD' Asia/Shanghai.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, id, int, obj, page, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { TIME_TYPES } from '../../rules/finance/rental-periods';

const officeId = textFilter(40, '门店不正确');

export const daysQuery = z.object({
  officeId,
  /** How many days, today the last (default 7, at most 31). */
  daysBefore: z.coerce.number('天数不正确').int('天数不正确').min(1, '天数不正确').max(31, '天数不正确').default(7),
});
export type DaysQuery = z.infer<typeof daysQuery>;

export const staffQuery = z.object({
  officeId,
  /** sync/rules/finance/rental-periods.ts: 0 昨天, 1 本周, 2 上周, 3 本月, 4 上月. */
  timeType: z.coerce
    .number('时间范围不正确')
    .refine((v) => (TIME_TYPES as readonly number[]).includes(v), '时间范围不正确')
    .default(0),
  ...pageQuery,
});
export type StaffQuery = z.infer<typeof staffQuery>;

/**
 * A day's card (§3 "Rental dashboard day"): avgMonthRent the average monthly rent (fen) of the leases signed that
 * day, avgRentCycle their average payment cycle in months (付N), contractExpireNum the leases in effect whose term
 * ends that day, checkOutNum the check-outs of that day, signNum the leases signed that day.
 */
export const rentalDay = obj({
  dateTime: date,
  avgMonthRent: fen,
  avgRentCycle: z.number(),
  contractExpireNum: int,
  checkOutNum: int,
  signNum: int,
});
export type RentalDay = z.infer<typeof rentalDay>;

/**
 * A staff member's row (§3 "Staff performance row") over the period: registerNum leases they signed, relet of them
 * renewals (the same tenant again in the same room), changRoomNum room changes (the same tenant from another room of
 * the organisation), checkoutNum check-outs they made, avgTenancy the average term in months of the leases they
 * signed, avgRent their average monthly rent (fen), avgRelet the share of renewals ('25.00%').
 */
export const staffRow = obj({
  userId: id,
  name: z.string(),
  registerNum: int,
  relet: int,
  changRoomNum: int,
  checkoutNum: int,
  avgTenancy: z.number(),
  avgRent: fen,
  avgRelet: z.string(),
});
export type StaffRow = z.infer<typeof staffRow>;

/** A staff page and the days of the period it counts. */
export const staffPage = page(staffRow).extend({ startTime: date, endTime: date });

export const rental = {
  branches: route({
    method: 'GET',
    path: '/api/finance/rental/branches',
    reply: z.array(obj({ officeId: id, name: z.string() })),
  }),
  days: route({ method: 'GET', path: '/api/finance/rental/days', query: daysQuery, reply: z.array(rentalDay) }),
  staff: route({ method: 'GET', path: '/api/finance/rental/staff', query: staffQuery, reply: staffPage }),
};
