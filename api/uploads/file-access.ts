import { and, eq, inArray, or } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { rooms } from '../houses/schema';
import { roomScope, visibleApartmentIds } from '../houses/scope';
import { owners } from '../owners/schema';
import { OWNER_PHOTO_TYPES } from '../../sync/rules/owners/owner-review';
import { leaseContracts, leaseTenants, bills } from '../leases/schema';
import { mayReadLeasePersonal, visibleLeaseId } from '../leases/personal-access';
import { meterReadings } from '../meters/schema';
import { bookkeepingEntries } from '../bookkeeping/schema';
import { depositOrders } from '../deposits/schema';
import { ledgerEntries } from '../ledger/schema';
import { contractTemplates } from '../settings/schema';
import { users } from '../auth/schema';
import { pictures, type uploads } from './schema';
import { fileUrl } from './store-upload';
import type { PermName } from '../../sync/product/permissions';
import { mayStaffReadTenantUpload, TENANT_UPLOAD } from '../tenant/files';

type Upload = typeof uploads.$inferSelect;

/** Who may see an owner's document photos: owner-room editing, the all-owner list or owner review (board, ownerRooms, ownerReview). */
export const OWNER_PHOTO_PERMS: readonly PermName[] = ['board', 'ownerRooms', 'ownerReview'];

const OWNER_TYPES: readonly string[] = Object.values(OWNER_PHOTO_TYPES);
/** Lease pictures (api/leases/signing-files.ts LEASE_PICTURE) and residents' ID photos (api/residents/access.ts). */
const LEASE_OTHER = 'lease_other';
const LEASE_PERSONAL: readonly string[] = ['lease_id', 'lease_contract'];
const RESIDENT_ID = 'tenant_id';

/** True when the owner `ownerId` sits in a room of an apartment the user sees and the user may manage owners. */
async function mayReadOwnerFile(db: Reader, user: AuthUser, ownerId: string): Promise<boolean> {
  if (!OWNER_PHOTO_PERMS.some((p) => user.can(p))) return false;
  const visible = visibleApartmentIds(db, user);
  const [row] = await db
    .select({ id: owners.id })
    .from(owners)
    .innerJoin(rooms, eq(rooms.id, owners.roomId))
    .where(
      and(
        eq(owners.id, ownerId),
        eq(owners.orgId, user.orgId),
        inArray(rooms.apartmentId, visible),
        roomScope(db, user),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** True when the resident's lease's personal data is the user's to read. */
async function mayReadResidentFile(db: Reader, user: AuthUser, residentId: string): Promise<boolean> {
  const [r] = await db
    .select({ leaseId: leaseTenants.leaseId })
    .from(leaseTenants)
    .where(and(eq(leaseTenants.id, residentId), eq(leaseTenants.orgId, user.orgId)))
    .limit(1);
  return r !== undefined && (await mayReadLeasePersonal(db, user, r.leaseId));
}

/** May the user read this one attachment (a `pictures` row)? Other kinds (apartment, template, room photos) are the org's. */
async function mayReadAttachment(
  db: Reader,
  user: AuthUser,
  p: { ownerType: string; ownerId: string },
): Promise<boolean> {
  if (OWNER_TYPES.includes(p.ownerType)) return mayReadOwnerFile(db, user, p.ownerId);
  if (LEASE_PERSONAL.includes(p.ownerType)) return mayReadLeasePersonal(db, user, p.ownerId);
  if (p.ownerType === LEASE_OTHER) return (await visibleLeaseId(db, user, p.ownerId)) !== null;
  if (p.ownerType === RESIDENT_ID) return mayReadResidentFile(db, user, p.ownerId);
  return true;
}

/** Is the upload referenced by a record other than a picture (a meter reading, a receipt, a contract template, …)? */
async function usedOutsidePictures(db: Reader, orgId: string, id: string): Promise<boolean> {
  const url = fileUrl(id);
  // Asked one after the other, stopping at the first record that uses the file.
  const uses: (() => PromiseLike<unknown[]>)[] = [
    () =>
      db
        .select({ x: meterReadings.id })
        .from(meterReadings)
        .where(and(eq(meterReadings.orgId, orgId), eq(meterReadings.photoFileId, id)))
        .limit(1),
    () =>
      db
        .select({ x: contractTemplates.id })
        .from(contractTemplates)
        .where(and(eq(contractTemplates.orgId, orgId), eq(contractTemplates.fileId, id)))
        .limit(1),
    () =>
      db
        .select({ x: leaseContracts.leaseId })
        .from(leaseContracts)
        .where(or(eq(leaseContracts.signatureFileId, id), eq(leaseContracts.imageFileId, id)))
        .limit(1),
    () =>
      db
        .select({ x: bills.id })
        .from(bills)
        .where(and(eq(bills.orgId, orgId), eq(bills.receiptPicture, url)))
        .limit(1),
    () =>
      db
        .select({ x: depositOrders.id })
        .from(depositOrders)
        .where(and(eq(depositOrders.orgId, orgId), eq(depositOrders.receiptPicture, url)))
        .limit(1),
    () =>
      db
        .select({ x: bookkeepingEntries.id })
        .from(bookkeepingEntries)
        .where(and(eq(bookkeepingEntries.orgId, orgId), eq(bookkeepingEntries.picture, url)))
        .limit(1),
    () =>
      db
        .select({ x: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.picture, url)))
        .limit(1),
    () =>
      db
        .select({ x: users.id })
        .from(users)
        .where(and(eq(users.orgId, orgId), eq(users.picture, url)))
        .limit(1),
  ];
  for (const use of uses) if ((await use()).length > 0) return true;
  return false;
}

/**
 * May `user` (of the upload's org) read upload `f`? Decided by what the file is attached to:
 * - a personal file of a lease (ID photos, signature, signed contract): the lease's personal-data readers;
 * - pictures: an owner's documents → owner managers who see the owner's room; a lease's pictures → users who see the
 *   lease (ID photos and contracts also need the personal-data permission); a resident's ID photos → likewise;
 *   apartment, template and room photos → the whole org;
 * - another record (meter reading, receipt, contract template, avatar) → the org, as that record's screens show it;
 * - nothing yet → its uploader only;
 * - a tenant page's upload → once attached, users who see the tenant's lease's apartment (api/tenant/files.ts).
 * A file attached in several places is readable when any of them allows it.
 */
export async function mayReadUpload(db: Reader, user: AuthUser, f: Upload): Promise<boolean> {
  if (f.purpose === TENANT_UPLOAD) return mayStaffReadTenantUpload(db, user, f);
  if (f.purpose === 'personal' && f.subjectId) return mayReadLeasePersonal(db, user, f.subjectId);
  const attached = await db
    .select({ ownerType: pictures.ownerType, ownerId: pictures.ownerId })
    .from(pictures)
    .where(and(eq(pictures.orgId, f.orgId), eq(pictures.url, fileUrl(f.id))));
  if (attached.length) {
    for (const p of attached) if (await mayReadAttachment(db, user, p)) return true;
    return false;
  }
  if (f.userId === user.id) return true;
  if (f.purpose === 'personal') return false;
  return usedOutsidePictures(db, f.orgId, f.id);
}
