/**
 * The contract of /api/meters and /api/meter-bills (issue 7; spec part 3 §2.9, §4, §5, §7, §8): the meter table,
 * readings typed or sent online, a smart meter's reading now, the start of the next bill, a meter's reading history,
 * and utility bills from the readings. The wire shapes are in meter-shape.ts.
 */
import { z } from 'zod';
import { route } from '../route';
import { pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { meterReadSchema } from '../../protocol/mutations';
import { MAX_READING, METER_MSG } from '../../rules/meters/meter-rules';
import { METER_BILL_MSG } from '../../rules/meters/meter-bills';
import {
  billItemRoom,
  generatedBills,
  meterPage,
  meterSummary,
  readingHistory,
  readingReply,
  refreshReply,
} from './meter-shape';

/** The meter table's filters: an apartment ('' all visible) and a floor ('' or absent: every floor). */
const meterListQuery = z.object({
  apartmentId: textFilter(40, '公寓不正确').default(''),
  floor: z
    .union([
      z.literal(''),
      z.coerce.number('楼层不正确').int('楼层不正确').min(-10, '楼层不正确').max(200, '楼层不正确'),
    ])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  ...pageQuery,
});
export type MeterListQuery = z.infer<typeof meterListQuery>;

/** POST /api/meters/readings: the device's reading as the offline mutation carries it, readAt optional (now). */
const readingBody = meterReadSchema.extend({ readAt: meterReadSchema.shape.readAt.optional() });
export type ReadingBodyInput = z.infer<typeof readingBody>;

const refreshBody = z.object({
  houseId: z.string('房间不存在').min(1, '房间不存在').max(40, '房间不存在'),
  devType: z.union([z.literal(1), z.literal(2), z.literal(4)], '表类型不正确'),
});
export type RefreshBody = z.infer<typeof refreshBody>;

const startBody = z.object({
  value: z
    .number(METER_MSG.valueRequired)
    .int(METER_MSG.valueInvalid)
    .min(0, METER_MSG.valueInvalid)
    .max(MAX_READING, METER_MSG.valueTooLarge),
});

const historyQuery = z.object({ ...pageQuery });
export type HistoryQuery = z.infer<typeof historyQuery>;

const aptQuery = z.object({
  apartmentId: z.string('请选择公寓').trim().min(1, '请选择公寓').max(40, '公寓不存在或无权查看'),
});

const id40 = (msg: string) => z.string(msg).trim().min(1, msg).max(40, msg);
const reading = z.number('读数不正确').int('读数不正确').min(0, '读数不正确');

/** POST /api/meter-bills: {createType, payTime, items: [{houseId, leaseId, meterId, devType, startNum, endNum}]}. */
const generateInput = z.object({
  createType: z.union([z.literal(0), z.literal(1)], METER_BILL_MSG.createType),
  payTime: z.string(METER_BILL_MSG.payTimeRequired).nullish(),
  items: z
    .array(
      z.object({
        houseId: id40(METER_BILL_MSG.noRooms),
        leaseId: id40('租约不存在或无权查看'),
        meterId: z.string(METER_BILL_MSG.noMeters).max(40, METER_BILL_MSG.noMeters).nullish(),
        devType: z.number('水电表类型不正确').int('水电表类型不正确').nullish(),
        startNum: reading.nullish(),
        endNum: reading.nullish(),
      }),
      METER_BILL_MSG.noRooms,
    )
    .max(10_000, '一次最多生成10000个水电表的账单'),
});
export type GenerateInput = z.infer<typeof generateInput>;

export const meters = {
  list: route({ method: 'GET', path: '/api/meters', query: meterListQuery, reply: meterPage }),
  /** Idempotent by readingId: the same reading again answers `duplicate` and changes nothing. */
  read: route({ method: 'POST', path: '/api/meters/readings', body: readingBody, reply: readingReply }),
  /** Asks a smart meter for its reading now (409 '更新失败' when it does not answer). */
  refresh: route({ method: 'POST', path: '/api/meters/refresh', body: refreshBody, reply: refreshReply }),
  /** The meter's 上次读数 (where the next bill starts), while no bill was made from it. */
  start: route({ method: 'PUT', path: '/api/meters/:meterId/start', body: startBody, reply: meterSummary }),
  readings: route({
    method: 'GET',
    path: '/api/meters/:meterId/readings',
    query: historyQuery,
    reply: readingHistory,
  }),
  billItems: route({
    method: 'GET',
    path: '/api/meter-bills/items',
    query: aptQuery,
    reply: z.array(billItemRoom),
  }),
  generateBills: route({ method: 'POST', path: '/api/meter-bills', body: generateInput, reply: generatedBills }),
};
