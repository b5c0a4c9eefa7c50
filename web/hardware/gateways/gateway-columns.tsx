import type { GatewayRow } from '../../../sync/contract/hardware/access-shape';
import { DEVICE_ONLINE } from '../../../sync/rules/hardware/access-rules';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { Column, FilterField } from '../../components/list';
import type { GatewayFilters } from './gateways-api';
import { OnlineTag } from './OnlineTag';

export const GATEWAY_FILTERS: FilterField<keyof GatewayFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
];

const online = (r: GatewayRow) => r.onlineStatus === DEVICE_ONLINE.online;

/** /WECBlist's columns: 名称, 序列号, 公寓, 在线, 最后在线, 设备数. */
export const GATEWAY_COLUMNS: Column<GatewayRow>[] = [
  { title: '名称', value: (r) => r.portName, card: 'title' },
  {
    title: '在线',
    value: (r) => (online(r) ? '在线' : '离线'),
    render: (r) => <OnlineTag online={online(r)} />,
    card: 'status',
  },
  { title: '序列号', value: (r) => r.sn },
  { title: '公寓', value: (r) => r.apartmentName },
  { title: '最后在线', value: (r) => (r.lastSeenAt ? shanghaiMinute(r.lastSeenAt) : '') },
  { title: '设备数', value: (r) => r.devices },
];
