import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import { badRequest, conflict } from '../http/errors';
import { rooms } from '../houses/schema';
import { roomTemplates } from './schema';
import { visibleTemplate, type Who } from './access';
import { visibleRoom } from '../houses/scope';
import { checkPictureUrls, feeItemsOf, picturesOf, replaceFeeItems, replacePictures } from './children';
import { copyTemplateToRoom } from './copy-terms';
import type { RoomInput } from '../../sync/contract/templates/template-inputs';
import {
  depositAmount,
  houseTypeText,
  payMethodText,
  TEMPLATE_MSG,
  validateRoom,
} from '../../sync/rules/templates/template-rules';
import type { RoomDetail } from '../../sync/contract/templates/templates';

/** One room for /editHouse: the header (apartment, floor, number, template) and the fields of part 1 §2.9. */
export async function roomDetail(q: Reader, user: Who, houseId: string): Promise<RoomDetail> {
  const r = await visibleRoom(q, user, houseId);
  const [t] = r.houseTempId
    ? await q
        .select({ name: roomTemplates.name })
        .from(roomTemplates)
        .where(
          and(
            eq(roomTemplates.id, r.houseTempId),
            eq(roomTemplates.orgId, user.orgId),
            isNull(roomTemplates.deletedAt),
          ),
        )
        .limit(1)
    : [];
  return {
    houseId: r.id,
    houseNumber: r.houseNumber,
    apartmentId: r.apartmentId,
    apartmentName: r.apartmentName,
    floorId: r.floorId,
    floor: r.floor,
    isRent: r.isRent,
    houseTempId: t ? r.houseTempId : null,
    templateName: t?.name ?? '',
    area: r.area,
    bedroom: r.bedroom,
    hall: r.hall,
    bathroom: r.bathroom,
    houseType: houseTypeText(r.bedroom, r.hall, r.bathroom),
    advanceCost: r.advanceCost,
    deposit: r.deposit,
    payment: r.payment,
    payMethod: payMethodText(r.deposit, r.payment),
    rentCost: r.rentCost,
    depositCost: r.depositCost,
    collectRentType: r.collectRentType,
    collectRentDay: r.collectRentDay,
    advert: r.advert,
    nearby: r.nearby,
    facility: r.facility,
    intro: r.intro,
    items: await feeItemsOf(q, user.orgId, 'room', r.id),
    pictures: await picturesOf(q, user.orgId, 'room', r.id),
  };
}

/**
 * Saves one room's own terms (payment terms stay those of its template; the deposit amount follows the rent).
 * The room number must stay unique within the apartment.
 */
export function updateRoom(db: Db, now: number, user: Who, houseId: string, input: RoomInput): Promise<RoomDetail> {
  return db.write(user.orgId, async (tx) => {
    const r = await visibleRoom(tx, user, houseId);
    const draft = {
      ...input,
      houseNumber: input.houseNumber.trim(),
      area: input.area ?? null,
      rentCost: input.rentCost ?? null,
      advanceCost: input.advanceCost ?? null,
      collectRentType: input.collectRentType ?? null,
      collectRentDay: input.collectRentDay ?? null,
    };
    const msg = validateRoom(draft);
    if (msg) throw badRequest(msg);
    await checkPictureUrls(tx, user.orgId, input.pictures);
    const [taken] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(
        and(
          eq(rooms.apartmentId, r.apartmentId),
          eq(rooms.houseNumber, draft.houseNumber),
          ne(rooms.id, r.id),
          isNull(rooms.deletedAt),
        ),
      )
      .limit(1);
    if (taken) throw conflict('房间号已存在');
    const rentCost = draft.rentCost ?? 0;
    await tx
      .update(rooms)
      .set({
        houseNumber: draft.houseNumber,
        area: draft.area,
        rentCost,
        advanceCost: draft.advanceCost ?? 0,
        depositCost: depositAmount(r.deposit, rentCost),
        collectRentType: draft.collectRentType,
        collectRentDay: draft.collectRentType === null ? null : draft.collectRentDay,
        advert: input.advert.trim(),
        nearby: input.nearby.trim(),
        facility: input.facility,
        intro: input.intro.trim(),
        updatedAt: now,
      })
      .where(and(eq(rooms.id, r.id), eq(rooms.orgId, user.orgId)));
    await replaceFeeItems(tx, now, user.orgId, 'room', r.id, input.items);
    await replacePictures(tx, now, user.orgId, 'room', r.id, input.pictures);
    return roomDetail(tx, user, r.id);
  });
}

/** Moves a room to another template of its apartment (rent from the template); refused for a rented room. */
export function changeRoomTemplate(
  db: Db,
  now: number,
  user: Who,
  houseId: string,
  templateId: string,
): Promise<RoomDetail> {
  return db.write(user.orgId, async (tx) => {
    const r = await visibleRoom(tx, user, houseId);
    if (r.isRent === 1) throw conflict(TEMPLATE_MSG.rented);
    const t = await visibleTemplate(tx, user, templateId);
    if (t.apartmentId !== r.apartmentId) throw badRequest('模板不属于该公寓');
    const { apartmentName: _a, ...template } = t;
    await copyTemplateToRoom(tx, now, user.orgId, r.id, template, template.rentCost ?? 0);
    return roomDetail(tx, user, r.id);
  });
}
