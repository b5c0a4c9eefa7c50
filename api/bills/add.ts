import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest } from '../http/errors';
import { assertBillsOpen, visibleLease } from '../leases/access';
import { billStages, bills } from '../leases/schema';
import { checkReceiptPicture } from '../deposits/receipt';
import { ensureFinanceItems, FINANCE_KIND } from '../settings/finance-items';
import { financeItems } from '../settings/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { BILL_MSG, checkAddBill } from '../../sync/rules/bills/bill-rules';
import { stageNameOf } from './plans';
import type { AddBillInput } from '../../sync/contract/bills/bill-inputs';

/**
 * Adds a bill to a lease whose bills are open: the item must be a usable bill item of the org; the stage an existing
 * stage of the lease (by id) or a stage number (joining that stage, or a new stage row named 第N期).
 */
export function addBill(db: Db, now: number, user: AuthUser, input: AddBillInput) {
  const today = shanghaiToday(now);
  return db.write(user.orgId, async (tx) => {
    const lease = await visibleLease(tx, user, input.leaseId);
    assertBillsOpen(lease);
    const msg = checkAddBill(input, today);
    if (msg) throw badRequest(msg);
    await ensureFinanceItems(tx, now, user.orgId);
    const [item] = await tx
      .select()
      .from(financeItems)
      .where(
        and(
          eq(financeItems.id, input.subId!),
          eq(financeItems.orgId, user.orgId),
          eq(financeItems.kind, FINANCE_KIND.bill),
          eq(financeItems.isUsable, 1),
        ),
      )
      .limit(1);
    if (!item || (input.superId != null && input.superId !== item.groupType)) throw badRequest(BILL_MSG.itemRequired);
    const stages = await tx
      .select()
      .from(billStages)
      .where(and(eq(billStages.leaseId, lease.id), eq(billStages.orgId, user.orgId)));
    let stage = input.billsId
      ? stages.find((s) => s.id === input.billsId)
      : stages.find((s) => s.stage === input.stage);
    if (input.billsId && !stage) throw badRequest(BILL_MSG.stageRequired);
    const receivableDate = input.receivableDate!;
    if (!stage) {
      const n = input.stage!;
      stage = {
        id: ulid(now),
        orgId: user.orgId,
        createdAt: now,
        updatedAt: now,
        leaseId: lease.id,
        stage: n,
        stageName: stageNameOf(n),
        startDate: receivableDate,
        endDate: receivableDate,
        receivableDate,
      };
      await tx.insert(billStages).values(stage);
    }
    const picture = await checkReceiptPicture(tx, user.orgId, input.receiptPicture);
    const id = ulid(now);
    await tx.insert(bills).values({
      id,
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      leaseId: lease.id,
      stageId: stage.id,
      stage: stage.stage,
      billsType: item.groupType,
      costName: item.item,
      accountReceivable: input.accountReceivable!,
      receivableDate,
      receiptRemark: (input.receiptRemark ?? '').trim(),
      receiptPicture: picture,
      operatorId: user.id,
    });
    return { pkId: id, billsId: stage.id, stage: stage.stage };
  });
}
