import type { AccessDeviceRow } from '../../../sync/contract/hardware/access-shape';
import { ACCESS_DEV_TYPE, ACCESS_TAB, DEVICE_ONLINE, type AccessTab } from '../../../sync/rules/hardware/access-rules';
import type { Column, FilterField } from '../../components/list';
import { OnlineTag } from '../gateways/OnlineTag';
import type { DoorFilters } from './doors-api';
import { Secret } from './Secret';

/** The door tabs' filters (§2.1: apartment, 设备名称, 门禁主机号 on tabs 1 and 3). */
export const DOOR_FILTERS: FilterField<keyof DoorFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'text', key: 'name', label: '设备名称', max: 40 },
  { kind: 'text', key: 'doorMaxnum', label: '门禁主机号', max: 40 },
];

/** A field of some device kinds: a table column, a line of a phone card's 参数. */
interface KindField {
  title: string;
  pick: (r: AccessDeviceRow) => string;
  /** A password: masked with 显示, not written to the exported file. */
  secret?: boolean;
  /** In the file only (a number the table has no room for). */
  fileOnly?: boolean;
}

const of =
  (...types: number[]) =>
  (pick: (r: AccessDeviceRow) => string) =>
  (r: AccessDeviceRow) =>
    types.includes(r.devType) ? pick(r) : '';
const controller = of(ACCESS_DEV_TYPE.controller);
const intercom = of(ACCESS_DEV_TYPE.intercom);

/**
 * The kind-specific fields of each tab (§2.1 tables): tab 1 the controllers' numbers and the intercoms' passwords
 * and room; tab 3 the door units' type, login and (IP video units) connection.
 */
const KIND_FIELDS: Record<AccessTab, KindField[]> = {
  [ACCESS_TAB.doors]: [
    { title: '主机号', pick: controller((r) => r.doorMaxnum) },
    { title: '前端设备编号', pick: controller((r) => r.doorkeySign), fileOnly: true },
    { title: '控制器序列号', pick: controller((r) => r.ncuSn) },
    { title: '网络控制器序列号', pick: controller((r) => r.netSn) },
    { title: '操作密码', pick: intercom((r) => r.devPass), secret: true },
    { title: '登录名', pick: intercom((r) => r.loginName) },
    { title: '登录密码', pick: intercom((r) => r.loginPass), secret: true },
    { title: '房间', pick: (r) => r.houseName },
  ],
  [ACCESS_TAB.doorUnits]: [
    { title: '门口机类型', pick: (r) => r.embedTypeName },
    { title: '主机号', pick: (r) => r.doorMaxnum },
    { title: '登录名', pick: (r) => r.loginName },
    { title: '登录密码', pick: (r) => r.loginPass, secret: true },
    { title: '连接状态', pick: of(ACCESS_DEV_TYPE.videoDoorUnit)((r) => r.isconName) },
  ],
};

const shown = (k: KindField, r: AccessDeviceRow) =>
  k.secret ? <Secret value={k.pick(r)} label={`${r.name}${k.title}`} /> : k.pick(r);

const asColumn = (k: KindField): Column<AccessDeviceRow> => ({
  title: k.title,
  value: k.pick,
  render: k.secret ? (r) => shown(k, r) : undefined,
  only: k.secret ? 'screen' : k.fileOnly ? 'file' : undefined,
});

/** A phone card's 参数: the fields the row's kind has, one a line. */
function KindDetails(props: { row: AccessDeviceRow; fields: KindField[] }) {
  const present = props.fields.filter((k) => !k.fileOnly && k.pick(props.row));
  if (!present.length) return <span className="muted">-</span>;
  return (
    <span className="door-params">
      {present.map((k) => (
        <span key={k.title}>
          <span className="door-param-name">{k.title}</span>
          {shown(k, props.row)}
        </span>
      ))}
    </span>
  );
}

const isOnline = (r: AccessDeviceRow) => r.onlineStatus === DEVICE_ONLINE.online;
const HEAD: Column<AccessDeviceRow>[] = [
  { title: '名称', value: (r) => r.name, card: 'title' },
  { title: '公寓', value: (r) => r.apartmentName },
  {
    title: '在线',
    value: (r) => (isOnline(r) ? '在线' : '离线'),
    render: (r) => <OnlineTag online={isOnline(r)} />,
    card: 'status',
  },
  { title: '类型', value: (r) => r.devTypeName },
  { title: '状态', value: (r) => r.devStatusName },
  { title: '序列号', value: (r) => r.devSn },
];
const GATEWAY_FIELD: KindField = { title: '网关', pick: (r) => r.gatewayName };
const GATEWAY = asColumn(GATEWAY_FIELD);

/**
 * A tab's columns: on a desktop (and in the file) one column per kind field, empty on the other kind's rows; on a
 * phone card the fields the row's kind has (and its gateway, if any), together under 参数.
 */
export function doorColumns(tab: AccessTab, card: boolean): Column<AccessDeviceRow>[] {
  const fields = KIND_FIELDS[tab];
  if (!card) return [...HEAD, ...fields.map(asColumn), GATEWAY];
  const details: Column<AccessDeviceRow> = {
    title: '参数',
    value: () => '',
    render: (r) => <KindDetails row={r} fields={[...fields, GATEWAY_FIELD]} />,
    only: 'screen',
    card: 'wide',
  };
  return [...HEAD, details];
}
