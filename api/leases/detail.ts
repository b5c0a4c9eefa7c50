import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { users } from '../auth/schema';
import { rooms } from '../houses/schema';
import { roomTemplates } from '../templates/schema';
import { pictures } from '../uploads/schema';
import { billsOpen, CONTRACT_TYPE_TEXT, leaseActions, leaseStatusText } from '../../sync/rules/leases/lease-status';
import type { LeaseDetail, LeaseHouseCard } from '../../sync/contract/leases/lease-list-shape';
import { DEPOSIT_TYPES } from '../../sync/rules/checkout/settlement';
import { leaseHouseText, visibleLease, type VisibleLease } from './access';
import { otherFeesOf, signedPlanOf } from './lease-terms';
import { advanceRefundLine } from '../checkout/preview';
import { periodAmountOf } from '../../sync/rules/bills/bill-plan';
import { bills } from './schema';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';

/** Bill types that are deposits (押金 12, 其他押金 2): the settlement's list (sync/settlement.ts). */
export const DEPOSIT_BILL_TYPES = DEPOSIT_TYPES;

const houseInfoOf = (r: { bedroom: number; hall: number; bathroom: number }) =>
  r.bedroom || r.hall || r.bathroom ? `${r.bedroom}室${r.hall}厅${r.bathroom}卫` : '';

/** The house card (§2.5): the room with its template's data where the room has none; room photos, else the template's. */
async function houseCard(db: Reader, orgId: string, lease: VisibleLease): Promise<LeaseHouseCard> {
  const room = (
    await db
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, lease.roomId), eq(rooms.orgId, orgId)))
      .limit(1)
  )[0]!;
  const [template] = room.houseTempId
    ? await db
        .select()
        .from(roomTemplates)
        .where(and(eq(roomTemplates.id, room.houseTempId), eq(roomTemplates.orgId, orgId)))
        .limit(1)
    : [];
  const photos = async (ownerType: string, ownerId: string) =>
    (
      await db
        .select({ url: pictures.url })
        .from(pictures)
        .where(and(eq(pictures.orgId, orgId), eq(pictures.ownerType, ownerType), eq(pictures.ownerId, ownerId)))
        .orderBy(asc(pictures.sort), asc(pictures.createdAt), asc(pictures.id))
    ).map((p) => p.url);
  let pics = await photos('room', room.id);
  if (!pics.length && template) pics = await photos('template', template.id);
  return {
    houseId: room.id,
    // The house card's 编号 is the room's own number (the lease code is in the basic info).
    serialNumber: room.houseNumber,
    apartmentName: lease.apartmentName,
    houseName: leaseHouseText(lease),
    address: lease.apartmentAddress,
    overview: room.intro || room.advert || template?.intro || template?.advert || '',
    houseInfo: houseInfoOf(room) || (template ? houseInfoOf(template) : ''),
    area: room.area ?? template?.area ?? null,
    houseType: 0,
    houseTypeText: '集中式',
    price: room.rentCost,
    pictures: pics,
  };
}

/**
 * A lease's detail (spec part 2 §2.5, §3): basic info, signing info (signList), house card, and what the screen may
 * offer. `includeDeleted` opens a deleted lease read-only (the deleted-records view): no actions, bills closed.
 */
export async function leaseDetail(
  db: Reader,
  user: AuthUser,
  leaseId: string,
  includeDeleted = false,
): Promise<LeaseDetail> {
  const lease = await visibleLease(db, user, leaseId, { includeDeleted });
  const deleted = lease.deletedAt !== null;
  const leaseBills = await db
    .select({
      stage: bills.stage,
      billsType: bills.billsType,
      accountReceivable: bills.accountReceivable,
      receivableDate: bills.receivableDate,
      validStatus: bills.validStatus,
      payStatus: bills.payStatus,
      amountReceived: bills.amountReceived,
    })
    .from(bills)
    .where(and(eq(bills.leaseId, lease.id), eq(bills.orgId, user.orgId)));
  const live = leaseBills.filter((b) => b.validStatus !== BILL_VALID.void);
  const deposits = leaseBills.filter((b) => DEPOSIT_BILL_TYPES.includes(b.billsType));
  // The earnest money (定金) of the deposit order the lease used: held besides the bills, refunded at check-out.
  const advanceHeld = (await advanceRefundLine(db, lease))?.cost ?? 0;
  // The deposit agreed: the deposit bills plus the earnest money counted towards them (what the contract states).
  const depositTotal =
    live.filter((b) => DEPOSIT_BILL_TYPES.includes(b.billsType)).reduce((s, b) => s + b.accountReceivable, 0) +
    (lease.isDeduction === 1 ? advanceHeld : 0);
  // The deposit held: what was paid on the deposit bills plus the earnest money.
  const depositHeld =
    deposits.filter((b) => b.payStatus === BILL_PAY.paid).reduce((s, b) => s + b.amountReceived, 0) + advanceHeld;
  // The first stage as signed: the bill plan of the signed terms (later collections, voids and edits leave it alone);
  // the stage-1 bills only when the stored terms no longer make a plan.
  const signedFirst = signedPlanOf(lease)?.stages[0];
  const first = leaseBills.filter((b) => b.stage === 1);
  const firstTotal = signedFirst?.total ?? first.reduce((s, b) => s + b.accountReceivable, 0);
  const firstReceivableDate = signedFirst?.receivableDate ?? first.map((b) => b.receivableDate).sort()[0] ?? null;
  const [creator] = await db
    .select({ name: users.name })
    .from(users)
    .where(inArray(users.id, [lease.creatorId]))
    .limit(1);
  return {
    leaseId: lease.id,
    leaseCode: lease.leaseCode,
    status: lease.status,
    settled: lease.settled === 1,
    statusText: leaseStatusText(lease),
    contractType: lease.contractType,
    contractTypeText: CONTRACT_TYPE_TEXT(lease.contractType),
    houseId: lease.roomId,
    houseName: leaseHouseText(lease),
    tenant: lease.tenant,
    phone: lease.phone,
    idNumberType: lease.idNumberType,
    idNumber: lease.idNumber,
    idCardAddress: lease.idCardAddress,
    startDate: lease.startDate,
    endDate: lease.endDate,
    depositTotal,
    depositHeld,
    advanceHeld,
    residentialAddress: lease.residentialAddress,
    checkOutDate: lease.checkOutDate,
    deleted,
    signList: [
      {
        leaseId: lease.id,
        leaseCode: lease.leaseCode,
        contractType: lease.contractType,
        contractTypeText: CONTRACT_TYPE_TEXT(lease.contractType),
        rentCost: lease.rentCost,
        depositCost: lease.depositCost,
        // The earnest money counted towards the deposit (deducted at signing): the deposit agreed is depositCost + this.
        depositAdvance: lease.isDeduction === 1 ? lease.advanceCost : 0,
        deposit: lease.deposit,
        payment: lease.payment,
        signTime: lease.signedAt,
        effectiveAt: lease.effectiveAt,
        creatorName: creator?.name ?? '',
        firstTotal,
        firstReceivableDate,
        remark: lease.remark,
        // Per-period fees per month and per full period, as the bills charge them (sync/bill-plan.ts periodAmountOf).
        otherCost: otherFeesOf(lease.otherFees).map((f) => ({
          ...f,
          periodAmount: f.perPeriod ? periodAmountOf(f.amount, lease.payment) : f.amount,
        })),
      },
    ],
    house: await houseCard(db, user.orgId, lease),
    actions: leaseActions(lease, deleted),
    billsOpen: !deleted && billsOpen(lease),
  };
}
