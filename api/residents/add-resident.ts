import { and, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { visibleLease } from '../leases/access';
import { mayClaimUpload } from '../leases/lease-pictures';
import { UPLOAD_URL_RE } from '../../sync/rules/common/validators';
import { leaseTenants } from '../leases/schema';
import { pictures, uploads } from '../uploads/schema';
import { fileUrl } from '../uploads/store-upload';
import {
  checkMoveInDate,
  EMPTY_EXTRA,
  RESIDENT_MSG,
  RESIDENT_PHOTO_MAX,
  residentsEditable,
  storedResidentIdNumber,
  validateResident,
  DWELL_STATUS,
} from '../../sync/rules/residents/resident-rules';
import { RESIDENT_PICTURE } from './access';
import { residentsChanged } from '../hardware/access/lease-effects';
import type { AddResidentInput, ResidentExtra } from '../../sync/contract/residents/residents';

/** The optional fields as stored: trimmed text, blanks left out. */
function storedExtra(e: ResidentExtra): Partial<ResidentExtra> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (typeof v === 'string' && v.trim()) out[k] = v.trim();
    else if (typeof v === 'number') out[k] = v;
  }
  return out as Partial<ResidentExtra>;
}

/**
 * Adds a resident to a lease the user may see (404 otherwise) that is to be confirmed or signed (409 on a checked-out
 * lease): the form's rules (§5), the move-in date within the lease period, no second resident with the same ID number
 * in the lease; up to 3 ID photos, uploads of the org not attached elsewhere, which become personal files of the lease
 * (served only to users who may see its personal data).
 */
export async function addResident(db: Db, now: number, user: AuthUser, input: AddResidentInput) {
  return db.write(user.orgId, async (t) => {
    const lease = await visibleLease(t, user, input.leaseId);
    if (!residentsEditable(lease)) throw conflict(RESIDENT_MSG.leaseClosed);
    const extra: ResidentExtra = { ...EMPTY_EXTRA, ...input.extra, contractTime: input.extra.contractTime ?? null };
    const draft = { ...input, extra };
    const message = validateResident(draft);
    if (message) throw badRequest(message);
    const moveIn = checkMoveInDate(input.startDate, lease);
    if (moveIn) throw badRequest(moveIn);

    const idType = input.idNumberType!;
    const idNumber = storedResidentIdNumber(idType, input.idNumber);
    const [same] = await t
      .select({ id: leaseTenants.id })
      .from(leaseTenants)
      .where(
        and(
          eq(leaseTenants.leaseId, lease.id),
          eq(leaseTenants.idNumberType, idType),
          eq(leaseTenants.idNumber, idNumber),
          eq(leaseTenants.dwellStatus, DWELL_STATUS.staying),
        ),
      )
      .limit(1);
    if (same) throw conflict(RESIDENT_MSG.duplicate);

    const urls = [...new Set(input.pictures)];
    if (urls.length > RESIDENT_PHOTO_MAX) throw badRequest(RESIDENT_MSG.tooManyPhotos);
    const fileIds = urls.map((u) => UPLOAD_URL_RE.exec(u)?.[1] ?? null);
    if (fileIds.some((f) => f === null)) throw badRequest(RESIDENT_MSG.photoMissing);
    const ids = fileIds as string[];
    if (ids.length) {
      const found = await t
        .select({ id: uploads.id, userId: uploads.userId, purpose: uploads.purpose, subjectId: uploads.subjectId })
        .from(uploads)
        .where(and(eq(uploads.orgId, user.orgId), inArray(uploads.id, ids)));
      if (found.length !== ids.length) throw conflict(RESIDENT_MSG.photoMissing);
      if (!found.every((f) => mayClaimUpload(f, lease.id, user.id))) throw conflict(RESIDENT_MSG.photoMissing);
    }

    const id = ulid(now);
    await t.insert(leaseTenants).values({
      id,
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      leaseId: lease.id,
      name: input.name.trim(),
      phone: input.phone.trim(),
      sex: input.sex!,
      idNumberType: idType,
      idNumber,
      country: input.country.trim(),
      idCardAddress: input.idCardAddress.trim(),
      residentialAddress: input.residentialAddress.trim(),
      isLease: 0,
      dwellStatus: DWELL_STATUS.staying,
      startDate: input.startDate,
      leaveDate: null,
      extra: JSON.stringify(storedExtra(extra)),
      remark: input.remark.trim(),
    });
    for (const [i, fileId] of ids.entries()) {
      await t.insert(pictures).values({
        id: ulid(now),
        orgId: user.orgId,
        ownerType: RESIDENT_PICTURE,
        ownerId: id,
        url: fileUrl(fileId),
        sort: i,
        createdAt: now,
      });
    }
    if (ids.length)
      await t
        .update(uploads)
        .set({ purpose: 'personal', subjectId: lease.id })
        .where(and(eq(uploads.orgId, user.orgId), inArray(uploads.id, ids)));
    // A resident of a lease in effect opens its doors too.
    await residentsChanged(t, [lease.id]);
    return { id };
  });
}
