/**
 * Smart-device alarms (issue 18.5; /intelligent, the dashboard's 安全告警): which device raised them and what they
 * mean, shared by the API and the PWA.
 */
import { LOCK_ALARM } from './lock-rules';

/** The kind of device an alarm is about. */
export const DEVICE_KIND = { lock: 'lock', door: 'door', gateway: 'gateway' } as const;
export type DeviceKind = (typeof DEVICE_KIND)[keyof typeof DEVICE_KIND];
export const DEVICE_KIND_LABEL: Record<DeviceKind, string> = { lock: '门锁', door: '门禁', gateway: '网关' };

/** What an alarm says (a lock's are LOCK_ALARM; doors and gateways raise forced-open and offline ones). */
export const ALARM_KIND = LOCK_ALARM;
export type AlarmKind = (typeof ALARM_KIND)[keyof typeof ALARM_KIND];
export const ALARM_KIND_LABEL: Record<AlarmKind, string> = {
  lowBattery: '电量低',
  forced: '强行开门',
  offline: '设备离线',
  keypadLocked: '键盘锁定',
};

/** A device out of reach this long raises an offline alarm. */
export const OFFLINE_ALARM_MS = 3_600_000;
