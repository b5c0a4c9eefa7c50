import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List, SearchBar, Skeleton } from 'antd-mobile';
import { call } from '../../lib/api';
import { board as boardRoutes } from '../../../sync/contract/board/board';
import { useSyncRows } from '../../sync/use-sync';
import { whyRoomTaken } from '../../../sync/rules/board/room-facts';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { roomLocation } from '../../../sync/rules/board/room-location';
import { formatFen } from '../../../sync/rules/common/money';

interface FreeRoom {
  houseId: string;
  location: string;
  rentCost: number;
  /** 待登记: rented by flag without a lease (an occupied building taken over); the lease replaces the flag. */
  register: boolean;
}

/** The rooms to sign from the server: the vacant ones (/kofang) and the 待登记 ones (the board's todo=register list). */
async function serverRooms(): Promise<FreeRoom[]> {
  const [vacant, board] = await Promise.all([
    call(boardRoutes.vacant, { query: { size: 100 } }),
    call(boardRoutes.houses, { query: { todo: 'register' } }),
  ]);
  const register = board.apartments.flatMap((a) =>
    a.floors.flatMap((f) =>
      f.houses.map((h) => ({
        houseId: h.houseId,
        location: roomLocation(a.name, f.floor, h.houseNumber),
        rentCost: h.rentCost,
        register: true,
      })),
    ),
  );
  return [...register, ...vacant.records.map((r) => ({ ...r, register: false }))];
}

/**
 * Choosing the room to sign when the screen opens without one: the rooms a lease may be signed on (from the device,
 * else the server): 待登记 rooms first, then the free ones.
 */
export function HouseChooser({ onChoose }: { onChoose: (houseId: string) => void }) {
  const rows = useSyncRows();
  const [q, setQ] = useState('');
  const local = useMemo((): FreeRoom[] | null => {
    if (!rows) return null;
    const today = shanghaiToday(Date.now());
    const place = (r: (typeof rows.rooms)[string]) =>
      [rows.apartments[r.apartmentId]?.name ?? '', rows.floors[r.floorId]?.floor ?? 0] as const;
    return Object.values(rows.rooms)
      .filter((r) => whyRoomTaken(r, today, null, true) === null)
      .sort((x, y) => {
        const [an, af] = place(x);
        const [bn, bf] = place(y);
        return y.isRent - x.isRent || an.localeCompare(bn, 'zh') || af - bf || x.serialNumber - y.serialNumber;
      })
      .map((r) => ({
        houseId: r.id,
        location: roomLocation(...place(r), r.houseNumber),
        rentCost: r.rentCost,
        register: r.isRent === 1,
      }));
  }, [rows]);
  const server = useQuery({
    queryKey: ['register-free-rooms'],
    queryFn: serverRooms,
    enabled: rows === null,
  });
  const list = local ?? server.data ?? null;
  if (!list)
    return server.isError ? (
      <ErrorBlock status="default" title="加载失败" description={(server.error as Error).message} />
    ) : (
      <Skeleton.Paragraph lineCount={6} animated />
    );
  const shown = list.filter((r) => r.location.includes(q.trim()));
  return (
    <>
      <SearchBar placeholder="搜索房间" value={q} onChange={setQ} />
      {shown.length === 0 ? (
        <ErrorBlock
          status="empty"
          title="没有可登记的房间"
          description="空置且未装修、或已出租待登记的房间才能登记租约"
        />
      ) : (
        <List header="请选择房源地址">
          {shown.slice(0, 100).map((r) => (
            <List.Item
              key={r.houseId}
              extra={formatFen(r.rentCost)}
              onClick={() => onChoose(r.houseId)}
              arrow
              description={r.register ? '待登记（已出租，尚无租约）' : undefined}
            >
              {r.location}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
