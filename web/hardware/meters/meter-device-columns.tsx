import { Tag } from 'antd-mobile';
import type { MeterDeviceRow } from '../../../sync/contract/meters/meter-devices';
import { METER_POWER } from '../../../sync/contract/meters/meter-devices';
import { METER_ONLINE, readingText } from '../../../sync/rules/meters/meter-rules';
import { LOCK_RESIDENCE_LABEL } from '../../../sync/rules/hardware/lock-rules';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { Column, FilterField } from '../../components/list';
import { OnlineTag } from '../gateways/OnlineTag';
import type { MeterDeviceFilters } from './meter-devices-api';

/** A meter tab's filters (§2.1, §2.2: apartment, 设备名称, 设备标识). */
export const METER_DEVICE_FILTERS: FilterField<keyof MeterDeviceFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'text', key: 'name', label: '设备名称', max: 40 },
  { kind: 'text', key: 'sn', label: '设备标识', max: 40 },
];

const ELECTRICITY = 2;
/** A smart meter's reach; a manual meter is read by hand (no device to reach). */
const onlineText = (r: MeterDeviceRow) => (!r.isAuto ? '手工抄表' : r.onlineStatus ? '在线' : '离线');
const powerText = (r: MeterDeviceRow) => (r.powerState === METER_POWER.on ? '通电' : '已断电');

/**
 * A meter tab's columns (§2.2: room, name, identifier, reading with two decimals, online state, residence; and 智能 /
 * 手工, the gateway, power for electricity meters, readings waiting for review).
 */
export function meterDeviceColumns(devType: number): Column<MeterDeviceRow>[] {
  return [
    { title: '房间', value: (r) => `${r.apartmentName} ${r.houseNumber}`, card: 'title' },
    {
      title: '在线状态',
      value: onlineText,
      render: (r) =>
        r.isAuto ? (
          <OnlineTag online={r.onlineStatus === METER_ONLINE.online} />
        ) : (
          <Tag color="default" fill="outline">
            手工抄表
          </Tag>
        ),
      card: 'status',
    },
    { title: '设备名称', value: (r) => r.name },
    { title: '设备标识', value: (r) => r.devSn || '-' },
    { title: '读数', value: (r) => readingText(r.total) },
    { title: '读表时间', value: (r) => (r.lastReadAt ? shanghaiMinute(r.lastReadAt) : '-'), card: 'hidden' },
    {
      title: '类型',
      value: (r) => (r.isAuto ? '智能' : '手工'),
      render: (r) => (
        <Tag color={r.isAuto ? 'primary' : 'default'} fill="outline">
          {r.isAuto ? '智能' : '手工'}
        </Tag>
      ),
      // The card's state already says 手工抄表.
      card: 'hidden',
    },
    { title: '网关', value: (r) => r.gatewayName || '-', card: 'hidden' },
    ...(devType === ELECTRICITY
      ? [
          {
            title: '电源',
            value: (r: MeterDeviceRow) => (r.isAuto ? powerText(r) : '-'),
            render: (r: MeterDeviceRow) =>
              r.isAuto ? (
                <Tag color={r.powerState === METER_POWER.on ? 'success' : 'warning'} fill="outline">
                  {powerText(r)}
                </Tag>
              ) : (
                '-'
              ),
          },
        ]
      : []),
    { title: '入住状态', value: (r) => LOCK_RESIDENCE_LABEL[r.isRent] },
    {
      title: '待复核',
      value: (r) => r.review,
      render: (r) =>
        r.review ? (
          <Tag color="warning" fill="outline">
            {r.review} 条
          </Tag>
        ) : (
          '-'
        ),
    },
  ];
}
