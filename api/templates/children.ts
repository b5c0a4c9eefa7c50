import { and, asc, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Reader, Tx } from '../db/store';
import { badRequest } from '../http/errors';
import { pictures, uploads } from '../uploads/schema';
import { feeItems } from './schema';
import { keptItems, type FeeItem } from '../../sync/rules/templates/template-rules';

/** Pictures and other-fee rows of a template ('template') or a room ('room'). */
export type OwnerType = 'template' | 'room';

const UPLOAD_URL = /^\/api\/upload\/files\/([A-Za-z0-9_-]{24})$/;

/** Every address must be an upload of the org (POST /api/upload/uploadfile); else 400 '图片不存在'. */
export async function checkPictureUrls(q: Reader, orgId: string, urls: readonly string[]) {
  const ids = urls.map((u) => UPLOAD_URL.exec(u)?.[1]);
  if (ids.some((id) => !id)) throw badRequest('图片不存在');
  const unique = [...new Set(ids as string[])];
  if (!unique.length) return;
  const found = await q
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.orgId, orgId), inArray(uploads.id, unique)));
  if (found.length !== unique.length) throw badRequest('图片不存在');
}

/** Replaces an owner's pictures, in order; the first is the cover (isCover 1). */
export async function replacePictures(
  tx: Tx,
  now: number,
  orgId: string,
  ownerType: OwnerType,
  ownerId: string,
  urls: readonly string[],
) {
  await tx
    .delete(pictures)
    .where(and(eq(pictures.orgId, orgId), eq(pictures.ownerType, ownerType), eq(pictures.ownerId, ownerId)));
  if (!urls.length) return;
  await tx.insert(pictures).values(
    urls.map((url, sort) => ({
      id: ulid(now),
      orgId,
      ownerType,
      ownerId,
      url,
      isCover: sort === 0 ? 1 : 0,
      sort,
      createdAt: now,
    })),
  );
}

/** Replaces an owner's other-fee rows; removed rows (id or cost -100) are dropped. */
export async function replaceFeeItems(
  tx: Tx,
  now: number,
  orgId: string,
  ownerType: OwnerType,
  ownerId: string,
  items: readonly FeeItem[],
) {
  await tx
    .delete(feeItems)
    .where(and(eq(feeItems.orgId, orgId), eq(feeItems.ownerType, ownerType), eq(feeItems.ownerId, ownerId)));
  const kept = keptItems(items);
  if (!kept.length) return;
  await tx.insert(feeItems).values(
    kept.map((i, sort) => ({
      id: ulid(now),
      orgId,
      ownerType,
      ownerId,
      item: i.item.trim(),
      cost: i.cost,
      itemType: i.itemType,
      sort,
      createdAt: now,
    })),
  );
}

export async function picturesOf(q: Reader, orgId: string, ownerType: OwnerType, ownerId: string) {
  return q
    .select({ pictureId: pictures.id, picture: pictures.url, isCover: pictures.isCover, regionId: pictures.regionId })
    .from(pictures)
    .where(and(eq(pictures.orgId, orgId), eq(pictures.ownerType, ownerType), eq(pictures.ownerId, ownerId)))
    .orderBy(asc(pictures.sort), asc(pictures.id));
}

export async function feeItemsOf(q: Reader, orgId: string, ownerType: OwnerType, ownerId: string) {
  return q
    .select({ costId: feeItems.id, item: feeItems.item, cost: feeItems.cost, itemType: feeItems.itemType })
    .from(feeItems)
    .where(and(eq(feeItems.orgId, orgId), eq(feeItems.ownerType, ownerType), eq(feeItems.ownerId, ownerId)))
    .orderBy(asc(feeItems.sort), asc(feeItems.id));
}
