import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest } from '../http/errors';
import { recordLedger } from '../ledger/record';
import { assertBillsOpen, visibleLease } from '../leases/access';
import { visibleApartment } from '../houses/scope';
import { checkReceiptPicture } from '../deposits/receipt';
import { paidInstant } from '../deposits/access';
import { ensureFinanceItems, FINANCE_KIND } from '../settings/finance-items';
import { financeItems } from '../settings/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { USER_TYPE } from '../../sync/product/accounts';
import {
  BOOKKEEPING_MSG,
  checkBookkeeping,
  ledgerInOut,
  signedCost,
} from '../../sync/rules/bookkeeping/bookkeeping-rules';
import { checkMoneyDate, leaseEarliestDate } from '../../sync/rules/common/money-date';
import { bookkeepingEntries } from './schema';
import type { AddBookkeepingInput, AddOrgBookkeepingInput } from '../../sync/contract/bookkeeping/bookkeeping';

/** Whose entry it is: a lease (its room and tenant), an apartment, or the organisation (neither). */
interface Owner {
  leaseId: string | null;
  apartmentId: string | null;
  roomId: string | null;
  trader: string;
  earliest: ReturnType<typeof leaseEarliestDate> | null;
}

async function ownerOf(tx: Tx, user: AuthUser, input: AddOrgBookkeepingInput): Promise<Owner> {
  if (input.leaseId) {
    const lease = await visibleLease(tx, user, input.leaseId);
    assertBillsOpen(lease);
    return {
      leaseId: lease.id,
      apartmentId: lease.apartmentId,
      roomId: lease.roomId,
      trader: lease.tenant,
      earliest: leaseEarliestDate(lease),
    };
  }
  if (input.apartmentId) {
    const apt = await visibleApartment(tx, user, input.apartmentId);
    return { leaseId: null, apartmentId: apt.id, roomId: null, trader: '', earliest: null };
  }
  // The organisation's own money: only a boss or a manager, who see the whole organisation.
  if (user.userType === USER_TYPE.staff) throw badRequest(BOOKKEEPING_MSG.apartmentRequired);
  return { leaseId: null, apartmentId: null, roomId: null, trader: '', earliest: null };
}

/**
 * Adds an income or expense entry (§5 "Add bookkeeping") to a lease (visible, not checked out), an apartment the user
 * sees, or the organisation (boss and manager only): the item one of the org's usable ledger-book items (its type is
 * the entry's superId); an expense is stored negated. The entry and its ledger row (incoming for income, outgoing for
 * expense, amount |cost|) are written in one unit of work (the organisation's default finance items too, when it has
 * none yet).
 */
export async function addBookkeeping(
  db: Db,
  now: number,
  user: AuthUser,
  input: AddBookkeepingInput | AddOrgBookkeepingInput,
) {
  const today = shanghaiToday(now);
  return db.write(user.orgId, async (tx) => {
    await ensureFinanceItems(tx, now, user.orgId);
    const owner = await ownerOf(tx, user, input);
    const msg =
      checkBookkeeping(input, today) ??
      checkMoneyDate(input.paymentDate!, {
        today,
        earliest: owner.earliest,
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
      leaseId: owner.leaseId,
      apartmentId: owner.apartmentId,
      roomId: owner.roomId,
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
      apartmentId: owner.apartmentId,
      roomId: owner.roomId,
      leaseId: owner.leaseId,
      inOut: ledgerInOut(tallyType),
      amount,
      billType: item.groupType,
      itemName: item.item,
      paymentWay: row.paymentWay,
      paidAt: paidInstant(row.paymentDate, today, now),
      trader: owner.trader,
      sourceType: 'bookkeeping',
      sourceId: id,
      remark,
      picture,
      operatorId: user.id,
    });
    return { id, cost: row.cost, receiptNumber: ledger.receiptNumber };
  });
}
