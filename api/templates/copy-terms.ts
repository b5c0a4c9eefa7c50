import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { rooms } from '../houses/schema';
import { pictures } from '../uploads/schema';
import { roomTemplates } from './schema';
import { feeItemsOf, picturesOf, replaceFeeItems, replacePictures } from './children';
import { depositAmount } from '../../sync/rules/templates/template-rules';

type TemplateRow = typeof roomTemplates.$inferSelect;

/**
 * Binds a room to a template inside the caller's unit of work: the room takes the template's layout, area, lease
 * terms (earnest money, 押N付M, rent-collection rule), texts, facilities and other fees, and the given monthly rent.
 * The template's pictures are copied only when the room has none of its own (its photos are never thrown away).
 */
export async function copyTemplateToRoom(
  tx: Tx,
  now: number,
  orgId: string,
  roomId: string,
  t: TemplateRow,
  rentCost: number,
) {
  await tx
    .update(rooms)
    .set({
      houseTempId: t.id,
      rentCost,
      advanceCost: t.advanceCost ?? 0,
      deposit: t.deposit,
      payment: t.payment,
      depositCost: depositAmount(t.deposit, rentCost),
      collectRentType: t.collectRentType,
      collectRentDay: t.collectRentDay,
      area: t.area,
      bedroom: t.bedroom,
      hall: t.hall,
      bathroom: t.bathroom,
      advert: t.advert,
      nearby: t.nearby,
      intro: t.intro,
      facility: t.facility,
      updatedAt: now,
    })
    .where(and(eq(rooms.id, roomId), eq(rooms.orgId, orgId)));
  await replaceFeeItems(tx, now, orgId, 'room', roomId, await feeItemsOf(tx, orgId, 'template', t.id));
  const [own] = await tx
    .select({ id: pictures.id })
    .from(pictures)
    .where(and(eq(pictures.orgId, orgId), eq(pictures.ownerType, 'room'), eq(pictures.ownerId, roomId)))
    .limit(1);
  if (!own)
    await replacePictures(
      tx,
      now,
      orgId,
      'room',
      roomId,
      (await picturesOf(tx, orgId, 'template', t.id)).map((p) => p.picture),
    );
}
