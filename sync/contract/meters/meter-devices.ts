/**
 * The contract of /api/meter-devices (issue 18 point 6; spec part 3 §2.1 tabs 100–102, §2.2, §3 "Meter or lock", §4,
 * §5, §7 "Devices and meters", §8): the /shuiDianSuo meter tabs — each room's meter of one type with its device
 * (smart: devSn on a gateway; manual: none), making a room's meter smart, taking the device off, reading it now, power
 * control of electricity meters, replacing a meter (换表), and the readings waiting for review (待复核).
 */
import { z } from 'zod';
import { route } from '../route';
import { flag, id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { MAX_READING, METER_MSG } from '../../rules/meters/meter-rules';
import { refreshReply } from './meter-shape';

/** What the meter tabs say (spec §5, §8 where it quotes one). */
export const METER_DEVICE_MSG = {
  selectApartment: '请选择公寓',
  selectRoom: '请选择房间',
  oneRoom: '只能选择一个房间',
  snRequired: '请输入设备标识',
  selectGateway: '请选择网关',
  snTaken: '该设备标识已被其他表使用',
  alreadySmart: '该房间的表已是智能表',
  gatewayNotFound: '网关不存在或不属于该公寓',
  notElectric: '只有智能电表可以通断电',
  done: '操作成功',
  failed: '操作失败',
  startRequired: '请输入新表起始读数',
  oldBelowLast: '旧表读数不能小于上次读数',
  reviewGone: '该读数已处理或不存在',
  reviewBilled: '已有更高的读数生成了账单，不能确认该读数',
} as const;

/** Electricity meters' power (§2.2 controlType: 1 on, 0 off). */
export const METER_POWER = { off: 0, on: 1 } as const;

const devType = z.coerce
  .number('表类型不正确')
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(4)], '表类型不正确'));
const apartmentId = z.string(METER_DEVICE_MSG.selectApartment).trim().min(1, METER_DEVICE_MSG.selectApartment).max(40);
const reading = (msg: string) =>
  z.number(msg).int(METER_MSG.valueInvalid).min(0, METER_MSG.valueInvalid).max(MAX_READING, METER_MSG.valueTooLarge);
const devSn = z.string(METER_DEVICE_MSG.snRequired).trim().max(40, '设备标识不能超过40个字');

const listQuery = z.object({
  devType,
  apartmentId: textFilter(40, '公寓不正确'),
  name: textFilter(40, '设备名称不能超过40个字'),
  sn: textFilter(40, '设备标识不能超过40个字'),
  ...pageQuery,
});
export type MeterDeviceListQuery = z.infer<typeof listQuery>;

const roomsQuery = z.object({ apartmentId, devType, ...pageQuery });
export type MeterDeviceRoomsQuery = z.infer<typeof roomsQuery>;

const addBody = z.object({
  apartmentId,
  devType,
  name: z.string().trim().max(40, '设备名称不能超过40个字').optional(),
  devSn: devSn.min(1, METER_DEVICE_MSG.snRequired),
  gatewayId: z.string(METER_DEVICE_MSG.selectGateway).trim().min(1, METER_DEVICE_MSG.selectGateway).max(40),
  houseIds: z
    .array(z.string().min(1).max(40), METER_DEVICE_MSG.selectRoom)
    .min(1, METER_DEVICE_MSG.selectRoom)
    .max(1, METER_DEVICE_MSG.oneRoom),
});
export type AddMeterDeviceBody = z.infer<typeof addBody>;

const powerBody = z.object({ controlType: z.union([z.literal(0), z.literal(1)], '请选择通电或断电') });

/** 换表: the new device ('' = a manual meter), its start reading, and optionally the old meter's final reading. */
const replaceBody = z.object({
  devSn,
  gatewayId: z.string().trim().max(40).optional(),
  startValue: reading(METER_DEVICE_MSG.startRequired),
  oldValue: reading(METER_MSG.valueRequired).optional(),
});
export type ReplaceMeterBody = z.infer<typeof replaceBody>;

