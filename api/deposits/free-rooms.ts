import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { boardApartments, boardRooms } from '../board/load-rooms';
import { roomScope } from '../houses/scope';
import { STATUS } from '../../sync/rules/board/board-status';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { FreeRoom } from '../../sync/contract/deposits/deposit-shape';
import type { FreeRoomsQuery } from '../../sync/contract/deposits/deposits';
import { houseText } from './access';

const LIMIT = 100;

/**
 * Rooms the user may see that can take a deposit order now (the add-order form's room picker): not rented, no lease
 * to be confirmed, not under decoration, no paid open order. At most 100, by apartment, floor and position.
 */
export async function freeRooms(db: Reader, now: number, user: AuthUser, q: FreeRoomsQuery): Promise<FreeRoom[]> {
  const apts = await boardApartments(db, user, { apartmentId: q.apartmentId });
  const names = new Map(apts.map((a) => [a.apartmentId, a.name]));
  const blocked = new Set<number>([STATUS.decoration, STATUS.awaiting, STATUS.reserved]);
  return (
    await boardRooms(
      db,
      apts.map((a) => a.apartmentId),
      shanghaiToday(now),
      { houseNumber: q.houseNumber, scope: roomScope(db, user) },
    )
  )
    .filter((r) => !r.status.occupied && !r.status.statuses.some((s) => blocked.has(s.statusCode)))
    .slice(0, LIMIT)
    .map((r) => {
      const apartmentName = names.get(r.apartmentId) ?? '';
      return {
        houseId: r.id,
        apartmentId: r.apartmentId,
        apartmentName,
        houseNumber: r.houseNumber,
        floor: r.floor,
        location: houseText({ apartmentName, floor: r.floor, houseNumber: r.houseNumber }),
        rentCost: r.rentCost,
        area: r.area,
      };
    });
}
