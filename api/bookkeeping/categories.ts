import type { Db } from '../db/store';
import { FINANCE_KIND, financeItemsOf } from '../settings/finance-items';
import type { BookkeepingCategory } from '../../sync/contract/bookkeeping/bookkeeping';

/**
 * The org's ledger-book items (finance items of kind 2, types 14–21) that are in use, grouped by type (§7
 * "Bookkeeping categories"): what the add-bookkeeping sheet offers. Types without a usable item are left out.
 */
export async function bookkeepingCategories(db: Db, now: number, orgId: string): Promise<BookkeepingCategory[]> {
  return (await financeItemsOf(db, now, orgId, FINANCE_KIND.ledger, true))
    .filter((g) => g.configVos.length > 0)
    .map((g) => ({
      superId: g.billsType,
      superName: g.superName,
      items: g.configVos.map((i) => ({ subId: i.pkId, name: i.item })),
    }));
}
