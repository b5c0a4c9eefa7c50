import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { ledgerEntries as l } from '../../ledger/schema';
import { ledgerKindOf } from '../../../sync/rules/finance/ledger-kind';
import { setVerified } from '../ledger/verify';

/**
 * 核销 of receipts: each receipt is the ledger order its number names (its incoming entries, of its kind), written off
 * by the ledger's one write-off (api/finance/ledger/verify.ts setVerified: scope, all or nothing, '核销失败：…', the
 * history rows). A number with no entry is passed on as it is, for setVerified to refuse.
 */
export function verifyReceipts(db: Db, user: AuthUser, numbers: readonly string[]) {
  return db.write(user.orgId, async (tx) => {
    const kinds = await tx
      .select({ r: l.receiptNumber, sourceType: sql<string>`max(${l.sourceType})` })
      .from(l)
      .where(and(eq(l.orgId, user.orgId), eq(l.inOut, 1), inArray(l.receiptNumber, [...numbers])))
      .groupBy(l.receiptNumber);
    const items = numbers.map((orderNumber) => ({
      orderNumber,
      type: ledgerKindOf(kinds.find((k) => k.r === orderNumber)?.sourceType ?? ''),
    }));
    return setVerified(tx, user, items, 'verify');
  });
}
