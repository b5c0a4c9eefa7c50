import { ulid } from 'ulid';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import type { AuthUser } from '../http/env';
import { conflict, badRequest } from '../http/errors';
import { DUPLICATE_LEASE_CODE_MSG, leaseCodeOf, leaseIdTime } from '../../sync/lease-code';
import { pictures, uploads } from '../uploads/schema';
import { fileUrl } from '../uploads/store-upload';
import { depositOrders } from '../deposits/schema';
import { addDays, billPlan } from '../../sync/bill-plan';
import { contractDocument } from '../../sync/contract-text';
import { contractPlainText, signedContractDigest } from '../../sync/contract-digest';
import { contractDataOfSigning } from '../../sync/lease-contract';
import { orgs } from '../auth/schema';
import { contractTemplates } from '../settings/schema';
import { orgContractTemplate } from '../settings/contract-templates';
import { validateLeaseForm, storedIdNumber } from '../../sync/lease-rules';
import { draftOf, SIGN_MSG, signRefusalOf, type SignLeaseInput } from '../../sync/lease-sign';
import { consumeDepositOrder } from '../deposits/consume';
import { visibleRoom, type VisibleRoom } from '../houses/scope';
import { rooms } from '../houses/schema';
import { shanghaiToday } from '../../sync/board-status';
import { billStages, bills, leaseContracts, leases, leaseTenants } from './schema';
import { refreshRoomFacts } from './room-facts';
import { startMetersAtMoveIn } from '../meters/move-in';

/** Picture owner types of a lease's pictures (spec picture types: 0 other, 1 ID, 2 generated contract). */
export const LEASE_PICTURE = { 0: 'lease_other', 1: 'lease_id', 2: 'lease_contract' } as const;

/**
 * The plain text of the contract of `input` as the device must have shown it (sync/lease-contract.ts), with the
 * contract's stated date when it is the signing day or the day before (a signing across midnight); '' otherwise.
 */
function contractTextOf(db: Db, orgId: string, room: VisibleRoom, input: SignLeaseInput): string {
  const c = input.contract!;
  const day = shanghaiToday(c.signedAt);
  if (c.signDate !== day && c.signDate !== addDays(day, -1)) return '';
  const org = db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId)).get();
  const template = input.contractTemplateId
    ? db.select({ name: contractTemplates.name }).from(contractTemplates).where(and(eq(contractTemplates.id, input.contractTemplateId), eq(contractTemplates.orgId, orgId))).get()
    : undefined;
  const place = {
    landlord: org?.name ?? '', apartmentName: room.apartmentName, address: room.apartmentAddress, houseNumber: room.houseNumber, floor: room.floor,
    area: room.area, templateName: template?.name,
  };
  return contractPlainText(contractDocument(contractDataOfSigning(input, place, c.signDate)));
}

/**
 * The bytes of an upload of the org (a contract's signature, to check its digest), read from disk BEFORE the
 * (synchronous) transaction; null when there is no such file.
 */
export function readOrgFile(deps: Pick<Deps, 'db' | 'config'>, orgId: string, fileId: string | null | undefined): Uint8Array | null {
  if (!fileId) return null;
  const row = deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.orgId, orgId)))
    .get();
  if (!row) return null;
  try {
    return readFileSync(join(deps.config.uploadsDir, row.id));
  } catch {
    return null;
  }
}

export interface SignResult {
  leaseId: string;
  leaseCode: string;
  status: number;
  roomVersion: number;
  /** The lease was already signed by this same request (sent again): nothing was written. */
  duplicate?: boolean;
}

/** Whether the stored lease is this signing, sent again by the user who signed it: same room, tenant and terms. */
function isSameSigning(stored: typeof leases.$inferSelect, user: AuthUser, input: SignLeaseInput): boolean {
  return (
    stored.orgId === user.orgId && stored.creatorId === user.id && stored.roomId === input.houseId && stored.tenant === input.tenant.trim() &&
    stored.phone === input.phone.trim() && stored.idNumber === storedIdNumber(input.idNumber) && stored.startDate === input.startDate &&
    stored.endDate === input.endDate && stored.rentCost === input.rentCost && stored.deposit === input.deposit && stored.depositCost === input.depositCost &&
    stored.payment === input.payment && stored.contractType === input.contractType && (stored.advanceId ?? null) === (input.advanceId ?? null)
  );
}

