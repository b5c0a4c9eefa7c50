import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { rooms } from '../houses/schema';
import { owners } from './schema';
import { findOwnerDirectRoom } from './find-room';
import { checkOwnerPhotoUploads, ownerPhotos, replaceOwnerPhotos } from './photos';
import type { OwnerInput, OwnerRoom } from '../../sync/contract/owners/owners';
import {
  APPLY_STATE,
  applyStateLabel,
  ifbankCardOf,
  OWNER_STATUS,
  ownerStatusLabel,
} from '../../sync/rules/owners/owner-review';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** An owner-direct room with its owner (full identity number and document photos: callers hold a house permission). */
export async function ownerRoom(db: Reader, user: User, houseId: string): Promise<OwnerRoom> {
  const room = await findOwnerDirectRoom(db, user, houseId);
  const [owner] = await db.select().from(owners).where(eq(owners.roomId, room.houseId)).limit(1);
  const live = owner && owner.deletedAt === null ? owner : null;
  return {
    houseId: room.houseId,
    apartmentId: room.apartmentId,
    apartmentName: room.apartmentName,
    floor: room.floor,
    houseNumber: room.houseNumber,
    type: room.type,
    groupType: room.groupType,
    applyState: room.applyState ?? APPLY_STATE.notPassed,
    applyStateLabel: applyStateLabel(room.applyState),
    intro: room.intro,
    nearby: room.nearby,
    owner: live
      ? {
          id: live.id,
          name: live.name,
          identityCard: live.identityCard,
          phone: live.phone,
          receivingCard: live.receivingCard,
          ifbankCard: ifbankCardOf(live.ifbankCard),
          status: live.status,
          statusLabel: ownerStatusLabel(live.status),
          gmtCreate: live.createdAt,
          ...(await ownerPhotos(db, user.orgId, live.id)),
        }
      : null,
  };
}

/**
 * Creates or updates the owner of an owner-direct room (UpdateOwner). A new owner starts not passed (0); changing
 * the name, identity number or receiving bank card of an owner sends them back to review (status 0), so nobody can
 * redirect an approved owner's payouts unnoticed. The room's ownerName follows (the board shows it), and a room
 * with no application state yet enters review (2).
 */
export async function saveOwnerRoom(db: Db, now: number, user: User, houseId: string, input: OwnerInput) {
  await db.write(user.orgId, async (tx) => {
    const room = await findOwnerDirectRoom(tx, user, houseId);
    await checkOwnerPhotoUploads(tx, user.orgId, input);
    const [existing] = await tx.select().from(owners).where(eq(owners.roomId, room.houseId)).limit(1);
    const fields = {
      name: input.name,
      identityCard: input.identityCard,
      phone: input.phone,
      receivingCard: input.receivingCard,
      ifbankCard: input.ifbankCard,
      updatedAt: now,
    };
    let ownerId: string;
    if (existing) {
      ownerId = existing.id;
      const reReview =
        existing.deletedAt !== null ||
        existing.name !== input.name ||
        existing.identityCard !== input.identityCard ||
        existing.receivingCard !== input.receivingCard;
      await tx
        .update(owners)
        .set({ ...fields, deletedAt: null, ...(reReview ? { status: OWNER_STATUS.notPassed } : {}) })
        .where(eq(owners.id, existing.id));
    } else {
      ownerId = ulid(now);
      // The room's owner row is unique (owners_room_uq); units of one organisation run one at a time.
      await tx.insert(owners).values({
        id: ownerId,
        orgId: user.orgId,
        roomId: room.houseId,
        status: OWNER_STATUS.notPassed,
        createdAt: now,
        ...fields,
      });
    }
    await replaceOwnerPhotos(tx, now, user.orgId, ownerId, input);
    await tx
      .update(rooms)
      .set({
        ownerName: input.name,
        updatedAt: now,
        ...(room.applyState === null ? { applyState: APPLY_STATE.reviewing } : {}),
      })
      .where(eq(rooms.id, room.houseId));
  });
  return ownerRoom(db, user, houseId);
}
