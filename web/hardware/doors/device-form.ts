import type { AccessDeviceRow } from '../../../sync/contract/hardware/access-shape';
import type { AddDeviceBody, EditDeviceBody } from '../../../sync/contract/hardware/access';
import {
  ACCESS_DEV_TYPE,
  ACCESS_MSG,
  ACCESS_TAB_TYPES,
  deviceFieldsRefusal,
  type AccessDevType,
  type AccessTab,
  type EmbedType,
} from '../../../sync/rules/hardware/access-rules';

/** What the add / edit dialog of a door device holds (§2.1 add dialogs), as typed. */
export interface DeviceForm {
  devType: AccessDevType;
  apartmentId: string;
  sn: string;
  name: string;
  doorkeySign: string;
  doorMaxnum: string;
  ncuSn: string;
  netSn: string;
  embedType: EmbedType | null;
  devPass: string;
  loginName: string;
  loginPass: string;
  gatewayId: string | null;
  /** The intercom's room: ticked rooms (the room list ticks; exactly one is sent). */
  rooms: ReadonlySet<string>;
}

/** An empty form for the tab's first kind, on the apartment the list is filtered to. */
export const emptyForm = (tab: AccessTab, apartmentId: string): DeviceForm => ({
  devType: ACCESS_TAB_TYPES[tab][0]!,
  apartmentId,
  sn: '',
  name: '',
  doorkeySign: '',
  doorMaxnum: '',
  ncuSn: '',
  netSn: '',
  embedType: null,
  devPass: '',
  loginName: '',
  loginPass: '',
  gatewayId: null,
  rooms: new Set(),
});

/** The form of a listed device, to edit. */
export const formOf = (r: AccessDeviceRow): DeviceForm => ({
  devType: r.devType as AccessDevType,
  apartmentId: r.apartmentId,
  sn: r.devSn,
  name: r.name,
  doorkeySign: r.doorkeySign,
  doorMaxnum: r.doorMaxnum,
  ncuSn: r.ncuSn,
  netSn: r.netSn,
  embedType: (r.embedType as EmbedType | null) ?? null,
  devPass: r.devPass,
  loginName: r.loginName,
  loginPass: r.loginPass,
  gatewayId: r.gatewayId,
  rooms: new Set(r.houseId ? [r.houseId] : []),
});

/** The fields the device's kind has (trimmed); the others are sent empty. */
function editable(f: DeviceForm): EditDeviceBody {
  const controller = f.devType === ACCESS_DEV_TYPE.controller;
  const intercom = f.devType === ACCESS_DEV_TYPE.intercom;
  const doorUnit = f.devType === ACCESS_DEV_TYPE.doorUnit || f.devType === ACCESS_DEV_TYPE.videoDoorUnit;
  return {
    name: f.name.trim(),
    doorkeySign: controller ? f.doorkeySign.trim() : '',
    doorMaxnum: controller || doorUnit ? f.doorMaxnum.trim() : '',
    ncuSn: controller ? f.ncuSn.trim() : '',
    netSn: controller ? f.netSn.trim() : '',
    embedType: doorUnit ? f.embedType : null,
    devPass: intercom ? f.devPass.trim() : '',
    loginName: intercom || doorUnit ? f.loginName.trim() : '',
    loginPass: intercom || doorUnit ? f.loginPass.trim() : '',
    gatewayId: f.gatewayId,
    houseId: intercom ? ([...f.rooms][0] ?? null) : null,
  };
}

/**
 * The first refusal the server would give for a missing field (the contract's messages, then the kind's required
 * fields of access-rules), said in the form before anything is sent; the formats (the serial's characters, the
 * operation password's digits) are the server's to check, its message shown in the same place.
 */
function refusalOf(f: DeviceForm, body: EditDeviceBody, adding: boolean): string | null {
  if (adding && !f.apartmentId) return ACCESS_MSG.selectApartment;
  if (adding && !f.sn.trim()) return '请输入设备序列号';
  if (!body.name) return '请输入设备名称';
  if (f.devType === ACCESS_DEV_TYPE.intercom && f.rooms.size > 1) return ACCESS_MSG.selectOneRoom;
  return deviceFieldsRefusal(f.devType, body);
}

/** The body of 添加, or the first refusal. */
export function addBody(f: DeviceForm): { body: AddDeviceBody } | { refusal: string } {
  const body = editable(f);
  const refusal = refusalOf(f, body, true);
  return refusal ? { refusal } : { body: { ...body, devType: f.devType, apartmentId: f.apartmentId, sn: f.sn.trim() } };
}

/** The body of 保存 of an edited device (its kind, apartment and serial stay), or the first refusal. */
export function editBody(f: DeviceForm): { body: EditDeviceBody } | { refusal: string } {
  const body = editable(f);
  const refusal = refusalOf(f, body, false);
  return refusal ? { refusal } : { body };
}
