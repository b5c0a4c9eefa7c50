import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DotLoading, ErrorBlock, List, Popup, SearchBar } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { formatFen } from '../../sync/rules/common/money';
import type { FreeRoom } from '../../sync/contract/deposits/deposit-shape';
import { fetchFreeRooms } from './deposits-api';

/** Chooses a room that can take a deposit order (not rented, not reserved, not under decoration). */
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
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="form-sheet">
        <div className="form-sheet-body">
          <SearchBar placeholder="输入房间号" value={search} onChange={setSearch} />
          {q.isLoading ? (
            <DotLoading />
          ) : q.isError ? (
            <ErrorBlock status="default" title="加载失败" description={(q.error as Error).message} />
          ) : !q.data?.length ? (
            <ErrorBlock status="empty" title="没有可预订的房间" description="" />
          ) : (
            <List>
              {q.data.map((r) => (
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
          )}
        </div>
      </Popup>
    </>
  );
}
