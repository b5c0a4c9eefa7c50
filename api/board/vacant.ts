import { roomLocation } from '../../sync/rules/board/room-location';
import { and, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { pageOf } from '../http/reply';
import { rooms } from '../houses/schema';
import { boardApartments, boardRooms } from './load-rooms';
import { roomScope } from '../houses/scope';
import { STATUS } from '../../sync/rules/board/board-status';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { VacantQuery } from '../../sync/contract/board/board-inputs';
import type { Page } from '../../sync/contract/envelope';
import type { VacantRoom } from '../../sync/contract/board/board';

/**
 * GET /api/board/vacant (/kofang): rooms whose badge is 0 vacant (so not under decoration and not reserved), by
 * apartment name, floor and position, paged. location reads '东湖公寓 3层 301'.
 */
export async function listVacant(db: Reader, now: number, user: AuthUser, q: VacantQuery): Promise<Page<VacantRoom>> {
  const apts = await boardApartments(db, user, { apartmentId: q.apartmentId });
  const names = new Map(apts.map((a) => [a.apartmentId, a.name]));
  const candidates = await boardRooms(
    db,
    apts.map((a) => a.apartmentId),
    shanghaiToday(now),
    {
      houseNumber: q.houseNumber,
      extra: and(eq(rooms.isRent, 0), eq(rooms.isDecoration, 0)),
      scope: roomScope(db, user),
    },
  );
  const order = new Map(apts.map((a, i) => [a.apartmentId, i]));
  const vacant = candidates
    .filter((r) => r.status.statusCode === STATUS.vacant)
    .sort((a, b) => order.get(a.apartmentId)! - order.get(b.apartmentId)!);
  const start = (q.current - 1) * q.size;
  const records = vacant.slice(start, start + q.size).map((r): VacantRoom => ({
    houseId: r.id,
    apartmentId: r.apartmentId,
    houseNumber: r.houseNumber,
    floor: r.floor,
    location: roomLocation(names.get(r.apartmentId) ?? '', r.floor, r.houseNumber),
    area: r.area,
    rentCost: r.rentCost,
    templateName: r.templateName ?? '',
    day: r.status.day,
  }));
  return pageOf(records, vacant.length, q.current, q.size);
}
