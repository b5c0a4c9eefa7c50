import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List, SearchBar, Skeleton } from 'antd-mobile';
import { call } from '../../lib/api';
import { board as boardRoutes } from '../../../sync/contract/board/board';
import { useSynced, useSyncedRead } from '../../sync/use-synced';
import type { SyncEngine } from '../../../sync/protocol/engine';
import { yieldToMain } from '../../../sync/protocol/changes';
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
 * The free rooms on the device, read apartment by apartment through the index (giving the main thread back between
 * apartments): 待登记 rooms first, then by apartment name, floor and number.
 */
async function deviceRooms(engine: SyncEngine): Promise<FreeRoom[]> {
  const today = shanghaiToday(Date.now());
  const apartments = (await engine.all('apartments')).sort((a, b) => a.name.localeCompare(b.name, 'zh'));
  const found: (FreeRoom & { order: [number, number, number, number] })[] = [];
  for (const [i, apartment] of apartments.entries()) {
    const [rooms, floors] = await Promise.all([
      engine.query('rooms', 'apartmentId', apartment.id),
      engine.query('floors', 'apartmentId', apartment.id),
    ]);
    const floorOf = new Map(floors.map((f) => [f.id, f.floor]));
    for (const r of rooms) {
      if (whyRoomTaken(r, today, null, true) !== null) continue;
      const floor = floorOf.get(r.floorId) ?? 0;
      found.push({
        houseId: r.id,
        location: roomLocation(apartment.name, floor, r.houseNumber),
        rentCost: r.rentCost,
        register: r.isRent === 1,
        order: [-r.isRent, i, floor, r.serialNumber],
      });
    }
    await yieldToMain();
  }
  const cmp = (x: readonly number[], y: readonly number[]) => x.findIndex((v, k) => v !== y[k]);
  return found
    .sort((x, y) => {
      const k = cmp(x.order, y.order);
      return k < 0 ? 0 : x.order[k]! - y.order[k]!;
    })
    .map(({ order: _order, ...r }) => r);
}

/**
 * Choosing the room to sign when the screen opens without one: the rooms a lease may be signed on (from the device,
 * else the server): 待登记 rooms first, then the free ones.
 */
export function HouseChooser({ onChoose }: { onChoose: (houseId: string) => void }) {
  const local = useSyncedRead('free-rooms', deviceRooms, { tables: ['rooms', 'floors', 'apartments'] });
  const synced = useSynced();
  const [q, setQ] = useState('');
  const server = useQuery({
    queryKey: ['register-free-rooms'],
    queryFn: serverRooms,
    enabled: !synced,
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
