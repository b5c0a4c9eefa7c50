import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { AccessDeviceRow } from '../../../sync/contract/hardware/access-shape';
import type { AccessTab } from '../../../sync/rules/hardware/access-rules';
import { PageFrame } from '../../components/PageFrame';
import { DESKTOP_QUERY, useMedia } from '../../lib/use-media';
import { ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { doorColumns, DOOR_FILTERS } from './door-columns';
import { doorRowActions } from './door-row-actions';
import { DOORS_KEY, fetchDevices } from './doors-api';
import { DeviceSheet } from './DeviceSheet';
import './doors.css';

/**
 * A door tab of /equipmentManage (§2.1): tab 1 门禁设备 (controllers and intercoms), tab 3 全屏门口机 (full-screen and
 * IP video door units): the filters, the devices 10 a page with their reach, 添加设备, 网关 (→ /WECBlist), 房间标签
 * (→ /roomLabels), and each device's 编辑 / 远程开门 / 删除.
 */
export function DoorTab(props: { tab: AccessTab; title: string; tabName: string; tabs: ReactNode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  // The sheet: null closed, else adding (row null) or editing a row; mounted while open, so it starts afresh.
  const [sheet, setSheet] = useState<{ row: AccessDeviceRow | null } | null>(null);
  const open = (row: AccessDeviceRow | null) => setSheet({ row });
  const list = useListQuery({
    key: [...DOORS_KEY, props.tab],
    fields: DOOR_FILTERS,
    fetch: (f, current, size) => fetchDevices(props.tab, f, current, size),
  });
  const reload = () => void client.invalidateQueries({ queryKey: DOORS_KEY });
  const desktop = useMedia(DESKTOP_QUERY);
  const columns = doorColumns(props.tab, !desktop);
  return (
    <PageFrame
      title={props.title}
      extra={
        <>
          <ExportButton name={props.tabName} columns={doorColumns(props.tab, false)} fetchPage={list.fetchPage} />
          <Button size="small" onClick={() => navigate('/WECBlist')}>
            网关
          </Button>
          <Button size="small" onClick={() => navigate('/roomLabels')}>
            房间标签
          </Button>
          <Button size="small" color="primary" onClick={() => open(null)}>
            添加设备
          </Button>
        </>
      }
    >
      {props.tabs}
      <FilterBar fields={DOOR_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={columns}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label={props.tabName}
        empty="暂无设备"
        actions={(r) => <RowActions actions={doorRowActions(r, { edit: () => open(r), changed: reload })} />}
      />
      {sheet ? (
        <DeviceSheet
          tab={props.tab}
          row={sheet.row}
          visible
          apartmentId={list.filters.apartmentId}
          onClose={() => setSheet(null)}
          onDone={() => {
            setSheet(null);
            reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