const reviewsQuery = z.object({
  apartmentId: textFilter(40, '公寓不正确'),
  devType: z.union([z.literal(''), devType]).optional(),
  ...pageQuery,
});
export type MeterReviewsQuery = z.infer<typeof reviewsQuery>;

/** A row of a meter tab (§2.2 columns; §3 "Meter or lock"). Readings in hundredths. */
export const meterDeviceRow = obj({
  meterId: id,
  devType: int,
  name: z.string(),
  /** The device's identifier; '' for a manual meter. */
  devSn: z.string(),
  /** 0 manual (手工), 1 smart (智能). */
  isAuto: flag,
  apartmentId: id,
  apartmentName: z.string(),
  houseId: id,
  houseNumber: z.string(),
  floor: int,
  /** The last accepted reading (total), null when never read. */
  total: int.nullable(),
  lastReadAt: ms.nullable(),
  /** 0 offline, 1 online: a smart meter as the connector last said, offline behind an offline gateway; manual 1. */
  onlineStatus: flag,
  /** The room is rented (1: 已入住) or not (0). */
  isRent: flag,
  gatewayId: id.nullable(),
  gatewayName: z.string(),
  /** Electricity meters: METER_POWER (1 on, 0 cut off). */
  powerState: flag,
  /** Readings waiting for review. */
  review: int,
});
export type MeterDeviceRow = z.infer<typeof meterDeviceRow>;

/** A room of the add dialog: isExist 1 when its meter of the type is already smart (not selectable, §2.2). */
const deviceRoomRow = obj({ houseId: id, houseNumber: z.string(), floor: int, isExist: flag });

/** A reading waiting for review, with its meter and the meter's last accepted value. */
export const meterReviewRow = obj({
  readingId: id,
  meterId: id,
  devType: int,
  meterName: z.string(),
  devSn: z.string(),
  apartmentName: z.string(),
  houseId: id,
  houseNumber: z.string(),
  value: int,
  readAt: ms,
  readerName: z.string(),
  source: z.string(),
  reviewReason: z.string(),
  lastValue: int.nullable(),
  lastReadAt: ms.nullable(),
});
export type MeterReviewRow = z.infer<typeof meterReviewRow>;

const replaced = obj({
  meterId: id,
  devSn: z.string(),
  startValue: int,
  /** The old series' closing bill (its usage since the last bill, to the room's current lease), if one was made. */
  closingBill: obj({ pkId: id, usage: int, accountReceivable: int }).nullable(),
});

const meterParam = '/api/meter-devices/:meterId';
export const meterDevices = {
  list: route({ method: 'GET', path: '/api/meter-devices', query: listQuery, reply: page(meterDeviceRow) }),
  rooms: route({ method: 'GET', path: '/api/meter-devices/rooms', query: roomsQuery, reply: page(deviceRoomRow) }),
  add: route({ method: 'POST', path: '/api/meter-devices', body: addBody, reply: obj({ meterId: id }) }),
  remove: route({ method: 'DELETE', path: meterParam, reply: nothing }),
  read: route({ method: 'POST', path: `${meterParam}/read`, reply: refreshReply }),
  power: route({ method: 'POST', path: `${meterParam}/power`, body: powerBody, reply: obj({ powerState: flag }) }),
  replace: route({ method: 'POST', path: `${meterParam}/replace`, body: replaceBody, reply: replaced }),
  reviews: route({
    method: 'GET',
    path: '/api/meter-devices/reviews',
    query: reviewsQuery,
    reply: page(meterReviewRow),
  }),
  accept: route({ method: 'POST', path: '/api/meter-devices/reviews/:readingId/accept', reply: nothing }),
  reject: route({ method: 'POST', path: '/api/meter-devices/reviews/:readingId/reject', reply: nothing }),
};
