import { and, desc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { users } from '../../auth/schema';
import { ledgerEntries as l } from '../../ledger/schema';
import { ledgerWhere } from '../sums/ledger-sums';
import { orderIs } from './order-sql';
import { entryRows } from './rows';
import { ledgerVerifications as v } from './schema';
import { LEDGER_MSG } from '../../../sync/rules/finance/ledger-rules';
import type { LedgerDetail } from '../../../sync/contract/finance/ledger';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

const nameOf = (u: { name: string | null; nickname: string | null } | null) => u?.name || u?.nickname || '';

/**
 * GET /api/finance/ledger/:id, the detail dialog: the entry (one the user may see, else 404 as if missing), every
 * entry of its order, who wrote it off and when, and the write-offs and undoings of its order.
 */
export async function ledgerDetail(db: Reader, user: Who, id: string): Promise<LedgerDetail> {
  const scope = ledgerWhere(db, user, {});
  const [entry] = await entryRows(db, and(scope, eq(l.id, id)));
  if (!entry) throw notFound(LEDGER_MSG.entryMissing);
  const kind = entry.type as 1 | 2 | 3;
  const [order, [verifier], history] = await Promise.all([
    entryRows(db, and(scope, orderIs(entry.orderNumber, kind)), { oldestFirst: true }),
    db
      .select({ at: l.verifiedAt, name: users.name, nickname: users.nickname })
      .from(l)
      .leftJoin(users, eq(users.id, l.verifierId))
      .where(eq(l.id, id))
      .limit(1),
    db
      .select({ action: v.action, at: v.at, reason: v.reason, name: users.name, nickname: users.nickname })
      .from(v)
      .leftJoin(users, eq(users.id, v.userId))
      .where(and(eq(v.orgId, user.orgId), eq(v.orderNumber, entry.orderNumber), eq(v.kind, kind)))
      .orderBy(desc(v.at), desc(v.id)),
  ]);
  // One row per action of the order (its entries were acted on together).
  const seen = new Set<string>();
  const actions = history.filter((h) => {
    const key = `${h.action}\u0000${h.at}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    entry,
    order,
    verifier: entry.verifyStatus && verifier?.at ? { name: nameOf(verifier), at: verifier.at } : null,
    history: actions.map((h) => ({
      action: h.action === 'unverify' ? 'unverify' : 'verify',
      userName: nameOf(h),
      at: h.at,
      reason: h.reason,
    })),
  };
}
