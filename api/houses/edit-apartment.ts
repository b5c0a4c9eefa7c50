import { and, asc, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest } from '../http/errors';
import { pictures, uploads } from '../uploads/schema';
import { apartments } from './schema';
import { visibleApartment } from './scope';
import type { EditApartmentInput } from '../../sync/contract/houses/house-inputs';
import { FACILITIES, joinFacility } from '../../sync/product/catalog';

export const APARTMENT_PICTURE = 'apartment';
const FILE_URL = /^\/api\/upload\/files\/([A-Za-z0-9_-]{24})$/;

/** Facility ids joined by '_' (spec part 1 §3), each one of the catalogue; '' for none. */
export function checkFacility(joined: string): string {
  const parts = joined
    .split('_')
    .map((p) => p.trim())
    .filter(Boolean);
  const ids: number[] = [];
  for (const p of parts) {
    const id = Number(p);
    if (!/^\d+$/.test(p) || !FACILITIES.some((f) => f.facilityId === id)) throw badRequest(`设施不存在：${p}`);
    ids.push(id);
  }
  return joinFacility(ids);
}

/** Public-area pictures must be this org's uploads; returns their addresses in order, without repeats. */
async function checkPictures(db: Reader, orgId: string, urls: string[]): Promise<string[]> {
  const unique = [...new Set(urls)];
  const ids = unique.map((u) => FILE_URL.exec(u)?.[1]);
  if (ids.some((id) => !id)) throw badRequest('图片地址不正确，请重新上传');
  if (ids.length) {
    const found = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.orgId, orgId), inArray(uploads.id, ids as string[])));
    if (found.length !== ids.length) throw badRequest('图片不存在，请重新上传');
  }
  return unique;
}

/** The public-area pictures of an apartment in order; the first is the cover. */
export async function apartmentPictures(db: Reader, apartmentId: string) {
  return await db
    .select({ pictureId: pictures.id, picture: pictures.url, isCover: pictures.isCover, regionId: pictures.regionId })
    .from(pictures)
    .where(and(eq(pictures.ownerType, APARTMENT_PICTURE), eq(pictures.ownerId, apartmentId)))
    .orderBy(asc(pictures.sort));
}

/**
 * Edits an apartment (spec part 1 §2.7): elevator, public-area photos (at most 20, the first is the cover), facility
 * ids, description and nearby text. Name, business district and address are read-only on that screen.
 */
export async function editApartment(
  db: Db,
  now: number,
  user: AuthUser,
  apartmentId: string,
  input: EditApartmentInput,
) {
  return db.write(user.orgId, async (tx) => {
    const apt = await visibleApartment(tx, user, apartmentId);
    const facility = input.facility === undefined ? apt.facility : checkFacility(input.facility);
    const urls = input.pictures === undefined ? undefined : await checkPictures(tx, apt.orgId, input.pictures);
    await tx
      .update(apartments)
      .set({
        isElevator: input.isElevator ?? apt.isElevator,
        facility,
        intro: input.intro?.trim() ?? apt.intro,
        nearby: input.nearby?.trim() ?? apt.nearby,
        updatedAt: now,
      })
      .where(eq(apartments.id, apt.id));
    if (urls) {
      await tx.delete(pictures).where(and(eq(pictures.ownerType, APARTMENT_PICTURE), eq(pictures.ownerId, apt.id)));
      if (urls.length)
        await tx.insert(pictures).values(
          urls.map((url, i) => ({
            id: ulid(now),
            orgId: apt.orgId,
            ownerType: APARTMENT_PICTURE,
            ownerId: apt.id,
            url,
            isCover: i === 0 ? 1 : 0,
            sort: i,
            regionId: 1,
            createdAt: now,
          })),
        );
    }
    return { apartmentId: apt.id };
  });
}
