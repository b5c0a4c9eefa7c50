import { useMemo } from 'react';
import { List, NoticeBar } from 'antd-mobile';
import { syncedRoomTile } from '../../sync/rules/board/board-from-rows';
import type { BoardTile } from '../../sync/contract/board/board';
import { formatFen } from '../../sync/rules/common/money';
import { useSyncedRoom } from '../sync/use-synced';
import { STATUS_TEXT } from '../../sync/rules/board/board-status';

/** The room as the device last synced it (with its board status and queued changes), or null when it is not there. */
export function useOfflineRoom(houseId: string | null): { tile: BoardTile; apartmentName: string } | null {
  const synced = useSyncedRoom(houseId);
  return useMemo(() => {
    if (!synced) return null;
    const { room, floor, apartment, template } = synced;
    const tile = syncedRoomTile(room, floor, template, Date.now());
    return tile ? { tile, apartmentName: apartment?.name ?? '' } : null;
  }, [synced]);
}

/**
 * /editHouse with no network: the room's synced facts, read-only, and a note that editing needs the network (the
 * board's own actions — remark, rent, decoration, display — still work offline from the board).
 */
export function OfflineRoom({ tile, apartmentName }: { tile: BoardTile; apartmentName: string }) {
  return (
    <>
      <NoticeBar
        content="当前离线，显示本机同步的房间信息；编辑房间需联网。备注、出租状态等可在房态总览中离线修改。"
        color="alert"
        wrap
      />
      <div className="tpl-head">
        <strong>{apartmentName}</strong>
        <span>{tile.floor} 层</span>
        <span>{tile.houseNumber} 房</span>
        <span>模板：{tile.templateName || '未绑定'}</span>
      </div>
      <List mode="card" header="房间信息（离线）">
        <List.Item extra={tile.houseStatus.map((s) => STATUS_TEXT[s.statusCode]).join('、')}>房态</List.Item>
        <List.Item extra={tile.isRent === 1 ? '已出租' : '未出租'}>出租状态</List.Item>
        <List.Item extra={`${formatFen(tile.rentCost)}/月`}>租金</List.Item>
        <List.Item extra={tile.area === null ? '—' : `${tile.area} ㎡`}>面积</List.Item>
        <List.Item extra={tile.isDecoration === 1 ? '装修中' : '否'}>装修锁</List.Item>
        <List.Item extra={tile.isShow === 1 ? '展示' : '隐藏'}>对外展示</List.Item>
        <List.Item description={tile.remark || '无'}>备注</List.Item>
      </List>
    </>
  );
}
