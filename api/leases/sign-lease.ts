import { monotonicFactory } from 'ulid';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/store';
import { dialect } from '../db/dialect';
import type { AuthUser } from '../http/env';
import { conflict, badRequest } from '../http/errors';
import { DUPLICATE_LEASE_CODE_MSG, leaseCodeOf, leaseIdTime } from '../../sync/rules/leases/lease-code';
import { depositOrders } from '../deposits/schema';
import { orgContractTemplate } from '../settings/contract-templates';
import { validateLeaseForm, storedIdNumber } from '../../sync/rules/leases/lease-rules';
import { SIGN_MSG, type SignLeaseInput } from '../../sync/contract/leases/sign';
import type { SignResult } from '../../sync/contract/leases/leases';
import { draftOf, signRefusalOf } from '../../sync/rules/leases/sign-rules';
import { consumeDepositOrder } from '../deposits/consume';
import { visibleRoom } from '../houses/scope';
import { rooms } from '../houses/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { billStages, bills, leases, leaseTenants } from './schema';
import { attachSigningFiles, checkSigningFiles } from './signing-files';
import { planOfTerms } from './lease-terms';
import { startMetersAtMoveIn } from '../meters/move-in';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import { DWELL_STATUS } from '../../sync/rules/residents/resident-rules';

/** Ids of the rows a signing makes, increasing in the order they are made. */
const childIds = monotonicFactory();

/** Whether the stored lease is this signing, sent again by the user who signed it: same room, tenant and terms. */
function isSameSigning(stored: typeof leases.$inferSelect, user: AuthUser, input: SignLeaseInput): boolean {
  return (
    stored.orgId === user.orgId &&
    stored.creatorId === user.id &&
    stored.roomId === input.houseId &&
    stored.tenant === input.tenant.trim() &&
    stored.phone === input.phone.trim() &&
    stored.idNumber === storedIdNumber(input.idNumber) &&
    stored.startDate === input.startDate &&
    stored.endDate === input.endDate &&
    stored.rentCost === input.rentCost &&
    stored.deposit === input.deposit &&
    stored.depositCost === input.depositCost &&
    stored.payment === input.payment &&
    stored.contractType === input.contractType &&
    (stored.advanceId ?? null) === (input.advanceId ?? null)
  );
}

/**
 * Signs a lease (spec part 2 §2.8, §4), in the caller's unit of work (`db.write(user.orgId, …)`; offline sync
 * passes its own): checks the form with the shared rules, the room (visible, free or reserved by this lease's deposit
 * order, not under decoration), that the terms the manager saw still hold (the room's list rent, the deposit order),
 * the uploaded files and the contract's digest; then creates the lease, the lessee as its first resident, the bill
 * plan, consumes the deposit order and attaches the photos and contract as personal files; the unit's write effects
 * update the room's board facts. An electronic contract signed on the device takes effect at once (status 1); a paper
 * one waits to be confirmed (status 0). `signature` is the contract's signature file, read before the unit
 * (readOrgFile). Throws AppError (400 bad input, 404 room, 409 refusal) with the Chinese message.
 */
