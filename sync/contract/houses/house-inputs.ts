/** The request bodies of the houses routes (spec part 1 §3, §5, §7): apartments, their floors and rooms. */
import { z } from 'zod';
import {
  FLOOR_MSG,
  MAX_ROOM_NUMBER_LENGTH,
  MAX_ROOMS_PER_FLOOR,
  MAX_TOTAL_FLOOR,
  MIN_TOTAL_FLOOR,
} from '../../rules/houses/room-plan';

const flag = (msg: string) => z.union([z.literal(0), z.literal(1)], msg);

const totalFloorField = z
  .number('请选择总楼层数')
  .int(FLOOR_MSG.totalRange)
  .min(MIN_TOTAL_FLOOR, FLOOR_MSG.totalRange)
  .max(MAX_TOTAL_FLOOR, FLOOR_MSG.totalRange);

const elevatorField = flag('电梯只能选择有或无');

const houseInput = z.object({
  houseId: z.string().min(1).max(40).optional(),
  houseNumber: z.string('房间号格式不正确').max(MAX_ROOM_NUMBER_LENGTH, FLOOR_MSG.numberTooLong).default(''),
  isRent: flag('出租状态不正确').default(0),
  operate: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], '房间操作类型不正确').default(0),
});

const floorInput = z.object({
  floor: z.number('楼层不正确').int('楼层不正确').min(1, '楼层不正确').max(MAX_TOTAL_FLOOR, FLOOR_MSG.floorsShort),
  houseCount: z.number().int().min(0).optional(),
  isChange: z.number().int().optional(),
  houses: z
    .array(houseInput)
    .max(MAX_ROOMS_PER_FLOOR * 3, FLOOR_MSG.roomCountRange)
    .default([]),
});

const floorDataInput = z.array(floorInput, FLOOR_MSG.noRooms).max(MAX_TOTAL_FLOOR, FLOOR_MSG.floorsShort);

export type FloorInput = z.infer<typeof floorInput>;

const text = (required: string, max: number, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

/** Create an apartment with its floors (§2.6 mode 1 and 2); fields in the order the spec checks them. */
export const createApartmentInput = z.object({
  address: text('请填写公寓详细地址', 100, '公寓地址不能超过100个字'),
  name: text('请填写公寓名称', 30, '公寓名称不能超过30个字'),
  locationName: text('请填写所属商圈', 30, '商圈名称不能超过30个字'),
  cityCode: z.string('请选择所在城市').regex(/^\d{4}$/, '请选择所在城市'),
  districtCode: z.string('请选择所在区县').regex(/^\d{6}$/, '请选择所在区县'),
  latitude: z.number('纬度不正确').min(-90, '纬度不正确').max(90, '纬度不正确').nullish(),
  longitude: z.number('经度不正确').min(-180, '经度不正确').max(180, '经度不正确').nullish(),
  totalFloor: totalFloorField,
  isElevator: elevatorField.default(0),
  projectId: z.string().max(40).nullish(),
  floorData: floorDataInput,
});
export type CreateApartmentInput = z.infer<typeof createApartmentInput>;

/** Save floor edits of an existing apartment (§2.6 mode 3, §2.7 floor editor). */
export const saveFloorsInput = z.object({
  totalFloor: totalFloorField.optional(),
  isElevator: elevatorField.optional(),
  floorData: floorDataInput,
});
export type SaveFloorsInput = z.infer<typeof saveFloorsInput>;

const MAX_PUBLIC_PICTURES = 20;

/** Edit an apartment (§2.7): name, district and address are read-only there and not accepted. */
export const editApartmentInput = z.object({
  isElevator: elevatorField.optional(),
  pictures: z
    .array(z.string('图片地址不正确').min(1, '图片地址不正确').max(300, '图片地址不正确'), '图片格式不正确')
    .max(MAX_PUBLIC_PICTURES, `公共区域照片最多${MAX_PUBLIC_PICTURES}张`)
    .optional(),
  facility: z.string('设施格式不正确').max(200, '设施格式不正确').optional(),
  intro: z.string('公寓描述格式不正确').max(2000, '公寓描述不能超过2000个字').optional(),
  nearby: z.string('周边配套格式不正确').max(200, '周边配套不能超过200个字').optional(),
});
export type EditApartmentInput = z.infer<typeof editApartmentInput>;

/** The city whose districts and business districts the apartment form offers. */
export const cityQuery = z.object({ cityCode: z.string('请选择所在城市').regex(/^\d{4}$/, '请选择所在城市') });
