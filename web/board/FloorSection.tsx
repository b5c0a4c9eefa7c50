import { memo } from 'react';
import { RoomTile } from './RoomTile';
import type { BoardApartment, BoardFloor, BoardTile } from '../../sync/contract/board/board';

interface FloorSectionProps {
  apartment: BoardApartment;
  floor: BoardFloor;
  /** The apartment's name before the floor (the board of several apartments). */
  named: boolean;
  tileWidth: number;
  onOpen: (tile: BoardTile, apartment: BoardApartment, anchor: HTMLElement) => void;
}

/** Two tiles that show the same (the status list compared by value). */
function sameTile(a: BoardTile, b: BoardTile): boolean {
  if (a === b) return true;
  for (const k of Object.keys(a) as (keyof BoardTile)[]) {
    if (k === 'houseStatus') {
      const x = a.houseStatus;
      const y = b.houseStatus;
      if (x.length !== y.length || x.some((s, i) => s.statusCode !== y[i].statusCode || s.day !== y[i].day))
        return false;
    } else if (a[k] !== b[k]) return false;
  }
  return true;
}

/**
 * A floor's rooms are drawn again only when something on the floor changed: a new board (the next page, a sync round,
 * the whole first page after its first floors) leaves the floors that show the same as they are. The tiles' actions
 * need only the apartment's id and name.
 */
const sameFloor = (p: FloorSectionProps, n: FloorSectionProps) =>
  p.tileWidth === n.tileWidth &&
  p.onOpen === n.onOpen &&
  p.named === n.named &&
  p.apartment.apartmentId === n.apartment.apartmentId &&
  p.apartment.name === n.apartment.name &&
  p.floor.floor === n.floor.floor &&
  p.floor.houses.length === n.floor.houses.length &&
  p.floor.houses.every((t, i) => sameTile(t, n.floor.houses[i]));

/** One floor of the board: its header and its room tiles. */
export const FloorSection = memo(function FloorSection({
  apartment,
  floor,
  named,
  tileWidth,
  onOpen,
}: FloorSectionProps) {
  return (
    <section aria-label={`${apartment.name} ${floor.floor}层`}>
      <h2 className="floor-head">
        {named ? `${apartment.name} · ` : ''}
        {floor.floor}层 <span className="floor-count">{floor.houses.length}间</span>
      </h2>
      <div className="floor-tiles" style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${tileWidth}px, 1fr))` }}>
        {floor.houses.map((tile) => (
          <RoomTile key={tile.houseId} tile={tile} apartment={apartment} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}, sameFloor);
