import { and, eq, inArray, isNotNull, isNull, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { apartments } from '../../houses/schema';
import { visibleApartmentIds, visibleRoomIds } from '../../houses/scope';
import { USER_TYPE } from '../../../sync/product/accounts';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/**
 * The staff half of a money row's scope (ledger entries, bills by their lease): a boss or a manager sees the
 * organisation (undefined: nothing to add); a staff member the money of rooms they see, and of a row with no room
 * (an apartment's bookkeeping) the apartments they see; a row of neither (the organisation's own bookkeeping) not at
 * all. Deleted rooms and apartments count: their money stays on the books.
 */
export function moneyScope(db: Reader, user: Who, roomId: SQLWrapper, apartmentId: SQLWrapper): SQL | undefined {
  if (user.userType !== USER_TYPE.staff) return undefined;
  return or(
    and(isNotNull(roomId), inArray(roomId, visibleRoomIds(db, user, { includeDeleted: true }))),
    and(
      isNull(roomId),
      isNotNull(apartmentId),
      inArray(apartmentId, visibleApartmentIds(db, user, { includeDeleted: true })),
    ),
  );
}

/** The area (district) filter: the row's apartment lies in district `areaId` (apartments.districtCode). */
export function inArea(db: Reader, orgId: string, apartmentId: SQLWrapper, areaId: string): SQL {
  return inArray(
    apartmentId,
    db
      .select({ id: apartments.id })
      .from(apartments)
      .where(and(eq(apartments.orgId, orgId), eq(apartments.districtCode, areaId))),
  );
}
