import { useState } from 'react';
import { Radio, Tabs } from 'antd-mobile';
import type { Column } from '../components/list';
import type { NoticeDeviceOption, NoticeManagerOption, NoticeRoomOption } from '../../sync/contract/notices/notices';
import {
  ALL_RECEIVERS,
  IS_FOR_ALL,
  NOTICE_DEVICE_TABS,
  NOTICE_KIND,
  type NoticeKindCode,
} from '../../sync/rules/notices/notice-rules';
import { PickList } from './PickList';
import { fetchDevices, fetchManagers, fetchRooms, NOTICES_KEY } from './notices-api';

type DevType = (typeof NOTICE_DEVICE_TABS)[number]['devType'];

const SN: Column<NoticeDeviceOption> = { title: '序列号', value: (d) => d.devSn };
const NAME: Column<NoticeDeviceOption> = { title: '名称', value: (d) => d.name, card: 'title' };
const STATE: Column<NoticeDeviceOption> = {
  title: '状态',
  value: (d) => `${d.devStatusName}${d.onlineStatus ? '' : '（离线）'}`,
  card: 'status',
};
const HOUSE: Column<NoticeDeviceOption> = { title: '房屋', value: (d) => d.houseName };
const LOGIN: Column<NoticeDeviceOption> = {
  title: '登录名/密码',
  value: (d) => [d.loginName, d.loginPass].filter(Boolean).join(' / '),
};
const EMBED: Column<NoticeDeviceOption> = { title: '对讲类型', value: (d) => d.embedTypeName };

/** §2.8: each device tab's own columns. */
const DEVICE_COLUMNS: Record<DevType, Column<NoticeDeviceOption>[]> = {
  1: [
    NAME,
    STATE,
    SN,
    { title: '前端设备编号', value: (d) => d.doorkeySign },
    { title: '门禁主机号', value: (d) => d.doorMaxnum },
    { title: '控制器序列号', value: (d) => d.ncusn },
    HOUSE,
  ],
  3: [NAME, STATE, SN, LOGIN, HOUSE, EMBED],
  4: [NAME, STATE, SN, LOGIN, HOUSE, EMBED, { title: '连接状态', value: (d) => d.isconName }],
};

const ROOM_COLUMNS: Column<NoticeRoomOption>[] = [
  { title: '房间', value: (r) => r.houseNumber, card: 'title' },
  { title: '租客', value: (r) => r.tenant, card: 'status' },
];
const MANAGER_COLUMNS: Column<NoticeManagerOption>[] = [
  { title: '姓名', value: (m) => m.name, card: 'title' },
  { title: '账号类型', value: (m) => m.userTypeName, card: 'status' },
  { title: '手机号', value: (m) => m.phone },
];

/** The device picker (§2.8): by tab NCU (1), full-screen door units (3), IP video door units (4); ticks kept across tabs. */
function DeviceReceivers(props: { apartmentId: string; chosen: string[]; onChosen: (ids: string[]) => void }) {
  const [tab, setTab] = useState<DevType>(1);
  return (
    <Tabs activeKey={String(tab)} onChange={(k) => setTab(Number(k) as DevType)} className="notice-device-tabs">
      {NOTICE_DEVICE_TABS.map((t) => (
        <Tabs.Tab key={t.devType} title={t.title}>
          <PickList
            queryKey={[...NOTICES_KEY, 'devices', props.apartmentId, t.devType]}
            fetch={(page) => fetchDevices(props.apartmentId, t.devType, page)}
            columns={DEVICE_COLUMNS[t.devType]}
            rowKey={(d) => d.id}
            rowName={(d) => d.name}
            label={t.title}
            empty="该公寓暂无此类设备"
            selected={props.chosen}
            onChange={props.onChosen}
          />
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}

/**
 * 接收人 of the sender's tab: door devices; or rooms with a running lease / the apartment's staff, chosen or everyone
 * ('全部用户' / '全部管理员' shown in the all mode).
 */
export function Receivers(props: {
  kind: NoticeKindCode;
  apartmentId: string;
  isForAll: number;
  onForAll: (v: number) => void;
  chosen: string[];
  onChosen: (ids: string[]) => void;
}) {
  const { kind, apartmentId } = props;
  if (!apartmentId) return <p className="notice-hint">请先选择公寓</p>;
  if (kind === NOTICE_KIND.device)
    return <DeviceReceivers apartmentId={apartmentId} chosen={props.chosen} onChosen={props.onChosen} />;
  const tenants = kind === NOTICE_KIND.tenant;
  return (
    <div className="notice-people">
      <Radio.Group value={props.isForAll} onChange={(v) => props.onForAll(Number(v))}>
        <Radio value={IS_FOR_ALL.selected}>{tenants ? '选中房间' : '选中管家'}</Radio>
        <Radio value={IS_FOR_ALL.all}>{tenants ? '全部租客' : '全部管家'}</Radio>
      </Radio.Group>
      {props.isForAll === IS_FOR_ALL.all ? (
        <p className="notice-all">{ALL_RECEIVERS[kind]}</p>
      ) : tenants ? (
        <PickList
          queryKey={[...NOTICES_KEY, 'rooms', apartmentId]}
          fetch={(page) => fetchRooms(apartmentId, page)}
          columns={ROOM_COLUMNS}
          rowKey={(r) => r.houseId}
          rowName={(r) => r.houseNumber}
          label="在租房间"
          empty="该公寓没有在租的房间"
          selected={props.chosen}
          onChange={props.onChosen}
        />
      ) : (
        <PickList
          queryKey={[...NOTICES_KEY, 'managers', apartmentId]}
          fetch={(page) => fetchManagers(apartmentId, page)}
          columns={MANAGER_COLUMNS}
          rowKey={(m) => m.pkId}
          rowName={(m) => m.name}
          label="管家"
          empty="该公寓没有可通知的管家"
          selected={props.chosen}
          onChange={props.onChosen}
        />
      )}
    </div>
  );
}