export async function signLease(
  tx: Tx,
  now: number,
  user: AuthUser,
  input: SignLeaseInput,
  signature: Uint8Array | null,
  mutationId: string | null = null,
): Promise<SignResult> {
  const [existing] = await tx.select().from(leases).where(eq(leases.id, input.leaseId)).limit(1);
  if (existing) {
    // The lease id is made on the device: the same signing sent again (a lost reply, a new mutation id) is done
    // already.
    if (!isSameSigning(existing, user, input)) throw conflict(SIGN_MSG.duplicateLease);
    const [room] = await tx
      .select({ version: rooms.version })
      .from(rooms)
      .where(eq(rooms.id, existing.roomId))
      .limit(1);
    return {
      leaseId: existing.id,
      leaseCode: existing.leaseCode,
      status: existing.status,
      roomVersion: room?.version ?? 0,
      duplicate: true,
    };
  }

  const room = await visibleRoom(tx, user, input.houseId);

  // The deposit order the manager saw (if any) must still be the room's paid, unsigned order.
  const [order] = input.advanceId
    ? await tx
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.id, input.advanceId), eq(depositOrders.orgId, user.orgId)))
        .limit(1)
    : [];
  if (
    input.advanceId &&
    (!order ||
      order.roomId !== room.id ||
      order.payStatus !== ORDER_PAY.paid ||
      order.signStatus !== ORDER_SIGN.unsigned)
  )
    throw conflict(SIGN_MSG.advanceGone);
  const advanceCost = order?.advanceCost ?? 0;
  if (
    input.basis.listRent !== room.rentCost ||
    input.basis.advanceId !== input.advanceId ||
    input.basis.advanceCost !== advanceCost
  ) {
    throw conflict(SIGN_MSG.termsChanged);
  }

  const message = validateLeaseForm(draftOf(input, advanceCost));
  if (message) throw badRequest(message);
  if (input.contractTemplateId) await orgContractTemplate(tx, user.orgId, input.contractTemplateId);

  // The room must be free (or reserved by this lease's own deposit order).
  const taken = signRefusalOf(room, shanghaiToday(now), input.advanceId);
  if (taken) throw conflict(taken);

  await checkSigningFiles(tx, user, input, room, signature);

  const plan = planOfTerms(input);
  // Children ids increase in the order they are written (the bills of a stage keep their plan order by id).
  const childId = () => childIds(now);
  const leaseStatus = input.contractType === 1 ? LEASE_STATUS.signed : LEASE_STATUS.toConfirm;
  // The lease code is the contract number the device printed (made from the lease id, sync/rules/leases/lease-code.ts).
  if (leaseIdTime(input.leaseId) === null) throw badRequest('租约编号不正确');
  const leaseCode = leaseCodeOf(input.leaseId);
  const [sameCode] = await tx
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.orgId, user.orgId), eq(leases.leaseCode, leaseCode)))
    .limit(1);
  if (sameCode) throw conflict(DUPLICATE_LEASE_CODE_MSG);
  const base = { orgId: user.orgId, createdAt: now, updatedAt: now };
  // The lessee, stored on the lease (its tenant) and as its first resident (its name).
  const tenant = input.tenant.trim();
  const lessee = {
    phone: input.phone.trim(),
    sex: input.sex ?? 0,
    idNumberType: input.idNumberType,
    idNumber: storedIdNumber(input.idNumber),
    country: input.country.trim(),
    idCardAddress: input.idCardAddress.trim(),
    residentialAddress: input.residentialAddress.trim(),
  };
  await tx.insert(leases).values({
    ...base,
    id: input.leaseId,
    leaseCode,
    apartmentId: room.apartmentId,
    roomId: room.id,
    status: leaseStatus,
    contractType: input.contractType,
    contractTemplateId: input.contractTemplateId,
    tenant,
    ...lessee,
    startDate: input.startDate,
    endDate: input.endDate,
    rentCost: input.rentCost,
    deposit: input.deposit,
    depositCost: input.depositCost,
    payment: input.payment,
    collectRentType: input.collectRentType,
    collectRentDay: input.collectRentDay,
    otherFees: JSON.stringify(input.fees),
    fitments: JSON.stringify(input.fitmentIds),
    advanceId: input.advanceId,
    advanceCost,
    isDeduction: input.isDeduction,
    isTenant: input.isTenant,
    isSend: input.isSend,
    remark: input.remark.trim(),
    creatorId: user.id,
    signedAt: now,
    effectiveAt: leaseStatus === LEASE_STATUS.signed ? now : null,
    mutationId,
  });
  await tx.insert(leaseTenants).values({
    ...base,
    id: childId(),
    leaseId: input.leaseId,
    name: tenant,
    ...lessee,
    isLease: 1,
    dwellStatus: input.isTenant === 0 ? DWELL_STATUS.staying : DWELL_STATUS.movedOut,
    startDate: input.startDate,
  });
  for (const s of plan.stages) {
    const stageId = childId();
    await tx.insert(billStages).values({
      ...base,
      id: stageId,
      leaseId: input.leaseId,
      stage: s.stage,
      stageName: s.stageName,
      startDate: s.startDate,
      endDate: s.endDate,
      receivableDate: s.receivableDate,
    });
    if (s.bills.length === 0) continue;
    await tx.insert(bills).values(
      s.bills.map((b) => ({
        ...base,
        id: childId(),
        leaseId: input.leaseId,
        stageId,
        stage: s.stage,
        billsType: b.billsType,
        costName: b.costName,
        accountReceivable: b.amount,
        receivableDate: b.receivableDate,
      })),
    );
  }

  await attachSigningFiles(tx, now, user, input, childId);
  if (order) await consumeDepositOrder(tx, now, user.orgId, order.id, input.leaseId, room.id);
  await startMetersAtMoveIn(tx, now, user.orgId, room.id, input.startDate, shanghaiToday(now));

  return { leaseId: input.leaseId, leaseCode, status: leaseStatus, roomVersion: tx.version };
}

/**
 * Signs a lease in a unit of work of its own (the signing screen's route and the demo seed). A lease id already taken
 * by another organisation (ids are made on devices) is refused like any other taken id, never a 500.
 */
export async function signLeaseUnit(
  db: Db,
  now: number,
  user: AuthUser,
  input: SignLeaseInput,
  signature: Uint8Array | null,
): Promise<SignResult> {
  try {
    return await db.write(user.orgId, (tx) => signLease(tx, now, user, input, signature));
  } catch (e) {
    if (dialect.isUniqueViolation(e)) throw conflict(SIGN_MSG.duplicateLease);
    throw e;
  }
}
