import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../db/store';
import { badRequest, conflict } from '../http/errors';
import { uniqueOr } from '../settings/unique';
import { rooms } from '../houses/schema';
import { roomTemplates } from './schema';
import { visibleTemplate, type Who } from './access';
import { visibleApartment } from '../houses/scope';
import { checkPictureUrls, feeItemsOf, picturesOf, replaceFeeItems, replacePictures } from './children';
import type { TemplateInput } from '../../sync/contract/templates/template-inputs';
import {
  depositAmount,
  houseTypeText,
  keptItems,
  payMethodText,
  spliceName,
  TEMPLATE_MSG,
  validateTemplate,
} from '../../sync/rules/templates/template-rules';
import type { TemplateDetail, TemplateSummary } from '../../sync/contract/templates/templates';

type TemplateRow = typeof roomTemplates.$inferSelect;

/** Rooms bound to each of the templates (live rooms only). */
export async function boundCounts(q: Reader, orgId: string, templateIds: string[]): Promise<Map<string, number>> {
  if (!templateIds.length) return new Map();
  const rows = await q
    .select({ id: rooms.houseTempId, n: count() })
    .from(rooms)
    .where(and(eq(rooms.orgId, orgId), isNull(rooms.deletedAt), inArray(rooms.houseTempId, templateIds)))
    .groupBy(rooms.houseTempId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

function summary(t: TemplateRow, houseTotal: number): TemplateSummary {
  return {
    templateId: t.id,
    apartmentId: t.apartmentId,
    name: t.name,
    spliceName: spliceName(t),
    houseTotal,
    houseType: houseTypeText(t.bedroom, t.hall, t.bathroom),
    area: t.area,
    payMethod: payMethodText(t.deposit, t.payment),
    deposit: t.deposit,
    payment: t.payment,
    rentCost: t.rentCost,
  };
}

/** The templates of an apartment the user may see (404 otherwise), oldest first. */
export async function listTemplates(q: Reader, user: Who, apartmentId: string): Promise<TemplateSummary[]> {
  await visibleApartment(q, user, apartmentId);
  const rows = await q
    .select()
    .from(roomTemplates)
    .where(
      and(
        eq(roomTemplates.orgId, user.orgId),
        eq(roomTemplates.apartmentId, apartmentId),
        isNull(roomTemplates.deletedAt),
      ),
    )
    .orderBy(asc(roomTemplates.createdAt), asc(roomTemplates.id));
  const counts = await boundCounts(
    q,
    user.orgId,
    rows.map((r) => r.id),
  );
  return rows.map((t) => summary(t, counts.get(t.id) ?? 0));
}

/** One template with its other fees and pictures (first = cover). */
export async function templateDetail(q: Reader, user: Who, templateId: string): Promise<TemplateDetail> {
  const t = await visibleTemplate(q, user, templateId);
  const houseTotal = (await boundCounts(q, user.orgId, [t.id])).get(t.id) ?? 0;
  return {
    ...summary(t, houseTotal),
    apartmentName: t.apartmentName,
    bedroom: t.bedroom,
    hall: t.hall,
    bathroom: t.bathroom,
    depositCost: t.depositCost,
    advanceCost: t.advanceCost,
    collectRentType: t.collectRentType,
    collectRentDay: t.collectRentDay,
    advert: t.advert,
    nearby: t.nearby,
    facility: t.facility,
    intro: t.intro,
    items: await feeItemsOf(q, user.orgId, 'template', t.id),
    pictures: await picturesOf(q, user.orgId, 'template', t.id),
  };
}

/** Runs the shared rules (400 with the first message) and gives the columns to store. */
async function columnsOf(q: Reader, orgId: string, input: TemplateInput) {
  const draft = { ...input, name: input.name.trim(), area: input.area ?? null };
  const msg = validateTemplate({
    ...draft,
    deposit: input.deposit ?? null,
    payment: input.payment ?? null,
    rentCost: input.rentCost ?? null,
    advanceCost: input.advanceCost ?? null,
    collectRentType: input.collectRentType ?? null,
    collectRentDay: input.collectRentDay ?? null,
  });
  if (msg) throw badRequest(msg);
  await checkPictureUrls(q, orgId, input.pictures);
  const rentCost = input.rentCost ?? null;
  const deposit = input.deposit ?? null;
  const collectRentType = input.collectRentType ?? null;
  return {
    name: draft.name,
    area: draft.area,
    bedroom: input.bedroom,
    hall: input.hall,
    bathroom: input.bathroom,
    deposit,
    payment: input.payment ?? null,
    rentCost,
    // The deposit amount is always derived on the server: deposit months × rent (see depositAmount).
    depositCost: depositAmount(deposit, rentCost),
    advanceCost: input.advanceCost ?? null,
    collectRentType,
    collectRentDay: collectRentType === null ? null : (input.collectRentDay ?? null),
    advert: input.advert.trim(),
    nearby: input.nearby.trim(),
    facility: input.facility,
    intro: input.intro.trim(),
  };
}

/**
 * 409 '该公寓已有同名模板' when another live template of the apartment already has this name. The org's units are
 * serialised, so this check holds within one unit; the unique index templates_apartment_name_uq is what holds it
 * everywhere (see `uniqueOr` around the unit).
 */
async function assertNameFree(tx: Tx, orgId: string, apartmentId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: roomTemplates.id })
    .from(roomTemplates)
    .where(
      and(
        eq(roomTemplates.orgId, orgId),
        eq(roomTemplates.apartmentId, apartmentId),
        eq(roomTemplates.name, name),
        isNull(roomTemplates.deletedAt),
        exceptId ? ne(roomTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(TEMPLATE_MSG.duplicateName);
}

/** Creates a template for an apartment the user may see; returns its id. */
export function createTemplate(
  db: Db,
  now: number,
  user: Who,
  apartmentId: string,
  input: TemplateInput,
): Promise<{ templateId: string }> {
  const id = ulid(now);
  return uniqueOr(TEMPLATE_MSG.duplicateName, () =>
    db.write(user.orgId, async (tx) => {
      await visibleApartment(tx, user, apartmentId);
      const cols = await columnsOf(tx, user.orgId, input);
      await assertNameFree(tx, user.orgId, apartmentId, cols.name);
      await tx
        .insert(roomTemplates)
        .values({ id, orgId: user.orgId, apartmentId, ...cols, createdAt: now, updatedAt: now });
      await replaceFeeItems(tx, now, user.orgId, 'template', id, keptItems(input.items));
      await replacePictures(tx, now, user.orgId, 'template', id, input.pictures);
      return { templateId: id };
    }),
  );
}

/** Rewrites a template (its fees and pictures are replaced). Rooms already bound keep their own terms. */
export function updateTemplate(
  db: Db,
  now: number,
  user: Who,
  templateId: string,
  input: TemplateInput,
): Promise<{ templateId: string }> {
  return uniqueOr(TEMPLATE_MSG.duplicateName, () =>
    db.write(user.orgId, async (tx) => {
      const t = await visibleTemplate(tx, user, templateId);
      const cols = await columnsOf(tx, user.orgId, input);
      await assertNameFree(tx, user.orgId, t.apartmentId, cols.name, t.id);
      await tx
        .update(roomTemplates)
        .set({ ...cols, updatedAt: now })
        .where(and(eq(roomTemplates.id, t.id), eq(roomTemplates.orgId, user.orgId)));
      await replaceFeeItems(tx, now, user.orgId, 'template', t.id, keptItems(input.items));
      await replacePictures(tx, now, user.orgId, 'template', t.id, input.pictures);
      return { templateId: t.id };
    }),
  );
}
