import { inArray } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { rooms } from '../houses/schema';
import { boardRooms, countBoard, loadBoard, type BoardFilters, type BoardRoom } from './load-rooms';
import { summariseStats } from '../../sync/rules/board/assemble-board';
import {
  apartmentTotals,
  BOARD_PAGE_ROOMS,
  boardPage,
  boardSlots,
  choosePage,
  decodeBoardCursor,
  floorCounts,
} from '../../sync/rules/board/board-page';
import type { BoardData, BoardStats, BoardTile } from '../../sync/contract/board/board';

function tile(r: BoardRoom): BoardTile {
  return {
    houseId: r.id,
    houseNumber: r.houseNumber,
    floor: r.floor,
    templateName: r.templateName ?? '',
    rentCost: r.rentCost,
    ownerName: r.ownerName,
    type: r.type,
    groupType: r.groupType,
    isDecoration: r.isDecoration,
    isShow: r.isShow,
    isRent: r.isRent,
    remark: r.remark,
    area: r.area,
    leaseId: r.leaseId,
    houseStatus: r.status.statuses,
  };
}

const floorKey = (r: { apartmentId: string; floor: number | null }) => `${r.floor}|${r.apartmentId}`;

/**
 * GET /api/board/houses, one page (sync/rules/board/board-page.ts): every room of the selection is counted (matching
 * rooms by floor, rent rates: load-rooms.ts countBoard), and only the page's floors are loaded whole (status,
 * template, owner, order) and made into tiles. `size` is the page's rooms (Config.boardPageRooms; tests shrink it).
 */
export async function listBoard(
  db: Reader,
  now: number,
  user: AuthUser,
  f: BoardFilters,
  size = BOARD_PAGE_ROOMS,
): Promise<BoardData> {
  const { apartments, all, matching, roomFilterOn, today } = await countBoard(db, now, user, f);
  const slots = boardSlots(apartments, floorCounts(matching), roomFilterOn);
  const page = choosePage(slots, f.after ? decodeBoardCursor(f.after) : null, size);
  const onPage = new Set(page.slots.map(floorKey));
  const shown = matching.filter((r) => onPage.has(floorKey(r)));
  const ids = new Set(shown.map((r) => r.id));
  const floorIds = [...new Set(shown.map((r) => r.floorId))];
  const tiles =
    floorIds.length === 0
      ? []
      : (
          await boardRooms(db, [...new Set(shown.map((r) => r.apartmentId))], today, {
            extra: inArray(rooms.floorId, floorIds),
          })
        ).filter((r) => ids.has(r.id));
  const data = boardPage({
    today,
    slots: page.slots,
    rooms: tiles,
    totals: apartmentTotals(all),
    houseCount: matching.length,
    next: page.next,
    tile,
  });
  return f.firstApartment && !f.apartmentId ? { ...data, apartmentId: apartments[0]?.apartmentId ?? null } : data;
}

/** GET /api/board/stats over the rooms matching the same filters (sync/rules/board/assemble-board.ts summariseStats). */
export async function boardStats(db: Reader, now: number, user: AuthUser, f: BoardFilters): Promise<BoardStats> {
  return summariseStats((await loadBoard(db, now, user, f)).matching);
}
