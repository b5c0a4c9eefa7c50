import { call, type ListFilters } from '../../lib/api';
import {
  meterDevices,
  type AddMeterDeviceBody,
  type ReplaceMeterBody,
} from '../../../sync/contract/meters/meter-devices';

/** A meter tab's filters (§2.2: apartment, 设备名称, 设备标识); the tab's meter type comes from the URL. */
export type MeterDeviceFilters = ListFilters<typeof meterDevices.list, 'devType'>;

/** Query key root of everything about meter devices (invalidate it after a change). */
export const METER_DEVICES_KEY = ['meter-devices'] as const;

/** The meter types of the tabs: 1 cold water, 4 hot water, 2 electricity. */
export type MeterDevType = 1 | 2 | 4;

export const fetchMeterDevices = (devType: MeterDevType, f: MeterDeviceFilters, current: number, size = 10) =>
  call(meterDevices.list, { query: { ...f, devType, current, size } });
export const fetchMeterDeviceRooms = (apartmentId: string, devType: MeterDevType, current: number) =>
  call(meterDevices.rooms, { query: { apartmentId, devType, current, size: 10 } });
export const addMeterDevice = (json: AddMeterDeviceBody) => call(meterDevices.add, { json });
export const removeMeterDevice = (meterId: string) => call(meterDevices.remove, { params: { meterId } });
export const readMeterNow = (meterId: string) => call(meterDevices.read, { params: { meterId } });
export const powerMeter = (meterId: string, controlType: 0 | 1) =>
  call(meterDevices.power, { params: { meterId }, json: { controlType } });
export const replaceMeter = (meterId: string, json: ReplaceMeterBody) =>
  call(meterDevices.replace, { params: { meterId }, json });
export const fetchMeterReviews = (apartmentId: string, devType: MeterDevType, current: number) =>
  call(meterDevices.reviews, { query: { apartmentId, devType, current, size: 10 } });
export const acceptReading = (readingId: string) => call(meterDevices.accept, { params: { readingId } });
export const rejectReading = (readingId: string) => call(meterDevices.reject, { params: { readingId } });
