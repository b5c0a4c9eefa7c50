import { loginAll, makeHarness, upload as uploadFile } from './harness';
import type { Perm } from '../../sync/product/menu';
import {
  grantPerms,
  ownerById,
  ownerCount,
  ownerDirectRoom,
  picturesOf,
  plainRoom,
  roomById,
  setRoom,
  withdrawPerms,
} from './factories/auth';
import type { rooms } from '../../api/houses/schema';

export async function ownersHarness() {
  const h = await makeHarness();
  const { boss, manager, staff, otherBoss } = await loginAll(h);
  type RoomValues = Partial<Pick<typeof rooms.$inferInsert, 'type' | 'groupType' | 'applyState' | 'deletedAt'>>;

  return {
    h,
    boss,
    manager,
    staff,
    otherBoss,
    /** The seeded owner-direct room of 西城公寓 whose owner is `name` ('' for the one with no owner). */
    ownerRoom: (name: string) => ownerDirectRoom(h.db, name),
    /** A plain (centralized) room of the apartment. */
    plainRoom: (apartment: string) => plainRoom(h.db, apartment),
    /** The stored room. */
    room: (id: string) => roomById(h.db, id),
    /** Sets a room's kind, application state or tombstone (the state a test starts from). */
    setRoom: (id: string, values: RoomValues) => setRoom(h.db, id, values),
    owner: (id: string) => ownerById(h.db, id),
    ownerCount: (roomId: string) => ownerCount(h.db, roomId),
    pictures: (ownerId: string) => picturesOf(h.db, ownerId),
    upload: (token: string) => uploadFile(h, token, 'id.png'),
    /** Withdraws permissions from a demo role. */
    withdraw: (roleName: string, ...perms: Perm[]) => withdrawPerms(h.db, roleName, ...perms),
    /** Grants permissions to a demo role. */
    grant: (roleName: string, ...perms: Perm[]) => grantPerms(h.db, roleName, ...perms),
  };
}

/** A well-formed owner form: valid ID check digit, mainland mobile, 16-digit bank card. */
export const GOOD_OWNER = {
  name: '孙海洋',
  identityCard: '11010519491231002X',
  phone: '13912345678',
  receivingCard: '6222021234567890',
  ifbankCard: 0,
  sfzPicture: [] as string[],
  yhkPicture: [] as string[],
  fczPicture: [] as string[],
};
