/**
 * The contract of /api/access/devices (door-access devices, /equipmentManage tabs 1 and 3) and /api/gateways
 * (/WECBlist) (issue 18; spec part 3 §2.1, §5, §7 "Devices and meters", §8). Shapes in access-shape.ts.
 */
import { z } from 'zod';
import { route } from '../route';
import { nothing, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { ACCESS_MSG, deviceFieldsRefusal, type AccessDevType } from '../../rules/hardware/access-rules';
import {
  accessDevicePage,
  accessDeviceRow,
  gatewayDevices,
  gatewayOptions,
  gatewayPage,
  gatewayRow,
  simDoorState,
} from './access-shape';

const idOf = (msg: string) => z.string(msg).trim().min(1, msg).max(40, msg);
const text = (max: number, msg: string) => z.string(msg).trim().max(max, msg).default('');
const snOf = (what: string) =>
  z
    .string(`请输入${what}`)
    .trim()
    .min(1, `请输入${what}`)
    .max(40, `${what}不能超过40个字`)
    .regex(/^[0-9A-Za-z_-]+$/, `${what}只能包含字母、数字、下划线和短横线`);

const deviceListQuery = z.object({
  /** ACCESS_TAB: 1 门禁设备 (controllers, intercoms), 3 门口机 (door units). */
  tab: z.coerce.number().pipe(z.union([z.literal(1), z.literal(3)], '设备类型不正确')),
  apartmentId: textFilter(40, '公寓不正确'),
  name: textFilter(40, '设备名称不能超过40个字'),
  doorMaxnum: textFilter(40, '门禁主机号不能超过40个字'),
  ...pageQuery,
});
export type DeviceListQuery = z.infer<typeof deviceListQuery>;

/** The fields a device's dialog edits (§2.1 add dialogs); which are required depends on the kind. */
const editable = {
  name: z.string('请输入设备名称').trim().min(1, '请输入设备名称').max(40, '设备名称不能超过40个字'),
  doorkeySign: text(40, '前端设备编号不能超过40个字'),
  doorMaxnum: text(40, '门禁主机号不能超过40个字'),
  ncuSn: text(40, '控制器序列号不能超过40个字'),
  netSn: text(40, '网络控制器序列号不能超过40个字'),
  embedType: z
    .union([z.literal(1), z.literal(2)], '请选择门口机类型')
    .nullable()
    .default(null),
  devPass: z
    .string()
    .trim()
    .regex(/^\d{0,12}$/, '操作密码为4至12位数字')
    .refine((v) => v === '' || v.length >= 4, '操作密码为4至12位数字')
    .default(''),
  loginName: text(40, '登录名不能超过40个字'),
  loginPass: text(40, '登录密码不能超过40个字'),
  gatewayId: idOf('网关不正确').nullable().default(null),
  houseId: idOf('房间不正确').nullable().default(null),
};
const devType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], '请选择设备类型');
const kindChecked = <T extends z.ZodType<Parameters<typeof deviceFieldsRefusal>[1] & { devType: AccessDevType }>>(
  s: T,
) =>
  s.superRefine((v, ctx) => {
    const msg = deviceFieldsRefusal(v.devType, v);
    if (msg) ctx.addIssue({ code: 'custom', message: msg });
  });

const addDeviceBody = kindChecked(
  z.object({ devType, apartmentId: idOf(ACCESS_MSG.selectApartment), sn: snOf('设备序列号'), ...editable }),
);
export type AddDeviceBody = z.infer<typeof addDeviceBody>;
/** Editing keeps the device's kind, apartment and serial (its identity with the vendor). */
const editDeviceBody = z.object(editable);
export type EditDeviceBody = z.infer<typeof editDeviceBody>;

const gatewayListQuery = z.object({ apartmentId: textFilter(40, '公寓不正确'), ...pageQuery });
export type GatewayListQuery = z.infer<typeof gatewayListQuery>;
const gatewayOptionsQuery = z.object({ apartmentId: idOf(ACCESS_MSG.selectApartment) });
const addGatewayBody = z.object({
  apartmentId: idOf(ACCESS_MSG.selectApartment),
  name: z.string('请输入网关名称').trim().min(1, '请输入网关名称').max(40, '网关名称不能超过40个字'),
  sn: snOf('网关序列号'),
});
export type AddGatewayBody = z.infer<typeof addGatewayBody>;
const renameGatewayBody = addGatewayBody.pick({ name: true });

const simStateBody = z.object({
  online: z.boolean().optional(),
  connected: z.boolean().optional(),
  forced: z.boolean().optional(),
});

export const access = {
  devices: route({ method: 'GET', path: '/api/access/devices', query: deviceListQuery, reply: accessDevicePage }),
  addDevice: route({ method: 'POST', path: '/api/access/devices', body: addDeviceBody, reply: accessDeviceRow }),
  editDevice: route({
    method: 'PUT',
    path: '/api/access/devices/:deviceId',
    body: editDeviceBody,
    reply: accessDeviceRow,
  }),
  removeDevice: route({ method: 'DELETE', path: '/api/access/devices/:deviceId', reply: nothing }),
  gateways: route({ method: 'GET', path: '/api/gateways', query: gatewayListQuery, reply: gatewayPage }),
  /** §7 "Gateways by apartment": the add dialogs' picker. */
  gatewayOptions: route({
    method: 'GET',
    path: '/api/gateways/options',
    query: gatewayOptionsQuery,
    reply: gatewayOptions,
  }),
  addGateway: route({
    method: 'POST',
    path: '/api/gateways',
    body: addGatewayBody,
    reply: gatewayRow,
  }),
  renameGateway: route({
    method: 'PUT',
    path: '/api/gateways/:gatewayId',
    body: renameGatewayBody,
    reply: gatewayRow,
  }),
  removeGateway: route({ method: 'DELETE', path: '/api/gateways/:gatewayId', reply: nothing }),
  gatewayDevices: route({ method: 'GET', path: '/api/gateways/:gatewayId/devices', reply: gatewayDevices }),
  /** The simulator's hand on a door device or gateway: reach, connection (ACCESS_DRIVER=simulator only). */
  simState: route({ method: 'POST', path: '/api/simulator/doors/:sn/state', body: simStateBody, reply: simDoorState }),
};
