import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { ledgerEntries as l } from '../../ledger/schema';
import { KIND_SOURCE_TYPES, LEDGER_KIND } from '../../../sync/rules/finance/ledger-kind';
import { sourceKindIs } from '../sums/ledger-sums';

/**
 * The SQL of an entry's order and kind (the rules: sync/rules/finance/ledger-rules.ts orderNumberOf,
 * sync/rules/finance/ledger-kind.ts ledgerKindOf). Written without bound parameters (the constants are the code's own),
 * so that PostgreSQL sees the same expression in a select and its GROUP BY.
 */
export const orderKey: SQL<string> = sql<string>`(case when ${l.inOut} = 1 and ${l.receiptNumber} <> '' then ${l.receiptNumber} else ${l.sourceId} end)`;

export const kindKey: SQL<number> = sql<number>`(case when ${l.sourceType} = ${sql.raw(`'${KIND_SOURCE_TYPES[2]}'`)} then ${sql.raw(String(LEDGER_KIND.booking))} when ${l.sourceType} = ${sql.raw(`'${KIND_SOURCE_TYPES[3]}'`)} then ${sql.raw(String(LEDGER_KIND.bookkeeping))} else ${sql.raw(String(LEDGER_KIND.lease))} end)`;

/** The entries of order `orderNumber` (its receipt, for incoming money; its source otherwise), of kind `type`. */
export function orderIs(orderNumber: string, type?: 1 | 2 | 3): SQL {
  return and(
    or(
      and(eq(l.inOut, 1), eq(l.receiptNumber, orderNumber)),
      and(eq(l.sourceId, orderNumber), or(eq(l.inOut, 0), eq(l.receiptNumber, ''))),
    ),
    type === undefined ? undefined : sourceKindIs(type),
  )!;
}
