import { and, asc, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { pictures, uploads } from '../uploads/schema';
import { feeItems } from './schema';
import { keptItems, type FeeItem } from '../../sync/template-rules';

/** Pictures and other-fee rows of a template ('template') or a room ('room'). */
export type OwnerType = 'template' | 'room';
type Tx = Pick<Db, 'insert' | 'delete'>;

const UPLOAD_URL = /^\/api\/upload\/files\/([A-Za-z0-9_-]{24})$/;

/** Every address must be an upload of the org (POST /api/upload/uploadfile); else 400 '图片不存在'. */
export function checkPictureUrls(db: Db, orgId: string, urls: readonly string[]) {
  const ids = urls.map((u) => UPLOAD_URL.exec(u)?.[1]);
  if (ids.some((id) => !id)) throw badRequest('图片不存在');
  const unique = [...new Set(ids as string[])];
  if (!unique.length) return;
  const found = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.orgId, orgId), inArray(uploads.id, unique)))
    .all();
  if (found.length !== unique.length) throw badRequest('图片不存在');
}

/** Replaces an owner's pictures, in order; the first is the cover (isCover 1). */
export function replacePictures(tx: Tx, now: number, orgId: string, ownerType: OwnerType, ownerId: string, urls: readonly string[]) {
  tx.delete(pictures).where(and(eq(pictures.orgId, orgId), eq(pictures.ownerType, ownerType), eq(pictures.ownerId, ownerId))).run();
  if (!urls.length) return;
  tx.insert(pictures)
    .values(urls.map((url, sort) => ({ id: ulid(now), orgId, ownerType, ownerId, url, isCover: sort === 0 ? 1 : 0, sort, createdAt: now })))
    .run();
}

/** Replaces an owner's other-fee rows; removed rows (id or cost -100) are dropped. */
export function replaceFeeItems(tx: Tx, now: number, orgId: string, ownerType: OwnerType, ownerId: string, items: readonly FeeItem[]) {
  tx.delete(feeItems).where(and(eq(feeItems.orgId, orgId), eq(feeItems.ownerType, ownerType), eq(feeItems.ownerId, ownerId))).run();
  const kept = keptItems(items);
  if (!kept.length) return;
  tx.insert(feeItems)
    .values(
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
    )
    .run();
}

export function picturesOf(db: Pick<Db, 'select'>, orgId: string, ownerType: OwnerType, ownerId: string) {
  return db
    .select({ pictureId: pictures.id, picture: pictures.url, isCover: pictures.isCover, regionId: pictures.regionId })
    .from(pictures)
    .where(and(eq(pictures.orgId, orgId), eq(pictures.ownerType, ownerType), eq(pictures.ownerId, ownerId)))
    .orderBy(asc(pictures.sort))
    .all();
}

export function feeItemsOf(db: Pick<Db, 'select'>, orgId: string, ownerType: OwnerType, ownerId: string) {
  return db
    .select({ costId: feeItems.id, item: feeItems.item, cost: feeItems.cost, itemType: feeItems.itemType })
    .from(feeItems)
    .where(and(eq(feeItems.orgId, orgId), eq(feeItems.ownerType, ownerType), eq(feeItems.ownerId, ownerId)))
    .orderBy(asc(feeItems.sort))
    .all();
}
