import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { nextVersion } from '../db/versions';
import { badRequest, conflict } from '../http/errors';
import { rooms } from '../houses/schema';
import { roomTemplates } from './schema';
import { visibleApartment, visibleTemplate, type Who } from './access';
import { checkPictureUrls, feeItemsOf, picturesOf, replaceFeeItems, replacePictures } from './children';
import type { TemplateInput } from './input';
import {
  depositAmount,
  houseTypeText,
  keptItems,
  payMethodText,
  spliceName,
  TEMPLATE_MSG,
  validateTemplate,
} from '../../sync/template-rules';

type TemplateRow = typeof roomTemplates.$inferSelect;

/** Rooms bound to each of the templates (live rooms only). */
export function boundCounts(db: Pick<Db, 'select'>, orgId: string, templateIds: string[]): Map<string, number> {
  if (!templateIds.length) return new Map();
  const rows = db
    .select({ id: rooms.houseTempId, n: count() })
    .from(rooms)
    .where(and(eq(rooms.orgId, orgId), isNull(rooms.deletedAt), inArray(rooms.houseTempId, templateIds)))
    .groupBy(rooms.houseTempId)
    .all();
  return new Map(rows.map((r) => [r.id!, r.n]));
}

function summary(t: TemplateRow, houseTotal: number) {
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
export function listTemplates(db: Db, user: Who, apartmentId: string) {
  visibleApartment(db, user, apartmentId);
  const rows = db
    .select()
    .from(roomTemplates)
    .where(and(eq(roomTemplates.orgId, user.orgId), eq(roomTemplates.apartmentId, apartmentId), isNull(roomTemplates.deletedAt)))
    .orderBy(asc(roomTemplates.createdAt), asc(roomTemplates.id))
    .all();
  const counts = boundCounts(db, user.orgId, rows.map((r) => r.id));
  return rows.map((t) => summary(t, counts.get(t.id) ?? 0));
}

/** One template with its other fees and pictures (first = cover). */
export function templateDetail(db: Db, user: Who, templateId: string) {
  const t = visibleTemplate(db, user, templateId);
  const houseTotal = boundCounts(db, user.orgId, [t.id]).get(t.id) ?? 0;
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
    items: feeItemsOf(db, user.orgId, 'template', t.id),
    pictures: picturesOf(db, user.orgId, 'template', t.id),
  };
}

/** Runs the shared rules (400 with the first message) and gives the columns to store. */
function columnsOf(db: Db, orgId: string, input: TemplateInput) {
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
  checkPictureUrls(db, orgId, input.pictures);
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

type Tx = Pick<Db, 'select'>;

/** 409 '该公寓已有同名模板' when another live template of the apartment already has this name. */
function assertNameFree(tx: Tx, orgId: string, apartmentId: string, name: string, exceptId?: string) {
  const clash = tx
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
    .get();
  if (clash) throw conflict(TEMPLATE_MSG.duplicateName);
}

/** Runs a write; the database's unique name index (a race the check above lost) becomes the same 409. */
function uniqueName<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' && /room_templates\.name/.test(e.message ?? '')) throw conflict(TEMPLATE_MSG.duplicateName);
    throw err;
  }
}

/** Creates a template for an apartment the user may see; returns its id. */
export function createTemplate(db: Db, now: number, user: Who, apartmentId: string, input: TemplateInput) {
  visibleApartment(db, user, apartmentId);
  const cols = columnsOf(db, user.orgId, input);
  const id = ulid(now);
  uniqueName(() => db.transaction((tx) => {
    assertNameFree(tx, user.orgId, apartmentId, cols.name);
    tx.insert(roomTemplates)
      .values({ id, orgId: user.orgId, apartmentId, ...cols, createdAt: now, updatedAt: now, version: nextVersion(tx, user.orgId) })
      .run();
    replaceFeeItems(tx, now, user.orgId, 'template', id, keptItems(input.items));
    replacePictures(tx, now, user.orgId, 'template', id, input.pictures);
  }));
  return { templateId: id };
}

/** Rewrites a template (its fees and pictures are replaced). Rooms already bound keep their own terms. */
export function updateTemplate(db: Db, now: number, user: Who, templateId: string, input: TemplateInput) {
  const t = visibleTemplate(db, user, templateId);
  const cols = columnsOf(db, user.orgId, input);
  uniqueName(() => db.transaction((tx) => {
    assertNameFree(tx, user.orgId, t.apartmentId, cols.name, t.id);
    tx.update(roomTemplates)
      .set({ ...cols, updatedAt: now, version: nextVersion(tx, user.orgId) })
      .where(and(eq(roomTemplates.id, t.id), eq(roomTemplates.orgId, user.orgId)))
      .run();
    replaceFeeItems(tx, now, user.orgId, 'template', t.id, keptItems(input.items));
    replacePictures(tx, now, user.orgId, 'template', t.id, input.pictures);
  }));
  return { templateId: t.id };
}
