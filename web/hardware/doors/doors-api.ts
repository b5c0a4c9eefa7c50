import { call, type ListFilters } from '../../lib/api';
import { access, type AddDeviceBody, type EditDeviceBody } from '../../../sync/contract/hardware/access';
import { accessRecords } from '../../../sync/contract/hardware/access-records';
import type { AccessTab } from '../../../sync/rules/hardware/access-rules';

/** The door tabs' filters (§2.1: apartment, 设备名称, 门禁主机号; the tab comes from the screen). */
export type DoorFilters = ListFilters<typeof access.devices, 'tab'>;

/** Query key root of the door-access devices (invalidate it after a change). */
export const DOORS_KEY = ['access-devices'] as const;

export const fetchDevices = (tab: AccessTab, f: DoorFilters, current: number, size = 10) =>
  call(access.devices, { query: { ...f, tab, current, size } });
export const addDevice = (json: AddDeviceBody) => call(access.addDevice, { json });
export const editDevice = (deviceId: string, json: EditDeviceBody) =>
  call(access.editDevice, { params: { deviceId }, json });
export const removeDevice = (deviceId: string) => call(access.removeDevice, { params: { deviceId } });
export const openDevice = (deviceId: string) => call(accessRecords.open, { params: { deviceId } });
/** §7 "Gateways by apartment": the add dialogs' gateway picker. */
export const fetchGatewayOptions = (apartmentId: string) => call(access.gatewayOptions, { query: { apartmentId } });
