import { and, asc, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { pictures, uploads } from '../uploads/schema';
import { OWNER_PHOTO_TYPES, type OwnerPhotoField } from '../../sync/owner-review';

export type OwnerPhotos = Record<OwnerPhotoField, string[]>;

const FIELDS = Object.keys(OWNER_PHOTO_TYPES) as OwnerPhotoField[];
export const UPLOAD_URL_RE = /^\/api\/upload\/files\/([A-Za-z0-9_-]{24})$/;

/** The document photos of an owner, by kind, in upload order. */
export function ownerPhotos(db: Db, orgId: string, ownerId: string): OwnerPhotos {
  const rows = db
    .select({ ownerType: pictures.ownerType, url: pictures.url })
    .from(pictures)
    .where(and(eq(pictures.orgId, orgId), eq(pictures.ownerId, ownerId), inArray(pictures.ownerType, Object.values(OWNER_PHOTO_TYPES))))
    .orderBy(asc(pictures.sort))
    .all();
  const out = { sfzPicture: [], yhkPicture: [], fczPicture: [] } as OwnerPhotos;
  for (const f of FIELDS) out[f] = rows.filter((r) => r.ownerType === OWNER_PHOTO_TYPES[f]).map((r) => r.url);
  return out;
}

/** Every photo must be an upload of the user's own org (never a foreign address). */
export function checkOwnerPhotoUploads(db: Db, orgId: string, photos: OwnerPhotos) {
  const ids = FIELDS.flatMap((f) => photos[f]).map((url) => UPLOAD_URL_RE.exec(url)?.[1] ?? '');
  if (!ids.length) return;
  const found = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.orgId, orgId), inArray(uploads.id, ids)))
    .all();
  if (new Set(found.map((r) => r.id)).size !== new Set(ids).size) throw badRequest('图片不存在或已失效，请重新上传');
}

/** Replaces the owner's document photos of every kind (call inside the save transaction). */
export function replaceOwnerPhotos(db: Pick<Db, 'insert' | 'delete'>, now: number, orgId: string, ownerId: string, photos: OwnerPhotos) {
  db.delete(pictures)
    .where(and(eq(pictures.orgId, orgId), eq(pictures.ownerId, ownerId), inArray(pictures.ownerType, Object.values(OWNER_PHOTO_TYPES))))
    .run();
  const values = FIELDS.flatMap((f) =>
    photos[f].map((url, i) => ({
      id: ulid(now),
      orgId,
      ownerType: OWNER_PHOTO_TYPES[f],
      ownerId,
      url,
      isCover: i === 0 ? 1 : 0,
      sort: i,
      createdAt: now,
    })),
  );
  if (values.length) db.insert(pictures).values(values).run();
}
