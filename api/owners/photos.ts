import { and, asc, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Reader, Tx } from '../db/store';
import { badRequest } from '../http/errors';
import { pictures, uploads } from '../uploads/schema';
import { OWNER_PHOTO_TYPES, type OwnerPhotoField } from '../../sync/rules/owners/owner-review';
import { UPLOAD_URL_RE } from '../../sync/rules/common/validators';

export type OwnerPhotos = Record<OwnerPhotoField, string[]>;

const FIELDS = Object.keys(OWNER_PHOTO_TYPES) as OwnerPhotoField[];

/** The document photos of an owner, by kind, in upload order. */
export async function ownerPhotos(db: Reader, orgId: string, ownerId: string): Promise<OwnerPhotos> {
  const rows = await db
    .select({ ownerType: pictures.ownerType, url: pictures.url })
    .from(pictures)
    .where(
      and(
        eq(pictures.orgId, orgId),
        eq(pictures.ownerId, ownerId),
        inArray(pictures.ownerType, Object.values(OWNER_PHOTO_TYPES)),
      ),
    )
    .orderBy(asc(pictures.sort), asc(pictures.id));
  const out = { sfzPicture: [], yhkPicture: [], fczPicture: [] } as OwnerPhotos;
  for (const f of FIELDS) out[f] = rows.filter((r) => r.ownerType === OWNER_PHOTO_TYPES[f]).map((r) => r.url);
  return out;
}

/** Every photo must be an upload of the user's own org (never a foreign address). */
export async function checkOwnerPhotoUploads(db: Reader, orgId: string, photos: OwnerPhotos) {
  const ids = FIELDS.flatMap((f) => photos[f]).map((url) => UPLOAD_URL_RE.exec(url)?.[1] ?? '');
  if (!ids.length) return;
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.orgId, orgId), inArray(uploads.id, ids)));
  if (new Set(found.map((r) => r.id)).size !== new Set(ids).size) throw badRequest('图片不存在或已失效，请重新上传');
}

/** Replaces the owner's document photos of every kind (in the save's unit of work). */
export async function replaceOwnerPhotos(tx: Tx, now: number, orgId: string, ownerId: string, photos: OwnerPhotos) {
  await tx
    .delete(pictures)
    .where(
      and(
        eq(pictures.orgId, orgId),
        eq(pictures.ownerId, ownerId),
        inArray(pictures.ownerType, Object.values(OWNER_PHOTO_TYPES)),
      ),
    );
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
  if (values.length) await tx.insert(pictures).values(values);
}
