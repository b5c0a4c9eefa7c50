import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { MeterDeviceRow } from '../../../sync/contract/meters/meter-devices';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { typeName } from '../../meters/meter-labels';
import { meterDeviceColumns, METER_DEVICE_FILTERS } from './meter-device-columns';
import { meterRowActions } from './meter-row-actions';
import { fetchMeterDevices, METER_DEVICES_KEY, type MeterDevType } from './meter-devices-api';
import { AddMeterSheet } from './AddMeterSheet';
import { ReplaceMeterSheet } from './ReplaceMeterSheet';
import { ReviewSheet } from './ReviewSheet';

/**
 * A meter tab of /shuiDianSuo (§2.2; cold water 1, hot water 4, electricity 2): filters, each room's meter of the type
 * with its device, 添加智能表, 待复核, the export, and each meter's actions (读数, 通电/断电, 换表, 删除设备).
 */
export function MeterTab(props: { title: string; tabs: ReactNode; devType: MeterDevType }) {
  const { devType } = props;
  const client = useQueryClient();
  const [sheet, setSheet] = useState<'add' | 'review' | null>(null);
  // A new key each time a sheet opens: it starts empty (with the filter's apartment).
  const [sheetKey, setSheetKey] = useState(0);
  const openSheet = (s: 'add' | 'review') => {
    setSheetKey((k) => k + 1);
    setSheet(s);
  };
  const [replacing, setReplacing] = useState<MeterDeviceRow | null>(null);
  const list = useListQuery({
    key: [...METER_DEVICES_KEY, devType],
    fields: METER_DEVICE_FILTERS,
    fetch: (f, current, size) => fetchMeterDevices(devType, f, current, size),
  });
  const columns = meterDeviceColumns(devType);
  const reload = () => void client.invalidateQueries({ queryKey: METER_DEVICES_KEY });
  const name = typeName(devType);
  return (
    <PageFrame
      title={props.title}
      extra={
        <>
          <ExportButton name={name} columns={columns} fetchPage={list.fetchPage} />
          <Button size="small" onClick={() => openSheet('review')}>
            待复核
          </Button>
          <Button size="small" color="primary" onClick={() => openSheet('add')}>
            添加智能表
          </Button>
        </>
      }
    >
      {props.tabs}
      <FilterBar fields={METER_DEVICE_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={columns}
        rowKey={(r) => r.meterId}
        onPage={list.setPage}
        label={name}
        empty={`暂无${name}`}
        actions={(r) => (
          <RowActions actions={meterRowActions(r, { replace: () => setReplacing(r), changed: reload })} />
        )}
      />
      <AddMeterSheet
        key={`add-${sheetKey}`}
        visible={sheet === 'add'}
        devType={devType}
        apartmentId={list.filters.apartmentId}
        onClose={() => setSheet(null)}
        onDone={() => {
          setSheet(null);
          reload();
        }}
      />
      <ReviewSheet
        key={`review-${sheetKey}`}
        visible={sheet === 'review'}
        devType={devType}
        apartmentId={list.filters.apartmentId}
        onClose={() => setSheet(null)}
      />
      <ReplaceMeterSheet
        key={replacing?.meterId ?? 'none'}
        row={replacing}
        onClose={() => setReplacing(null)}
        onDone={() => {
          setReplacing(null);
          reload();
        }}
      />
    </PageFrame>
  );
}
