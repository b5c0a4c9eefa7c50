import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Toast } from 'antd-mobile';
import { METER_MSG } from '../../sync/rules/meters/meter-rules';
import { useApartments } from '../components/apartments';
import { PageFrame } from '../components/PageFrame';
import { FilterBar, ListView, useListQuery, type FilterField } from '../components/list';
import { checkBillSelection } from './bill-check';
import { EditReadingDialog } from './EditReadingDialog';
import { GenerateBillSheet } from './GenerateBillSheet';
import { meterColumns } from './meter-columns';
import { typeName } from './meter-labels';
import { fetchMeterRows, METERS_KEY, type MeterBillItem } from './meters-api';
import { useMeterEdits } from './use-meter-edits';
import { useMeterTicks } from './use-meter-ticks';
import './meter-table.css';

/** One apartment at a time (the first until another is chosen). */
const METER_FILTERS: FilterField<'apartmentId'>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '选择公寓', required: true },
];

/**
 * The desktop meter screen (§2.9): the apartment, 配置单价 / 查询 / 重置 / 生成账单, one row per room with its meters
 * (meter-columns.tsx), rooms and meters ticked, pages of 10, and the generate-bill dialog after the §5 checks.
 */
export function MeterTable({ title }: { title: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const apartments = useApartments();
  const list = useListQuery({
    key: METERS_KEY,
    fields: METER_FILTERS,
    defaults: { apartmentId: apartments.data?.[0]?.apartmentId ?? '' },
    fetch: (f, current, size) => fetchMeterRows({ apartmentId: f.apartmentId, current, size }),
  });
  const reload = () => client.invalidateQueries({ queryKey: METERS_KEY });
  const ticks = useMeterTicks(`${list.filters.apartmentId}?${list.params.toString()}`);
  const edits = useMeterEdits(reload);
  const [billing, setBilling] = useState<MeterBillItem[] | null>(null);

  const generate = async () => {
    const c = checkBillSelection(list.query.data?.records ?? [], ticks.rooms, ticks.meters);
    if (c.kind === 'refuse') return void Toast.show({ content: c.message });
    if (c.kind === 'negative') return void Dialog.alert({ title: '提示', content: c.message, confirmText: '知道了' });
    if (
      c.zero &&
      !(await Dialog.confirm({
        title: '提示',
        content: METER_MSG.zeroConfirm,
        confirmText: '继续',
        cancelText: '取消',
      }))
    )
      return void Toast.show({ content: '已取消' });
    setBilling(c.items);
  };

  const columns = meterColumns({
    ticked: ticks.meters,
    onTick: ticks.tickMeter,
    onEdit: (kind, row, meter) => edits.setEditing({ kind, row, meter }),
    onRefresh: (r, m) => void edits.refresh(r, m),
    refreshing: edits.refreshing,
  });
  const { editing } = edits;
  return (
    <PageFrame
      title={title}
      extra={
        <Button size="small" onClick={() => navigate('/General_6')}>
          配置单价
        </Button>
      }
    >
      <FilterBar
        fields={METER_FILTERS}
        values={list.filters}
        onApply={list.apply}
        extra={
          <Button size="small" color="warning" onClick={() => void generate()}>
            生成账单
          </Button>
        }
      />
      {apartments.data && !apartments.data.length ? (
        <ErrorBlock status="empty" title="暂无公寓" description="您还没有可查看的公寓" />
      ) : (
        <ListView
          query={list.query}
          columns={columns}
          rowKey={(r) => r.houseId}
          onPage={list.setPage}
          label="水电表"
          empty="该公寓还没有水电表"
          selection={{
            selected: ticks.rooms,
            onChange: ticks.tickRooms,
            enabled: (r) => !!r.leaseId,
            label: (r) => `选择${r.houseNumber || r.name}`,
          }}
        />
      )}
      {editing ? (
        <EditReadingDialog
          key={`${editing.kind}-${editing.meter.meterId}`}
          title={`${editing.row.name || editing.row.houseNumber} ${typeName(editing.meter.devType)} ${editing.kind === 'start' ? '上次读数' : '本次读数'}`}
          initial={editing.kind === 'start' ? editing.meter.lastNum : editing.meter.nowNum}
          onClose={() => edits.setEditing(null)}
          onSave={edits.save}
        />
      ) : null}
      <GenerateBillSheet
        key={billing ? 'open' : 'closed'}
        items={billing}
        onClose={() => setBilling(null)}
        onDone={() => {
          setBilling(null);
          ticks.clear();
          void reload();
        }}
      />
    </PageFrame>
  );
}
