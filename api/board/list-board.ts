import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { loadBoard, type BoardFilters, type BoardRoom } from './load-rooms';
import { assembleBoard, summariseStats } from '../../sync/rules/board/assemble-board';
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

/** GET /api/board/houses (assembled by sync/rules/board/assemble-board.ts). */
export async function listBoard(db: Reader, now: number, user: AuthUser, f: BoardFilters): Promise<BoardData> {
  const { apartments, all, matching, roomFilterOn, today } = await loadBoard(db, now, user, f);
  return assembleBoard(apartments, all, matching, roomFilterOn, today, tile);
}

/** GET /api/board/stats over the rooms matching the same filters (sync/rules/board/assemble-board.ts summariseStats). */
export async function boardStats(db: Reader, now: number, user: AuthUser, f: BoardFilters): Promise<BoardStats> {
  return summariseStats((await loadBoard(db, now, user, f, true)).matching);
}
