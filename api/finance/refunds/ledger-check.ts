import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/store';
import { chunks } from '../../db/chunks';
import { ledgerEntries } from '../../ledger/schema';
import { REFUND_APP } from '../../../sync/rules/finance/refund-rules';
import { refundApplications as r } from './schema';

/**
 * The ledger rule of refund applications written in a unit (api/effects.ts): a settlement's cash rows (offset arrears
 * and deductions in, the offset parts of the refunds out) net to zero until its refund is paid, and to exactly
 * −amount once paid (the payout rows, api/finance/refunds/act.ts). Returns what is broken, or null.
 */
export async function refundsLedgerMismatch(tx: Tx, orgId: string): Promise<string | null> {
  const written = await tx
    .select({ id: r.id, checkoutId: r.checkoutId, status: r.status, amount: r.amount })
    .from(r)
    .where(and(eq(r.orgId, orgId), eq(r.version, tx.version)));
  for (const part of chunks(written, 200)) {
    const nets = await tx
      .select({
        sourceId: ledgerEntries.sourceId,
        net: sql<number>`coalesce(sum(case when ${ledgerEntries.inOut} = 1 then ${ledgerEntries.amount} else -${ledgerEntries.amount} end), 0)`,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.orgId, orgId),
          eq(ledgerEntries.sourceType, 'settlement'),
          eq(ledgerEntries.kind, 'cash'),
          inArray(
            ledgerEntries.sourceId,
            part.map((a) => a.checkoutId),
          ),
        ),
      )
      .groupBy(ledgerEntries.sourceId);
    for (const a of part) {
      const net = Number(nets.find((n) => n.sourceId === a.checkoutId)?.net ?? 0);
      const expected = a.status === REFUND_APP.paid ? -a.amount : 0;
      if (net !== expected)
        return `refund application ${a.id} (${a.status === REFUND_APP.paid ? 'paid' : 'not paid'}, ${a.amount} fen) but its settlement's cash entries net ${net} fen`;
    }
  }
  return null;
}
