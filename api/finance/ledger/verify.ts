import { and, eq, inArray } from 'drizzle-orm';
import { monotonicFactory } from 'ulid';
import type { Tx } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { conflict, notFound } from '../../http/errors';
import { ledgerEntries as l } from '../../ledger/schema';
import { ledgerWhere } from '../sums/ledger-sums';
import { orderIs } from './order-sql';
import { ledgerVerifications } from './schema';
import { failure, LEDGER_MSG } from '../../../sync/rules/finance/ledger-rules';
import { VERIFY_STATUS } from '../../../sync/rules/finance/verify-status';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** History ids increase in the order the rows are written (also within one millisecond). */
const historyId = monotonicFactory();

/** An order to write off: its number (receipt number or source id) and its kind (1 lease, 2 booking, 3 bookkeeping). */
export interface OrderRef {
  orderNumber: string;
  type: number;
}

type Action = 'verify' | 'unverify';

/** Each order once, in the order given. */
const distinct = (items: readonly OrderRef[]) => [
  ...new Map(items.map((i) => [`${i.type}\u0000${i.orderNumber}`, i])).values(),
];

/**
 * Writes off (核销, `action` 'verify') or undoes the write-off ('unverify', with `reason`) of every entry of each order
 * the user may see, in the caller's unit of work, all or nothing: an order not found (another organisation's, outside
 * a staff member's rooms, bad debt, or no such number) or with nothing to act on (all written off already; none
 * written off to undo) refuses the whole batch with '核销失败：…' ('撤销核销失败：…'). Each entry acted on gets a row
 * of ledger_verifications. The receipt write-off (/shoujuHexiao) calls this too: there is one write-off.
 */
export async function setVerified(
  tx: Tx,
  user: Who,
  items: readonly OrderRef[],
  action: Action,
  reason = '',
): Promise<{ orders: number; entries: number }> {
  const head = action === 'verify' ? LEDGER_MSG.verifyFailed : LEDGER_MSG.unverifyFailed;
  const from = action === 'verify' ? VERIFY_STATUS.open : VERIFY_STATUS.done;
  const scope = ledgerWhere(tx, user, {});
  const now = tx.now;
  const acted: { id: string; ref: OrderRef }[] = [];
  for (const ref of distinct(items)) {
    const kind = ref.type as 1 | 2 | 3;
    const entries = await tx
      .select({ id: l.id, verifyStatus: l.verifyStatus })
      .from(l)
      .where(and(scope, orderIs(ref.orderNumber, kind)));
    if (!entries.length) throw notFound(failure(head, LEDGER_MSG.notFound(ref.orderNumber)));
    const todo = entries.filter((e) => e.verifyStatus === from);
    if (!todo.length)
      throw conflict(
        failure(
          head,
          action === 'verify' ? LEDGER_MSG.alreadyDone(ref.orderNumber) : LEDGER_MSG.notDone(ref.orderNumber),
        ),
      );
    for (const e of todo) acted.push({ id: e.id, ref });
  }
  const ids = acted.map((a) => a.id);
  await tx
    .update(l)
    .set(
      action === 'verify'
        ? { verifyStatus: VERIFY_STATUS.done, verifiedAt: now, verifierId: user.id, updatedAt: now }
        : { verifyStatus: VERIFY_STATUS.open, verifiedAt: null, verifierId: null, updatedAt: now },
    )
    .where(and(eq(l.orgId, user.orgId), inArray(l.id, ids)));
  await tx.insert(ledgerVerifications).values(
    acted.map((a) => ({
      id: historyId(now),
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      entryId: a.id,
      orderNumber: a.ref.orderNumber,
      kind: a.ref.type,
      action,
      userId: user.id,
      at: now,
      reason,
    })),
  );
  return { orders: new Set(acted.map((a) => `${a.ref.type}\u0000${a.ref.orderNumber}`)).size, entries: ids.length };
}