/**
 * Signs a lease (spec part 2 §2.8, §4): in ONE transaction, checks the form with the shared rules, the room (visible,
 * free or reserved by this lease's deposit order, not under decoration), that the terms the manager saw still hold
 * (the room's list rent, the deposit order), the uploaded files and the contract's digest; then creates the lease,
 * the lessee as its first resident, the bill plan, consumes the deposit order, attaches the photos and contract as
 * personal files, and updates the room's board facts. An electronic contract signed on the device takes effect at
 * once (status 1); a paper one waits to be confirmed (status 0).
 * Throws AppError (400 bad input, 404 room, 409 refusal) with the Chinese message.
 */
export function signLease(db: Db, now: number, user: AuthUser, input: SignLeaseInput, signature: Uint8Array | null, mutationId: string | null = null): SignResult {
  return db.transaction((tx) => {
    const t = tx as unknown as Db;
    const existing = t.select().from(leases).where(eq(leases.id, input.leaseId)).get();
    if (existing) {
      // The lease id is made on the device: the same signing sent again (a lost reply, a new mutation id) is done already.
      if (!isSameSigning(existing, user, input)) throw conflict(SIGN_MSG.duplicateLease);
      const room = t.select({ version: rooms.version }).from(rooms).where(eq(rooms.id, existing.roomId)).get();
      return { leaseId: existing.id, leaseCode: existing.leaseCode, status: existing.status, roomVersion: room?.version ?? 0, duplicate: true };
    }

    const room = visibleRoom(t, user, input.houseId);

    // The deposit order the manager saw (if any) must still be the room's paid, unsigned order.
    const order = input.advanceId
      ? t.select().from(depositOrders).where(and(eq(depositOrders.id, input.advanceId), eq(depositOrders.orgId, user.orgId))).get()
      : undefined;
    if (input.advanceId && (!order || order.roomId !== room.id || order.payStatus !== 1 || order.signStatus !== 0)) throw conflict(SIGN_MSG.advanceGone);
    const advanceCost = order?.advanceCost ?? 0;
    if (input.basis.listRent !== room.rentCost || input.basis.advanceId !== input.advanceId || input.basis.advanceCost !== advanceCost) {
      throw conflict(SIGN_MSG.termsChanged);
    }

    const message = validateLeaseForm(draftOf(input, advanceCost));
    if (message) throw badRequest(message);
    if (input.contractTemplateId) orgContractTemplate(t, user.orgId, input.contractTemplateId);

    // The room must be free (or reserved by this lease's own deposit order).
    const taken = signRefusalOf(room, shanghaiToday(now), input.advanceId);
    if (taken) throw conflict(taken);

    // Files: every picture (and the contract's) must be an upload of this org.
    const idPhotos = input.pictures.filter((p) => p.type === 1);
    if (idPhotos.length > 3) throw badRequest(SIGN_MSG.tooManyIdPhotos);
    if (input.pictures.length - idPhotos.length > 20) throw badRequest(SIGN_MSG.tooManyPhotos);
    const fileIds = [...input.pictures.map((p) => p.fileId), ...(input.contract ? [input.contract.signatureFileId, input.contract.imageFileId] : [])];
    if (fileIds.length) {
      const found = t
        .select({ id: uploads.id, subjectId: uploads.subjectId })
        .from(uploads)
        .where(and(eq(uploads.orgId, user.orgId), inArray(uploads.id, fileIds)))
        .all();
      if (new Set(found.map((f) => f.id)).size !== new Set(fileIds).size) throw conflict(SIGN_MSG.fileMissing);
      // Personal files already attached to another lease stay with it (they cannot be claimed by naming their id).
      if (found.some((f) => f.subjectId !== null && f.subjectId !== input.leaseId)) throw conflict(SIGN_MSG.fileMissing);
    }
    if (input.contractType === 1 && !input.contract) throw badRequest(SIGN_MSG.needSignature);
    // A contract is stored as "what was signed" only once its digest is checked, whatever the contract type.
    if (input.contract) {
      if (!signature) throw conflict(SIGN_MSG.fileMissing);
      if (signedContractDigest(input.contract.plainText, signature) !== input.contract.sha256) throw badRequest(SIGN_MSG.contractTampered);
      // And the text signed must be the contract of THIS lease: rebuilt here from the terms being stored.
      if (input.contract.plainText !== contractTextOf(t, user.orgId, room, input)) throw badRequest(SIGN_MSG.contractMismatch);
    }

    const plan = billPlan({
      startDate: input.startDate, endDate: input.endDate, rentCost: input.rentCost, depositCost: input.depositCost, paymentMonths: input.payment,
      collectRentType: input.collectRentType, collectRentDay: input.collectRentDay, fees: input.fees,
    });
    const childId = () => ulid(now);
    const leaseStatus = input.contractType === 1 ? 1 : 0;
    // The lease code is the contract number the device printed (made from the lease id, sync/lease-code.ts).
    if (leaseIdTime(input.leaseId) === null) throw badRequest('租约编号不正确');
    const leaseCode = leaseCodeOf(input.leaseId);
    if (t.select({ id: leases.id }).from(leases).where(and(eq(leases.orgId, user.orgId), eq(leases.leaseCode, leaseCode))).get()) {
      throw conflict(DUPLICATE_LEASE_CODE_MSG);
    }
    const base = { orgId: user.orgId, createdAt: now, updatedAt: now };
    t.insert(leases)
      .values({
        ...base, id: input.leaseId, leaseCode, apartmentId: room.apartmentId, roomId: room.id, status: leaseStatus, contractType: input.contractType,
        contractTemplateId: input.contractTemplateId, tenant: input.tenant.trim(), phone: input.phone.trim(), sex: input.sex ?? 0,
        idNumberType: input.idNumberType, idNumber: storedIdNumber(input.idNumber), country: input.country.trim(), idCardAddress: input.idCardAddress.trim(),
        residentialAddress: input.residentialAddress.trim(), startDate: input.startDate, endDate: input.endDate, rentCost: input.rentCost,
        deposit: input.deposit, depositCost: input.depositCost, payment: input.payment, collectRentType: input.collectRentType,
        collectRentDay: input.collectRentDay, otherFees: JSON.stringify(input.fees), fitments: JSON.stringify(input.fitmentIds),
        advanceId: input.advanceId, advanceCost, isDeduction: input.isDeduction, isTenant: input.isTenant, isSend: input.isSend,
        remark: input.remark.trim(), creatorId: user.id, signedAt: now, effectiveAt: leaseStatus === 1 ? now : null, mutationId,
      })
      .run();
    t.insert(leaseTenants)
      .values({
        ...base, id: childId(), leaseId: input.leaseId, name: input.tenant.trim(), phone: input.phone.trim(), sex: input.sex ?? 0,
        idNumberType: input.idNumberType, idNumber: storedIdNumber(input.idNumber), country: input.country.trim(), idCardAddress: input.idCardAddress.trim(),
        residentialAddress: input.residentialAddress.trim(), isLease: 1, dwellStatus: input.isTenant === 0 ? 0 : 1, startDate: input.startDate,
      })
      .run();
    for (const s of plan.stages) {
      const stageId = childId();
      t.insert(billStages)
        .values({ ...base, id: stageId, leaseId: input.leaseId, stage: s.stage, stageName: s.stageName, startDate: s.startDate, endDate: s.endDate, receivableDate: s.receivableDate })
        .run();
      for (const b of s.bills) {
        t.insert(bills)
          .values({
            ...base, id: childId(), leaseId: input.leaseId, stageId, stage: s.stage, billsType: b.billsType, costName: b.costName,
            accountReceivable: b.amount, receivableDate: b.receivableDate,
          })
          .run();
      }
    }

    // Pictures: ID photos (type 1), other photos (0) and the signed contract image (2); personal files of this lease.
    const pics = [...input.pictures, ...(input.contract ? [{ fileId: input.contract.imageFileId, type: 2 as const }] : [])];
    pics.forEach((p, i) => {
      t.insert(pictures)
        .values({ id: childId(), orgId: user.orgId, ownerType: LEASE_PICTURE[p.type], ownerId: input.leaseId, url: fileUrl(p.fileId), sort: i, createdAt: now })
        .run();
    });
    const personal = [...idPhotos.map((p) => p.fileId), ...(input.contract ? [input.contract.signatureFileId, input.contract.imageFileId] : [])];
    if (personal.length) t.update(uploads).set({ purpose: 'personal', subjectId: input.leaseId }).where(and(eq(uploads.orgId, user.orgId), inArray(uploads.id, personal))).run();
    if (input.contract) {
      t.insert(leaseContracts)
        .values({
          ...base, id: childId(), leaseId: input.leaseId, plainText: input.contract.plainText, signatureFileId: input.contract.signatureFileId,
          imageFileId: input.contract.imageFileId, sha256: input.contract.sha256, signedAt: input.contract.signedAt, operatorId: user.id,
        })
        .run();
    }
    if (order) consumeDepositOrder(t, now, user.orgId, order.id, input.leaseId, room.id);
    startMetersAtMoveIn(t, now, user.orgId, room.id, input.startDate, shanghaiToday(now));

    const roomVersion = refreshRoomFacts(t, now, user.orgId, room.id);
    return { leaseId: input.leaseId, leaseCode, status: leaseStatus, roomVersion };
  });
}
