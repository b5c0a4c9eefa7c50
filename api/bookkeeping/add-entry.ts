import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest } from '../http/errors';
import { recordLedger } from '../ledger/record';
import { assertBillsOpen, visibleLease } from '../leases/access';
import { checkReceiptPicture } from '../deposits/receipt';
import { paidInstant } from '../deposits/access';
import { ensureFinanceItems, FINANCE_KIND } from '../settings/finance-items';
import { financeItems } from '../settings/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import {
  BOOKKEEPING_MSG,
  checkBookkeeping,
  ledgerInOut,
  signedCost,
} from '../../sync/rules/bookkeeping/bookkeeping-rules';
import { checkMoneyDate, leaseEarliestDate } from '../../sync/rules/common/money-date';
import { bookkeepingEntries } from './schema';
import type { AddBookkeepingInput } from '../../sync/contract/bookkeeping/bookkeeping';

/**
 * Adds an income or expense entry to a lease (§5 "Add bookkeeping"): the lease must be visible and not checked out;
 * the item one of the org's usable ledger-book items (its type is the entry's superId); an expense is stored negated.
 * The entry and its ledger row (incoming for income, outgoing for expense, amount |cost|) are written in one unit of
 * work (the organisation's default finance items too, when it has none yet).
 */
export async function addBookkeeping(db: Db, now: number, user: AuthUser, input: AddBookkeepingInput) {
  const today = shanghaiToday(now);
  return db.write(user.orgId, async (tx) => {
    await ensureFinanceItems(tx, now, user.orgId);
    const lease = await visibleLease(tx, user, input.leaseId);
    assertBillsOpen(lease);
    const msg =
      checkBookkeeping(input, today) ??
      checkMoneyDate(input.paymentDate!, {
        today,
        earliest: leaseEarliestDate(lease),
        what: 'book',
        confirmOldDate: input.confirmOldDate,
      });
    if (msg) throw badRequest(msg);
    const [item] = await tx
      .select()
      .from(financeItems)
      .where(
        and(
          eq(financeItems.id, input.subId!),
          eq(financeItems.orgId, user.orgId),
          eq(financeItems.kind, FINANCE_KIND.ledger),
          eq(financeItems.isUsable, 1),
        ),
      )
      .limit(1);
    if (!item) throw badRequest(BOOKKEEPING_MSG.itemUnknown);
    const picture = await checkReceiptPicture(tx, user.orgId, input.picture);
    const tallyType = input.tallyType!;
    const amount = input.amount!;
    const remark = (input.remark ?? '').trim();
    const id = ulid(now);
    const row = {
      id,
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      leaseId: lease.id,
      apartmentId: lease.apartmentId,
      roomId: lease.roomId,
      tallyType,
      superId: item.groupType,
      subId: item.id,
      name: item.item,
      cost: signedCost(tallyType, amount),
      paymentDate: input.paymentDate!,
      paymentWay: input.paymentWay!,
      remark,
      picture,
      operatorId: user.id,
    };
    await tx.insert(bookkeepingEntries).values(row);
    const ledger = await recordLedger(tx, now, {
      orgId: user.orgId,
      apartmentId: lease.apartmentId,
      roomId: lease.roomId,
      leaseId: lease.id,
      inOut: ledgerInOut(tallyType),
      amount,
      billType: item.groupType,
      itemName: item.item,
      paymentWay: row.paymentWay,
      paidAt: paidInstant(row.paymentDate, today, now),
      trader: lease.tenant,
      sourceType: 'bookkeeping',
      sourceId: id,
      remark,
      picture,
      operatorId: user.id,
    });
    return { id, cost: row.cost, receiptNumber: ledger.receiptNumber };
  });
}
