/**
 * Door access and gateways (issue 18; spec part 3 §2.1, §3 "Door-access device", §4): the device kinds, their states
 * and the messages of their screens, shared by the API and the PWA.
 */

/** A door-access device's kind (§2.1 tables and add dialogs). */
export const ACCESS_DEV_TYPE = { controller: 1, intercom: 2, doorUnit: 3, videoDoorUnit: 4 } as const;
export type AccessDevType = (typeof ACCESS_DEV_TYPE)[keyof typeof ACCESS_DEV_TYPE];
export const ACCESS_DEV_TYPE_LABEL: Record<AccessDevType, string> = {
  1: '网络控制器',
  2: '对讲机',
  3: '全屏门口机',
  4: 'IP可视门口机',
};

/** The /equipmentManage tabs of door access (§2.1): tab 1 门禁设备 holds controllers and intercoms, tab 3 the door units. */
export const ACCESS_TAB = { doors: 1, doorUnits: 3 } as const;
export type AccessTab = (typeof ACCESS_TAB)[keyof typeof ACCESS_TAB];
export const ACCESS_TAB_TYPES: Record<AccessTab, readonly AccessDevType[]> = {
  1: [ACCESS_DEV_TYPE.controller, ACCESS_DEV_TYPE.intercom],
  3: [ACCESS_DEV_TYPE.doorUnit, ACCESS_DEV_TYPE.videoDoorUnit],
};

/** Where a door unit stands (§4 embedType, device types 3 and 4). */
export const EMBED_TYPE = { building: 1, wall: 2 } as const;
export type EmbedType = (typeof EMBED_TYPE)[keyof typeof EMBED_TYPE];
export const EMBED_TYPE_LABEL: Record<EmbedType, string> = { 1: '楼栋门口机', 2: '围墙机' };

/** §4 devStatus: 0 待接入 (the vendor has not seen the device yet), 1 正常. */
export const DEV_STATUS = { pending: 0, normal: 1 } as const;
export type DevStatus = (typeof DEV_STATUS)[keyof typeof DEV_STATUS];
export const DEV_STATUS_LABEL: Record<DevStatus, string> = { 0: '待接入', 1: '正常' };

/** §4 iscon (IP video door units): 1 已连接, else 未连接. */
export const ISCON = { no: 0, yes: 1 } as const;
export const ISCON_LABEL = (iscon: number) => (iscon === ISCON.yes ? '已连接' : '未连接');

/** Online state of a device or gateway (a device behind an offline gateway is offline). */
export const DEVICE_ONLINE = { offline: 0, online: 1 } as const;

export const ACCESS_MSG = {
  deviceNotFound: '设备不存在或无权查看',
  gatewayNotFound: '网关不存在或无权查看',
  snTaken: '设备序列号已存在',
  addFailed: '添加设备失败',
  selectApartment: '请先选择公寓',
  selectOneRoom: '只能选择一个房间',
  gatewayOtherApartment: '网关不属于所选公寓',
  roomOtherApartment: '房间不属于所选公寓',
  gatewayInUse: '网关下还有设备，请先移除设备',
} as const;

/** The fields a device of each kind must have (§2.1 add dialogs), as the refusal of the first one missing, or null. */
export function deviceFieldsRefusal(
  devType: AccessDevType,
  f: { ncuSn?: string; netSn?: string; houseId?: string | null; devPass?: string; embedType?: number | null },
): string | null {
  if (devType === ACCESS_DEV_TYPE.controller) {
    if (!f.ncuSn) return '请输入控制器序列号';
    if (!f.netSn) return '请输入网络控制器序列号';
  }
  if (devType === ACCESS_DEV_TYPE.intercom) {
    if (!f.houseId) return '请选择房间';
    if (!f.devPass) return '请输入操作密码';
  }
  if ((devType === ACCESS_DEV_TYPE.doorUnit || devType === ACCESS_DEV_TYPE.videoDoorUnit) && !f.embedType)
    return '请选择门口机类型';
  return null;
}

/** How a door was opened (§4 open type): 1 card, 2 QR code, 3 Bluetooth, 4 network. */
export const ACCESS_OPEN_TYPE = { card: 1, qr: 2, bluetooth: 3, network: 4 } as const;
export type AccessOpenType = (typeof ACCESS_OPEN_TYPE)[keyof typeof ACCESS_OPEN_TYPE];
export const ACCESS_OPEN_TYPE_LABEL: Record<AccessOpenType, string> = { 1: '刷卡', 2: '二维码', 3: '蓝牙', 4: '远程' };

/** An opening's result (§4: 0 failure, otherwise success). */
export const ACCESS_OPEN_RESULT = { failed: 0, opened: 1 } as const;
export const ACCESS_OPEN_RESULT_LABEL = (result: number) => (result === ACCESS_OPEN_RESULT.opened ? '成功' : '失败');

/** What an entry of the door-access log (/AccessLog) is about. */
export const ACCESS_LOG_KIND = {
  device: 'device',
  state: 'state',
  permission: 'permission',
  pass: 'pass',
  open: 'open',
} as const;
export type AccessLogKind = (typeof ACCESS_LOG_KIND)[keyof typeof ACCESS_LOG_KIND];
export const ACCESS_LOG_KIND_LABEL: Record<AccessLogKind, string> = {
  device: '设备变更',
  state: '在线状态',
  permission: '权限变更',
  pass: '访客通行',
  open: '远程开门',
};
