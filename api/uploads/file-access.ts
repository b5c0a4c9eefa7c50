import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { apartments, rooms } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { owners } from '../owners/schema';
import { OWNER_PHOTO_TYPES } from '../../sync/owner-review';
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

type Upload = typeof uploads.$inferSelect;

/** Who may see an owner's document photos: owner-room editing, the all-owner list or owner review ([1,3], [1,42], [1,43]). */
export const OWNER_PHOTO_PERMS = [
  [1, 3],
  [1, 42],
  [1, 43],
] as const;

const OWNER_TYPES: readonly string[] = Object.values(OWNER_PHOTO_TYPES);
/** Lease pictures (api/leases/sign-lease.ts LEASE_PICTURE) and residents' ID photos (api/residents/access.ts). */
const LEASE_OTHER = 'lease_other';
const LEASE_PERSONAL: readonly string[] = ['lease_id', 'lease_contract'];
const RESIDENT_ID = 'tenant_id';

/** True when the owner `ownerId` sits in a room of an apartment the user sees and the user may manage owners. */
function mayReadOwnerFile(db: Db, user: AuthUser, ownerId: string): boolean {
  if (!OWNER_PHOTO_PERMS.some((p) => user.can(p))) return false;
  const visible = db.select({ id: apartments.id }).from(apartments).where(visibleApartments(db, user));
  const row = db
    .select({ id: owners.id })
    .from(owners)
    .innerJoin(rooms, eq(rooms.id, owners.roomId))
    .where(and(eq(owners.id, ownerId), eq(owners.orgId, user.orgId), inArray(rooms.apartmentId, visible)))
    .get();
  return row !== undefined;
}

/** True when the resident's lease's personal data is the user's to read. */
function mayReadResidentFile(db: Db, user: AuthUser, residentId: string): boolean {
  const r = db
    .select({ leaseId: leaseTenants.leaseId })
    .from(leaseTenants)
    .where(and(eq(leaseTenants.id, residentId), eq(leaseTenants.orgId, user.orgId)))
    .get();
  return r !== undefined && mayReadLeasePersonal(db, user, r.leaseId);
}

/** May the user read this one attachment (a `pictures` row)? Other kinds (apartment, template, room photos) are the org's. */
function mayReadAttachment(db: Db, user: AuthUser, p: { ownerType: string; ownerId: string }): boolean {
  if (OWNER_TYPES.includes(p.ownerType)) return mayReadOwnerFile(db, user, p.ownerId);
  if (LEASE_PERSONAL.includes(p.ownerType)) return mayReadLeasePersonal(db, user, p.ownerId);
  if (p.ownerType === LEASE_OTHER) return visibleLeaseId(db, user, p.ownerId) !== null;
  if (p.ownerType === RESIDENT_ID) return mayReadResidentFile(db, user, p.ownerId);
  return true;
}

/** Is the upload referenced by a record other than a picture (a meter reading, a receipt, a contract template, …)? */
function usedOutsidePictures(db: Db, orgId: string, id: string): boolean {
  const url = fileUrl(id);
  const hit = (q: { get: () => unknown }) => q.get() !== undefined;
  return (
    hit(db.select({ x: meterReadings.id }).from(meterReadings).where(and(eq(meterReadings.orgId, orgId), eq(meterReadings.photoFileId, id))).limit(1)) ||
    hit(db.select({ x: contractTemplates.id }).from(contractTemplates).where(and(eq(contractTemplates.orgId, orgId), eq(contractTemplates.fileId, id))).limit(1)) ||
    hit(
      db
        .select({ x: leaseContracts.leaseId })
        .from(leaseContracts)
        .where(or(eq(leaseContracts.signatureFileId, id), eq(leaseContracts.imageFileId, id)))
        .limit(1),
    ) ||
    hit(db.select({ x: bills.id }).from(bills).where(and(eq(bills.orgId, orgId), eq(bills.receiptPicture, url))).limit(1)) ||
    hit(db.select({ x: depositOrders.id }).from(depositOrders).where(and(eq(depositOrders.orgId, orgId), eq(depositOrders.receiptPicture, url))).limit(1)) ||
    hit(db.select({ x: bookkeepingEntries.id }).from(bookkeepingEntries).where(and(eq(bookkeepingEntries.orgId, orgId), eq(bookkeepingEntries.picture, url))).limit(1)) ||
    hit(db.select({ x: ledgerEntries.id }).from(ledgerEntries).where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.picture, url))).limit(1)) ||
    hit(db.select({ x: users.id }).from(users).where(and(eq(users.orgId, orgId), eq(users.picture, url))).limit(1))
  );
}

/**
 * May `user` (of the upload's org) read upload `f`? Decided by what the file is attached to:
 * - a personal file of a lease (ID photos, signature, signed contract): the lease's personal-data readers;
 * - pictures: an owner's documents → owner managers who see the owner's room; a lease's pictures → users who see the
 *   lease (ID photos and contracts also need the personal-data permission); a resident's ID photos → likewise;
 *   apartment, template and room photos → the whole org;
 * - another record (meter reading, receipt, contract template, avatar) → the org, as that record's screens show it;
 * - nothing yet → its uploader only.
 * A file attached in several places is readable when any of them allows it.
 */
export function mayReadUpload(db: Db, user: AuthUser, f: Upload): boolean {
  if (f.purpose === 'personal' && f.subjectId) return mayReadLeasePersonal(db, user, f.subjectId);
  const attached = db
    .select({ ownerType: pictures.ownerType, ownerId: pictures.ownerId })
    .from(pictures)
    .where(and(eq(pictures.orgId, f.orgId), eq(pictures.url, fileUrl(f.id))))
    .all();
  if (attached.length) return attached.some((p) => mayReadAttachment(db, user, p));
  if (f.userId === user.id) return true;
  if (f.purpose === 'personal') return false;
  return usedOutsidePictures(db, f.orgId, f.id);
}
