import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { leaseHouseText, visibleLease } from '../leases/access';
import { billStages, bills, leaseCheckouts } from '../leases/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import {
  billsOpen,
  billStatusText,
  canCollectBill,
  canEditBill,
  leaseStatusText,
  overdueDays,
  stageStatusText,
} from '../../sync/rules/leases/lease-status';
import { collectOpen, voidRefusal } from '../../sync/rules/bills/bill-rules';
import type { BillPlans, BillRow } from '../../sync/contract/bills/bills';
import { BILL_VALID } from '../../sync/rules/bills/bill-status';

type Bill = typeof bills.$inferSelect;

/** A stage name for a stage number: 第N期 (0 for bills outside the plan: 其他账单). */
export const stageNameOf = (stage: number) => (stage > 0 ? `第${stage}期` : '其他账单');

function billView(b: Bill, today: string, open: boolean, collect = open): BillRow {
  return {
    pkId: b.id,
    billsId: b.stageId,
    stage: b.stage,
    billsType: b.billsType,
    costName: b.costName,
    accountReceivable: b.accountReceivable,
    receivableDate: b.receivableDate,
    amountReceived: b.amountReceived,
    receiptDate: b.receiptDate,
    paymentType: b.paymentType,
    payStatus: b.payStatus,
    validStatus: b.validStatus,
    statusText: billStatusText(b),
    overdueDays: overdueDays(b, today),
    receiptNumber: b.receiptNumber,
    receiptRemark: b.receiptRemark,
    receiptPicture: b.receiptPicture,
    canCollect: collect && canCollectBill(b),
    canVoid: open && voidRefusal(b) === null,
    canEdit: open && canEditBill(b),
  };
}

/**
 * The account view of a lease (§2.7, "Bill plan"): header, settlement flag and the bill plans by stage. Bills whose
 * stage row is missing (added by number, or outside the plan) are grouped by their stage number.
 */
export async function billPlansOf(db: Reader, now: number, user: AuthUser, leaseId: string): Promise<BillPlans> {
  const lease = await visibleLease(db, user, leaseId);
  const today = shanghaiToday(now);
  const open = billsOpen(lease);
  const [settledCheckout] = await db
    .select({ id: leaseCheckouts.id })
    .from(leaseCheckouts)
    .where(
      and(
        eq(leaseCheckouts.leaseId, lease.id),
        eq(leaseCheckouts.orgId, user.orgId),
        isNotNull(leaseCheckouts.settledAt),
      ),
    )
    .limit(1);
  const stages = await db
    .select()
    .from(billStages)
    .where(and(eq(billStages.leaseId, lease.id), eq(billStages.orgId, user.orgId)))
    .orderBy(asc(billStages.stage), asc(billStages.id));
  const rows = await db
    .select()
    .from(bills)
    .where(and(eq(bills.leaseId, lease.id), eq(bills.orgId, user.orgId)))
    .orderBy(asc(bills.stage), asc(bills.receivableDate), asc(bills.billsType), asc(bills.createdAt), asc(bills.id));

  type Group = {
    key: string;
    billsId: string | null;
    stage: number;
    stageName: string;
    startDate: string;
    endDate: string;
    receivableDate: string;
    bills: Bill[];
  };
  const groups: Group[] = stages.map((s) => ({
    key: s.id,
    billsId: s.id,
    stage: s.stage,
    stageName: s.stageName,
    startDate: s.startDate,
    endDate: s.endDate,
    receivableDate: s.receivableDate,
    bills: [],
  }));
  const byId = new Map(groups.map((g) => [g.key, g]));
  for (const b of rows) {
    let g = (b.stageId && byId.get(b.stageId)) || groups.find((x) => x.stage === b.stage);
    if (!g) {
      g = {
        key: `stage-${b.stage}`,
        billsId: null,
        stage: b.stage,
        stageName: stageNameOf(b.stage),
        startDate: b.receivableDate,
        endDate: b.receivableDate,
        receivableDate: b.receivableDate,
        bills: [],
      };
      groups.push(g);
      byId.set(g.key, g);
    }
    g.bills.push(b);
  }
  groups.sort(
    (a, b) =>
      (a.stage === 0 ? 1 : 0) - (b.stage === 0 ? 1 : 0) || a.stage - b.stage || a.startDate.localeCompare(b.startDate),
  );

  return {
    lease: {
      leaseId: lease.id,
      leaseCode: lease.leaseCode,
      house: leaseHouseText(lease),
      houseId: lease.roomId,
      tenant: lease.tenant,
      phone: lease.phone,
      startTime: lease.startDate,
      endTime: lease.endDate,
      status: lease.status,
      settled: lease.settled,
      statusText: leaseStatusText(lease),
      rentCost: lease.rentCost,
      depositCost: lease.depositCost,
    },
    isSettlement: settledCheckout ? 1 : 0,
    billsOpen: open,
    billPlans: groups.map((g) => {
      const live = g.bills.filter((b) => b.validStatus !== BILL_VALID.void);
      return {
        billsId: g.billsId,
        stage: g.stage,
        stageName: g.stageName,
        startDate: g.startDate,
        endDate: g.endDate,
        receivableDate: g.receivableDate,
        totalMoney: live.reduce((s, b) => s + b.accountReceivable, 0),
        amountReceived: g.bills.reduce((s, b) => s + b.amountReceived, 0),
        payStatus: g.bills.map((b) => b.payStatus),
        status: g.bills.length ? stageStatusText(g.bills) : stageStatusText([]),
        bills: g.bills.map((b) => billView(b, today, open, collectOpen(lease))),
      };
    }),
  };
}
