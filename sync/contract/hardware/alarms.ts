/**
 * The contract of device alarms (/intelligent; issue 18.5; spec part 3 §2.4 "Alarm record", §3 "Alarm": gyName,
 * houseNumber, devName, createTime, remark).
 */
import { z } from 'zod';
import { route } from '../route';
import { flag, id, ms, nothing, obj, page, pageQuery } from '../kit';
import { dateFilter, orderedDates, textFilter } from '../list-filters';

const alarmRow = obj({
  id,
  gyName: z.string(),
  houseNumber: z.string(),
  devName: z.string(),
  /** DEVICE_KIND: lock, door, gateway. */
  deviceKind: z.string(),
  deviceKindName: z.string(),
  /** ALARM_KIND. */
  kind: z.string(),
  kindName: z.string(),
  createTime: ms,
  remark: z.string(),
  handled: flag,
  handledAt: ms.nullable(),
  handledByName: z.string(),
});
export type AlarmRow = z.infer<typeof alarmRow>;

const alarmListQuery = orderedDates(
  z.object({
    apartmentId: textFilter(40, '公寓不正确'),
    startDate: dateFilter('开始日期不正确'),
    endDate: dateFilter('结束日期不正确'),
    houseNumber: textFilter(20, '房间号不能超过20个字'),
    /** 1: open alarms only (the dashboard's 安全告警), 0: handled ones only; absent: all. */
    open: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)], '状态不正确'))
      .optional(),
    ...pageQuery,
  }),
);
export type AlarmListQuery = z.infer<typeof alarmListQuery>;

export const alarms = {
  list: route({ method: 'GET', path: '/api/alarms', query: alarmListQuery, reply: page(alarmRow) }),
  handle: route({ method: 'POST', path: '/api/alarms/:alarmId/handle', reply: nothing }),
};
