import { memo } from 'react';
import { formatFen } from '../../sync/rules/common/money';
import { badgeText, STATUS_COLOR } from './status-style';
import type { BoardApartment, BoardTile } from '../../sync/contract/board/board';

/** One room of the board: number, template, rent, owner and the status badge with its day count. */
export const RoomTile = memo(function RoomTile(props: {
  tile: BoardTile;
  apartment: BoardApartment;
  onOpen: (tile: BoardTile, apartment: BoardApartment, anchor: HTMLElement) => void;
}) {
  const { tile } = props;
  const main = tile.houseStatus[0];
  const color = STATUS_COLOR[main.statusCode];
  return (
    <button
      type="button"
      className="room-tile"
      style={{ borderLeftColor: color }}
      onClick={(e) => props.onOpen(tile, props.apartment, e.currentTarget)}
      aria-label={`${tile.houseNumber} ${badgeText(main)}`}
      aria-haspopup="menu"
    >
      <span className="room-tile-head">
        <span className="room-tile-number">{tile.houseNumber}</span>
        {tile.isShow === 0 && <span className="room-tile-hidden">隐</span>}
      </span>
      <span className="room-tile-line">{tile.templateName || '未绑定模板'}</span>
      <span className="room-tile-line room-tile-rent">{formatFen(tile.rentCost)}</span>
      {tile.ownerName && <span className="room-tile-line">{tile.ownerName}</span>}
      <span className="room-tile-badge" style={{ background: color }}>
        {badgeText(main)}
      </span>
      {tile.remark && (
        <span className="room-tile-remark" title={tile.remark}>
          备注：{tile.remark}
        </span>
      )}
    </button>
  );
});
