import type { AccessDeviceRow } from '../../../sync/contract/hardware/access-shape';
import { access, type AddDeviceBody, type EditDeviceBody } from '../../../sync/contract/hardware/access';
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

/** The fields the device's kind has; the others are sent empty. */
function editable(f: DeviceForm): EditDeviceBody {
  const controller = f.devType === ACCESS_DEV_TYPE.controller;
  const intercom = f.devType === ACCESS_DEV_TYPE.intercom;
  const doorUnit = f.devType === ACCESS_DEV_TYPE.doorUnit || f.devType === ACCESS_DEV_TYPE.videoDoorUnit;
  return {
    name: f.name,
    doorkeySign: controller ? f.doorkeySign : '',
    doorMaxnum: controller || doorUnit ? f.doorMaxnum : '',
    ncuSn: controller ? f.ncuSn : '',
    netSn: controller ? f.netSn : '',
    embedType: doorUnit ? f.embedType : null,
    devPass: intercom ? f.devPass : '',
    loginName: intercom || doorUnit ? f.loginName : '',
    loginPass: intercom || doorUnit ? f.loginPass : '',
    gatewayId: f.gatewayId,
    houseId: intercom ? ([...f.rooms][0] ?? null) : null,
  };
}

/** Several rooms ticked for the one room of an intercom: §5 '只能选择一个房间'. */
const tooManyRooms = (f: DeviceForm) =>
  f.devType === ACCESS_DEV_TYPE.intercom && f.rooms.size > 1 ? ACCESS_MSG.selectOneRoom : null;

/**
 * The body of 添加, or the first refusal the server would give (the contract's own checks, then the kind's required
 * fields of access-rules), shown in the form before anything is sent.
 */
export function addBody(f: DeviceForm): { body: AddDeviceBody } | { refusal: string } {
  const refusal = tooManyRooms(f);
  if (refusal) return { refusal };
  const parsed = access.addDevice.body.safeParse({
    devType: f.devType,
    apartmentId: f.apartmentId,
    sn: f.sn,
    ...editable(f),
  });
  return parsed.success ? { body: parsed.data } : { refusal: parsed.error.issues[0]!.message };
}

/** The body of 保存 of an edited device (its kind, apartment and serial stay), or the first refusal. */
export function editBody(f: DeviceForm): { body: EditDeviceBody } | { refusal: string } {
  const refusal = tooManyRooms(f);
  if (refusal) return { refusal };
  const parsed = access.editDevice.body.safeParse(editable(f));
  if (!parsed.success) return { refusal: parsed.error.issues[0]!.message };
  const missing = deviceFieldsRefusal(f.devType, parsed.data);
  return missing ? { refusal: missing } : { body: parsed.data };
}
