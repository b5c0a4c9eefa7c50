/**
 * Wire shapes of /api/access/devices and /api/gateways (issue 18; spec part 3 §2.1, §3 "Door-access device",
 * "Gateway", §4). States are the named constants of sync/rules/hardware/access-rules.ts; times epoch ms.
 */
import { z } from 'zod';
import { flag, id, int, obj, page } from '../kit';

/** A row of the door-access tabs (§2.1 tables of tabs 1 and 3; §3 fields). */
export const accessDeviceRow = obj({
  id,
  /** ACCESS_DEV_TYPE: 1 controller, 2 intercom, 3 full-screen door unit, 4 IP video door unit. */
  devType: int,
  devTypeName: z.string(),
  name: z.string(),
  devSn: z.string(),
  doorkeySign: z.string(),
  doorMaxnum: z.string(),
  ncuSn: z.string(),
  netSn: z.string(),
  /** EMBED_TYPE for door units, else null. */
  embedType: int.nullable(),
  embedTypeName: z.string(),
  devPass: z.string(),
  loginName: z.string(),
  loginPass: z.string(),
  apartmentId: id,
  apartmentName: z.string(),
  /** The room of a room's device (an intercom, a room door); null for a public door. */
  houseId: id.nullable(),
  houseName: z.string(),
  gatewayId: id.nullable(),
  gatewayName: z.string(),
  /** DEV_STATUS: 0 待接入, 1 正常. */
  devStatus: int,
  devStatusName: z.string(),
  /** IP video door units: 1 connected. */
  iscon: flag,
  isconName: z.string(),
  /** 1 online: the device and its gateway (if any) answer. */
  onlineStatus: flag,
});
export type AccessDeviceRow = z.infer<typeof accessDeviceRow>;
export const accessDevicePage = page(accessDeviceRow);

/** A gateway of the picker (§7 "Gateways by apartment": id, portName). */
export const gatewayOption = obj({ id, portName: z.string(), onlineStatus: flag });
export const gatewayOptions = z.array(gatewayOption);

/** A row of /WECBlist: a gateway and how many devices hang on it. */
export const gatewayRow = obj({
  id,
  portName: z.string(),
  sn: z.string(),
  apartmentId: id,
  apartmentName: z.string(),
  onlineStatus: flag,
  lastSeenAt: int.nullable(),
  devices: int,
});
export type GatewayRow = z.infer<typeof gatewayRow>;
export const gatewayPage = page(gatewayRow);

/** A device behind a gateway: a door device, a gateway lock or a smart meter. */
export const gatewayDevice = obj({
  kind: z.enum(['door', 'lock', 'meter']),
  id,
  name: z.string(),
  sn: z.string(),
  typeName: z.string(),
  houseName: z.string(),
  onlineStatus: flag,
});
export const gatewayDevices = z.array(gatewayDevice);

export const simDoorState = obj({ sn: z.string(), online: z.boolean(), connected: z.boolean() });
