import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeterReviewRow } from '../../../sync/contract/meters/meter-devices';
import { METER_DEVICE_MSG } from '../../../sync/contract/meters/meter-devices';
import { readingText } from '../../../sync/rules/meters/meter-rules';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { confirmThen, FormSheet, ListView, RowActions, type Column } from '../../components/list';
import { typeName } from '../../meters/meter-labels';
import {
  acceptReading,
  fetchMeterReviews,
  METER_DEVICES_KEY,
  rejectReading,
  type MeterDevType,
} from './meter-devices-api';

const COLUMNS: Column<MeterReviewRow>[] = [
  { title: '房间', value: (r) => `${r.apartmentName} ${r.houseNumber}`, card: 'title' },
  { title: '复核读数', value: (r) => readingText(r.value), card: 'status' },
  { title: '上次读数', value: (r) => readingText(r.lastValue) },
  { title: '抄表时间', value: (r) => shanghaiMinute(r.readAt) },
  { title: '抄表人', value: (r) => r.readerName || '-' },
];

/**
 * 待复核 of a meter tab: the readings of its type flagged below the last one (the filter's apartment), oldest first;
 * 确认 accepts one (the newest becomes the meter's reading), 作废 rejects it for good — each after a confirm.
 */
export function ReviewSheet(props: {
  visible: boolean;
  devType: MeterDevType;
  apartmentId: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const key = [...METER_DEVICES_KEY, 'reviews', props.apartmentId, props.devType, page];
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchMeterReviews(props.apartmentId, props.devType, page),
    placeholderData: keepPreviousData,
    enabled: props.visible,
  });
  const decide = async (r: MeterReviewRow, accept: boolean) => {
    const ok = await confirmThen({
      what: `${r.houseNumber} ${typeName(r.devType)} ${readingText(r.value)}`,
      message: accept ? '确认该读数有效吗？确认后以它为准' : '确定作废该读数吗？作废后不再使用',
      confirmText: accept ? '确认' : '作废',
      danger: !accept,
      run: () => (accept ? acceptReading(r.readingId) : rejectReading(r.readingId)),
      done: METER_DEVICE_MSG.done,
    });
    if (ok) void client.invalidateQueries({ queryKey: METER_DEVICES_KEY });
  };
  return (
    <FormSheet visible={props.visible} title={`待复核 · ${typeName(props.devType)}`} onClose={props.onClose}>
      <div className="form-wide">
        <ListView
          query={query}
          columns={COLUMNS}
          rowKey={(r) => r.readingId}
          onPage={setPage}
          label="待复核读数"
          empty="暂无待复核的读数"
          actions={(r) => (
            <RowActions
              actions={[
                { key: 'accept', text: '确认', onClick: () => void decide(r, true) },
                { key: 'reject', text: '作废', color: 'danger', onClick: () => void decide(r, false) },
              ]}
            />
          )}
        />
      </div>
    </FormSheet>
  );
}
