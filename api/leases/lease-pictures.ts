import { and, count, eq, inArray, max } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import { pictures, uploads } from '../uploads/schema';
import { FILE_ID_RE, fileUrl } from '../uploads/store-upload';
import { UPLOAD_URL_RE } from '../../sync/rules/common/validators';
import type { LeasePicture } from '../../sync/contract/leases/lease-list-shape';
import type { AddPictureInput } from '../../sync/contract/leases/lease-inputs';
import { LEASE_PICTURE_MSG } from '../../sync/rules/leases/lease-messages';
import { visibleLease } from './access';
import { leasePictures } from './contract-info';
import { LEASE_PICTURE } from './signing-files';
import { leaseContracts } from './schema';

/** At most 3 ID photos (§5 "Upload limits"); 20 of each other kind. */
const LIMIT: Record<0 | 1 | 2, { n: number; msg: string }> = {
  0: { n: 20, msg: LEASE_PICTURE_MSG.tooManyPhotos },
  1: { n: 3, msg: LEASE_PICTURE_MSG.tooManyIdPhotos },
  2: { n: 20, msg: LEASE_PICTURE_MSG.tooManyPhotos },
};

/**
 * May `userId` attach upload `f` to lease `leaseId` (as a lease picture or a resident's ID photo)? A personal file
 * attached to another lease stays with it; a personal file not yet attached is its uploader's alone.
 */
export const mayClaimUpload = (
  f: { subjectId: string | null; purpose: string; userId: string },
  leaseId: string,
  userId: string,
) => (f.subjectId !== null ? f.subjectId === leaseId : f.purpose !== 'personal' || f.userId === userId);

/**
 * Attaches an uploaded image to a live lease (§2.6): the upload must be the org's and not another lease's personal
 * file. ID photos and contract images are personal data: the upload becomes personal to this lease, so it is served
 * only to users who may read the lease's personal data (api/leases/personal-access.ts); so does any personal upload.
 */
export async function addLeasePicture(
  db: Db,
  now: number,
  user: AuthUser,
  leaseId: string,
  input: AddPictureInput,
): Promise<LeasePicture[]> {
  return db.write(user.orgId, async (tx) => {
    const lease = await visibleLease(tx, user, leaseId);
    const fileId = input.fileId ?? UPLOAD_URL_RE.exec(input.url ?? '')?.[1] ?? '';
    if (!FILE_ID_RE.test(fileId)) throw badRequest(LEASE_PICTURE_MSG.fileMissing);
    const [file] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, fileId), eq(uploads.orgId, user.orgId)))
      .limit(1);
    if (!file) throw conflict(LEASE_PICTURE_MSG.fileMissing);
    if (!mayClaimUpload(file, lease.id, user.id)) throw conflict(LEASE_PICTURE_MSG.fileMissing);
    const ownerType = LEASE_PICTURE[input.type];
    const url = fileUrl(file.id);
    const same = and(eq(pictures.orgId, user.orgId), eq(pictures.ownerId, lease.id), eq(pictures.ownerType, ownerType));
    const [dup] = await tx
      .select({ id: pictures.id })
      .from(pictures)
      .where(and(same, eq(pictures.url, url)))
      .limit(1);
    if (dup) throw conflict(LEASE_PICTURE_MSG.duplicate);
    const [have] = await tx.select({ n: count() }).from(pictures).where(same);
    if ((have?.n ?? 0) >= LIMIT[input.type].n) throw badRequest(LIMIT[input.type].msg);
    const [top] = await tx
      .select({ last: max(pictures.sort) })
      .from(pictures)
      .where(
        and(
          eq(pictures.orgId, user.orgId),
          eq(pictures.ownerId, lease.id),
          inArray(pictures.ownerType, Object.values(LEASE_PICTURE)),
        ),
      );
    await tx.insert(pictures).values({
      id: ulid(now),
      orgId: user.orgId,
      ownerType,
      ownerId: lease.id,
      url,
      sort: (top?.last ?? -1) + 1,
      createdAt: now,
    });
    if (input.type !== 0 || file.purpose === 'personal') {
      await tx.update(uploads).set({ purpose: 'personal', subjectId: lease.id }).where(eq(uploads.id, file.id));
    }
    return leasePictures(tx, user.orgId, lease.id);
  });
}

/** Removes a picture of a live lease; the signed image of an electronic contract stays (it is the signing's evidence). */
export async function removeLeasePicture(
  db: Db,
  user: AuthUser,
  leaseId: string,
  pid: string,
): Promise<LeasePicture[]> {
  return db.write(user.orgId, async (tx) => {
    const lease = await visibleLease(tx, user, leaseId);
    const [pic] = await tx
      .select()
      .from(pictures)
      .where(and(eq(pictures.id, pid), eq(pictures.orgId, user.orgId), eq(pictures.ownerId, lease.id)))
      .limit(1);
    if (!pic || !(Object.values(LEASE_PICTURE) as string[]).includes(pic.ownerType))
      throw notFound(LEASE_PICTURE_MSG.notFound);
    if (pic.ownerType === LEASE_PICTURE[2]) {
      const [signed] = await tx
        .select({ imageFileId: leaseContracts.imageFileId })
        .from(leaseContracts)
        .where(eq(leaseContracts.leaseId, lease.id))
        .limit(1);
      if (signed && fileUrl(signed.imageFileId) === pic.url) throw conflict(LEASE_PICTURE_MSG.signedContract);
    }
    await tx.delete(pictures).where(eq(pictures.id, pic.id));
    return leasePictures(tx, user.orgId, lease.id);
  });
}
