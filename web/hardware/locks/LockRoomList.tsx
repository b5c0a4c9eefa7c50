import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { lockRoomRow } from '../../../sync/contract/hardware/lock-shape';
import { ListView, type Column } from '../../components/list';
import { fetchLockRooms, LOCKS_KEY } from './locks-api';

type RoomRow = z.infer<typeof lockRoomRow>;

const roomColumns = (exist: RoomSource['exist']): Column<RoomRow>[] => [
  { title: '房间', value: (r) => r.houseNumber, card: 'title' },
  // A card names the room and its state only: the floor is in the room's number.
  { title: '楼层', value: (r) => `${r.floor}层`, card: 'hidden' },
  { title: exist.title, value: (r) => (r.isExist ? exist.yes : '未安装'), card: 'status' },
];

/** Where the rooms come from and what isExist means: the locks' rooms by default, another device's (a meter's). */
export interface RoomSource {
  key: readonly unknown[];
  fetch: (page: number) => Promise<{ records: RoomRow[]; total: number; current: number; size: number; pages: number }>;
  exist: { title: string; yes: string };
}
const LOCK_EXIST = { title: '门锁', yes: '已有门锁' };

/**
 * The rooms of an apartment, 10 a page with checkboxes; the ticks survive paging. For 添加门锁 (§2.2) a room that has
 * a lock (isExist 1) is shown but cannot be ticked; for the unified admin password (`withLock`) only those can;
 * `anyRoom` (a door device's room) ticks any room and leaves the lock column out; `source` lists another device's rooms
 * (a smart meter's: isExist where the room's meter is smart).
 */
export function LockRoomList(props: {
  apartmentId: string;
  withLock?: boolean;
  anyRoom?: boolean;
  source?: RoomSource;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...(props.source?.key ?? [...LOCKS_KEY, 'rooms', props.apartmentId]), page],
    queryFn: () => (props.source ? props.source.fetch(page) : fetchLockRooms(props.apartmentId, page)),
    placeholderData: keepPreviousData,
  });
  const columns = roomColumns(props.source?.exist ?? LOCK_EXIST);
  return (
    <ListView
      query={query}
      columns={props.anyRoom ? columns.slice(0, 2) : columns}
      rowKey={(r) => r.houseId}
      onPage={setPage}
      label="可选房间"
      empty="该公寓暂无房间"
      selection={{
        selected: props.selected,
        enabled: (r) => props.anyRoom || r.isExist === (props.withLock ? 1 : 0),
        label: (r) => `选择${r.houseNumber}`,
        onChange: (rows, on) => {
          const next = new Set(props.selected);
          for (const r of rows) {
            if (on) next.add(r.houseId);
            else next.delete(r.houseId);
          }
          props.onChange(next);
        },
      }}
    />
  );
}
