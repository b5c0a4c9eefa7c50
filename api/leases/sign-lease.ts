import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import type { AuthUser } from '../http/env';
import { AppError, conflict, badRequest } from '../http/errors';
import { nextNumber } from '../db/numbers';
import { apartments, rooms } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { pictures, uploads } from '../uploads/schema';
import { fileUrl } from '../uploads/store-upload';
import { depositOrders } from '../deposits/schema';
import { billPlan } from '../../sync/bill-plan';
import { validateLeaseForm, storedIdNumber } from '../../sync/lease-rules';
import { draftOf, SIGN_MSG, type SignLeaseInput } from '../../sync/lease-sign';
import { shanghaiToday, STATUS } from '../../sync/board-status';
import { roomStatusOf } from '../../sync/room-facts';
import { billStages, bills, leaseContracts, leases, leaseTenants } from './schema';
import { refreshRoomFacts } from './room-facts';

type Tx = Db;

/** Picture owner types of a lease's pictures (spec picture types: 0 other, 1 ID, 2 generated contract). */
export const LEASE_PICTURE = { 0: 'lease_other', 1: 'lease_id', 2: 'lease_contract' } as const;

/** A refusal of the signing (409 with the Chinese reason; the offline mutation reports it as rejected). */
const refuse = (msg: string) => conflict(msg);

/** SHA-256 of UTF-8(plainText) ‖ 0x00 ‖ signature bytes: sync/contract-text.ts signedContractDigest, in Node. */
export function contractDigest(plainText: string, signature: Uint8Array): string {
  return createHash('sha256').update(Buffer.from(plainText, 'utf8')).update(Buffer.from([0])).update(signature).digest('hex');
}

/**
 * Reads what the signing needs from disk BEFORE the (synchronous) transaction: the signature's bytes, to check the
 * contract's digest. Null when the input has no contract.
 */
export function loadSignature(deps: Pick<Deps, 'db' | 'config'>, orgId: string, input: SignLeaseInput): Uint8Array | null {
  if (!input.contract) return null;
  const row = deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, input.contract.signatureFileId), eq(uploads.orgId, orgId)))
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
export function signLease(db: Tx, now: number, user: AuthUser, input: SignLeaseInput, signature: Uint8Array | null, mutationId: string | null = null): SignResult {
  return db.transaction((tx) => {
    const t = tx as unknown as Tx;
    if (t.select({ id: leases.id }).from(leases).where(eq(leases.id, input.leaseId)).get()) throw refuse(SIGN_MSG.duplicateLease);

    const visible = t.select({ id: apartments.id }).from(apartments).where(visibleApartments(t, user));
    const room = t
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, input.houseId), eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt), inArray(rooms.apartmentId, visible)))
      .get();
    if (!room) throw new AppError(404, '房间不存在或无权操作');

    // The deposit order the manager saw (if any) must still be the room's paid, unsigned order.
    const order = input.advanceId
      ? t.select().from(depositOrders).where(and(eq(depositOrders.id, input.advanceId), eq(depositOrders.orgId, user.orgId))).get()
      : undefined;
    if (input.advanceId && (!order || order.roomId !== room.id || order.payStatus !== 1 || order.signStatus !== 0)) throw refuse(SIGN_MSG.advanceGone);
    const advanceCost = order?.advanceCost ?? 0;
    if (input.basis.listRent !== room.rentCost || input.basis.advanceId !== input.advanceId || input.basis.advanceCost !== advanceCost) {
      throw refuse(SIGN_MSG.termsChanged);
    }

    const message = validateLeaseForm(draftOf(input, advanceCost));
    if (message) throw badRequest(message);

    // The room must be free (or reserved by this lease's own deposit order).
    const status = roomStatusOf(room, shanghaiToday(now));
    if (room.isDecoration === 1) throw refuse(SIGN_MSG.decoration);
    if (status.occupied || status.statuses.some((s) => s.statusCode === STATUS.awaiting)) throw refuse(SIGN_MSG.roomTaken);
    const otherPaid = t
      .select({ id: depositOrders.id })
      .from(depositOrders)
      .where(and(eq(depositOrders.roomId, room.id), eq(depositOrders.payStatus, 1), eq(depositOrders.signStatus, 0)))
      .all()
      .filter((o) => o.id !== input.advanceId);
    if (otherPaid.length > 0) throw refuse(SIGN_MSG.reservedByOther);

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
      if (new Set(found.map((f) => f.id)).size !== new Set(fileIds).size) throw refuse(SIGN_MSG.fileMissing);
      // Personal files already attached to another lease stay with it (they cannot be claimed by naming their id).
      if (found.some((f) => f.subjectId !== null && f.subjectId !== input.leaseId)) throw refuse(SIGN_MSG.fileMissing);
    }
    if (input.contractType === 1 && !input.contract) throw badRequest(SIGN_MSG.needSignature);
    // A contract is stored as "what was signed" only once its digest is checked, whatever the contract type.
    if (input.contract) {
      if (!signature) throw refuse(SIGN_MSG.fileMissing);
      if (contractDigest(input.contract.plainText, signature) !== input.contract.sha256) throw badRequest(SIGN_MSG.contractTampered);
    }

    const plan = billPlan({
      startDate: input.startDate, endDate: input.endDate, rentCost: input.rentCost, depositCost: input.depositCost, paymentMonths: input.payment,
      collectRentType: input.collectRentType, collectRentDay: input.collectRentDay, fees: input.fees,
    });
    const childId = () => ulid(now);
    const leaseStatus = input.contractType === 1 ? 1 : 0;
    const leaseCode = nextNumber(t, user.orgId, 'ZY', now);
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
    if (order) t.update(depositOrders).set({ signStatus: 1, leaseId: input.leaseId, leaseTime: now, updatedAt: now }).where(eq(depositOrders.id, order.id)).run();

    const roomVersion = refreshRoomFacts(t, now, user.orgId, room.id);
    return { leaseId: input.leaseId, leaseCode, status: leaseStatus, roomVersion };
  });
}
