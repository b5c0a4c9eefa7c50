import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { List, SearchBar } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { formatFen } from '../../sync/rules/common/money';
import type { FreeRoom } from '../../sync/contract/deposits/deposit-shape';
import { FormSheet, ListState } from '../components/list';
import { fetchFreeRooms } from './deposits-api';

/**
 * Chooses a room that can take a deposit order (not rented, not reserved, not under decoration), searched by number
 * in the kit's sheet with its loading, failure (重试) and empty states.
 */
export function RoomPicker(props: { value: FreeRoom | null; onChange: (r: FreeRoom) => void }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useQuery({ queryKey: ['deposits', 'rooms', search], queryFn: () => fetchFreeRooms(search), enabled: open });
  return (
    <>
      <button type="button" className="field-button" onClick={() => setOpen(true)} aria-label="选择房源">
        <span className={props.value ? '' : 'field-placeholder'}>{props.value?.location ?? '请选择房源'}</span>
        <DownOutline fontSize={12} />
      </button>
      <FormSheet visible={open} title="选择房源" onClose={() => setOpen(false)}>
        <SearchBar placeholder="输入房间号" value={search} onChange={setSearch} />
        <ListState
          loading={q.isLoading}
          error={q.error}
          onRetry={() => void q.refetch()}
          empty={!q.data?.length}
          emptyText="没有可预订的房间"
          lines={4}
        >
          <List>
            {q.data?.map((r) => (
              <List.Item
                key={r.houseId}
                extra={`${formatFen(r.rentCost)}/月`}
                onClick={() => {
                  props.onChange(r);
                  setOpen(false);
                }}
              >
                {r.location}
              </List.Item>
            ))}
          </List>
        </ListState>
      </FormSheet>
    </>
  );
}
