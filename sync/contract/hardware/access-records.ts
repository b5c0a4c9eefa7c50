/**
 * The contract of door openings (/openDoor), the door-access log (/AccessLog) and a door's remote opening (issue
 * 18.5; spec part 3 §2.4, §3 "Open record", §4 open type and result).
 */
import { z } from 'zod';
import { route } from '../route';
import { flag, id, int, ms, obj, page, pageQuery } from '../kit';
import { dateFilter, orderedDates, textFilter } from '../list-filters';

const openRecord = obj({
  id,
  apartmentName: z.string(),
  doorName: z.string(),
  devSn: z.string(),
  houseName: z.string(),
  /** ACCESS_OPEN_RESULT: 0 failure, 1 success. */
  openStatus: flag,
  openStatusName: z.string(),
  openTime: ms,
  /** ACCESS_OPEN_TYPE: 1 card, 2 QR code, 3 Bluetooth, 4 network. */
  openType: int,
  openTypeName: z.string(),
  userName: z.string(),
  phone: z.string(),
  detail: z.string(),
});
export type OpenRecordRow = z.infer<typeof openRecord>;

const openRecordsQuery = orderedDates(
  z.object({
    apartmentId: textFilter(40, '公寓不正确'),
    startDate: dateFilter('开始日期不正确'),
    endDate: dateFilter('结束日期不正确'),
    name: textFilter(20, '姓名不能超过20个字'),
    phone: textFilter(11, '手机号不能超过11位'),
    ...pageQuery,
  }),
);
export type OpenRecordsQuery = z.infer<typeof openRecordsQuery>;

const logRow = obj({
  id,
  apartmentName: z.string(),
  deviceName: z.string(),
  kind: z.string(),
  kindName: z.string(),
  detail: z.string(),
  at: ms,
  byName: z.string(),
});
export type AccessLogRow = z.infer<typeof logRow>;
const logQuery = orderedDates(
  z.object({
    apartmentId: textFilter(40, '公寓不正确'),
    startDate: dateFilter('开始日期不正确'),
    endDate: dateFilter('结束日期不正确'),
    ...pageQuery,
  }),
);
export type AccessLogQuery = z.infer<typeof logQuery>;

export const accessRecords = {
  openRecords: route({
    method: 'GET',
    path: '/api/access/open-records',
    query: openRecordsQuery,
    reply: page(openRecord),
  }),
  log: route({ method: 'GET', path: '/api/access/log', query: logQuery, reply: page(logRow) }),
  /** Opens a door device now, remotely (开门成功 / 设备离线 / 开门失败). */
  open: route({
    method: 'POST',
    path: '/api/access/devices/:deviceId/open',
    reply: obj({ result: z.enum(['opened', 'offline', 'failed']), recordId: id }),
  }),
};
