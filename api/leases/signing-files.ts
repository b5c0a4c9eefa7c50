/**
 * The files of a lease signing (api/leases/sign-lease.ts): the pictures' owner types, the signature's bytes, the
 * checks of the uploads a signing names and of its signed contract, and attaching them to the new lease.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Reader, Tx } from '../db/store';
import type { Deps } from '../deps';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { pictures, uploads } from '../uploads/schema';
import { fileUrl } from '../uploads/store-upload';
import type { VisibleRoom } from '../houses/scope';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { contractDocument } from '../../sync/rules/leases/contract-text';
import { contractPlainText, signedContractDigest } from '../../sync/rules/leases/contract-digest';
import { contractDataOfSigning } from '../../sync/rules/leases/lease-contract';
import { SIGN_MSG, type SignLeaseInput } from '../../sync/contract/leases/sign';
import { leaseContracts } from './schema';
import { contractPlaceOf } from './lease-terms';

/** Picture owner types of a lease's pictures (spec picture types: 0 other, 1 ID, 2 generated contract). */
export const LEASE_PICTURE = { 0: 'lease_other', 1: 'lease_id', 2: 'lease_contract' } as const;

/**
 * The bytes of an upload of the org (a contract's signature, to check its digest), read from disk before the unit of
 * work; null when there is no such file.
 */
export async function readOrgFile(
  deps: Pick<Deps, 'db' | 'config'>,
  orgId: string,
  fileId: string | null | undefined,
): Promise<Uint8Array | null> {
  if (!fileId) return null;
  const [row] = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.orgId, orgId)))
    .limit(1);
  if (!row) return null;
  try {
    return await readFile(join(deps.config.uploadsDir, row.id));
  } catch {
    return null;
  }
}

/**
 * The plain text of the contract of `input` as the device must have shown it (sync/rules/leases/lease-contract.ts),
 * with the contract's stated date when it is the signing day or the day before (a signing across midnight); ''
 * otherwise.
 */
async function contractTextOf(db: Reader, orgId: string, room: VisibleRoom, input: SignLeaseInput): Promise<string> {
  const c = input.contract!;
  const day = shanghaiToday(c.signedAt);
  if (c.signDate !== day && c.signDate !== addDays(day, -1)) return '';
  const place = await contractPlaceOf(db, orgId, input.contractTemplateId, {
    apartmentName: room.apartmentName,
    address: room.apartmentAddress,
    houseNumber: room.houseNumber,
    floor: room.floor,
    area: room.area,
  });
  return contractPlainText(contractDocument(contractDataOfSigning(input, place, c.signDate)));
}

/**
 * Checks the files a signing names: at most 3 ID photos and 20 others, every picture (and the contract's files) an
 * upload of this org not attached to another lease; an electronic contract needs its signed contract, and a contract
 * is accepted only when its digest matches `signature` and its text is the contract of these terms.
 */
export async function checkSigningFiles(
  tx: Tx,
  user: AuthUser,
  input: SignLeaseInput,
  room: VisibleRoom,
  signature: Uint8Array | null,
): Promise<void> {
  // Files: every picture (and the contract's) must be an upload of this org.
  const idPhotos = input.pictures.filter((p) => p.type === 1);
  if (idPhotos.length > 3) throw badRequest(SIGN_MSG.tooManyIdPhotos);
  if (input.pictures.length - idPhotos.length > 20) throw badRequest(SIGN_MSG.tooManyPhotos);
  const fileIds = [
    ...input.pictures.map((p) => p.fileId),
    ...(input.contract ? [input.contract.signatureFileId, input.contract.imageFileId] : []),
  ];
  if (fileIds.length) {
    const found = await tx
      .select({ id: uploads.id, subjectId: uploads.subjectId })
      .from(uploads)
      .where(and(eq(uploads.orgId, user.orgId), inArray(uploads.id, fileIds)));
    if (new Set(found.map((f) => f.id)).size !== new Set(fileIds).size) throw conflict(SIGN_MSG.fileMissing);
    // Personal files already attached to another lease stay with it (they cannot be claimed by naming their id).
    if (found.some((f) => f.subjectId !== null && f.subjectId !== input.leaseId)) throw conflict(SIGN_MSG.fileMissing);
  }
  if (input.contractType === 1 && !input.contract) throw badRequest(SIGN_MSG.needSignature);
  // A contract is stored as "what was signed" only once its digest is checked, whatever the contract type.
  if (input.contract) {
    if (!signature) throw conflict(SIGN_MSG.fileMissing);
    if (signedContractDigest(input.contract.plainText, signature) !== input.contract.sha256)
      throw badRequest(SIGN_MSG.contractTampered);
    // And the text signed must be the contract of THIS lease: rebuilt here from the terms being stored.
    if (input.contract.plainText !== (await contractTextOf(tx, user.orgId, room, input)))
      throw badRequest(SIGN_MSG.contractMismatch);
  }
}

/**
 * Attaches a new lease's files: its pictures (ID photos, other photos, the signed contract image), the ID photos and
 * contract files made personal files of the lease, and the signed contract's record.
 */
export async function attachSigningFiles(
  tx: Tx,
  now: number,
  user: AuthUser,
  input: SignLeaseInput,
  childId: () => string,
): Promise<void> {
  const base = { orgId: user.orgId, createdAt: now, updatedAt: now };
  const idPhotos = input.pictures.filter((p) => p.type === 1);
  // Pictures: ID photos (type 1), other photos (0) and the signed contract image (2); personal files of this lease.
  const pics = [
    ...input.pictures,
    ...(input.contract ? [{ fileId: input.contract.imageFileId, type: 2 as const }] : []),
  ];
  if (pics.length) {
    await tx.insert(pictures).values(
      pics.map((p, i) => ({
        id: childId(),
        orgId: user.orgId,
        ownerType: LEASE_PICTURE[p.type],
        ownerId: input.leaseId,
        url: fileUrl(p.fileId),
        sort: i,
        createdAt: now,
      })),
    );
  }
  const personal = [
    ...idPhotos.map((p) => p.fileId),
    ...(input.contract ? [input.contract.signatureFileId, input.contract.imageFileId] : []),
  ];
  if (personal.length)
    await tx
      .update(uploads)
      .set({ purpose: 'personal', subjectId: input.leaseId })
      .where(and(eq(uploads.orgId, user.orgId), inArray(uploads.id, personal)));
  if (input.contract) {
    await tx.insert(leaseContracts).values({
      ...base,
      id: childId(),
      leaseId: input.leaseId,
      plainText: input.contract.plainText,
      signatureFileId: input.contract.signatureFileId,
      imageFileId: input.contract.imageFileId,
      sha256: input.contract.sha256,
      signedAt: input.contract.signedAt,
      operatorId: user.id,
    });
  }
}
