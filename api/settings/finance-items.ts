import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../db/store';
import { badRequest, notFound } from '../http/errors';
import { BILL_TYPES, LEDGER_TYPES } from '../../sync/product/catalog';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import type { Who } from './apartment-config';
import { financeItems } from './schema';
import { uniqueOr } from './unique';
import type { FinanceGroup, LedgerItem } from '../../sync/contract/settings/settings-shapes';

/** kind 1: bill items grouped by bill type; kind 2: ledger-book items grouped by ledger type (14–21). */
export const FINANCE_KIND = { bill: 1, ledger: 2 } as const;

const DEFAULT_BILL_ITEMS: Record<number, string[]> = {
  1: ['房租'],
  2: ['门卡押金', '钥匙押金', '水电押金'],
  3: ['水费', '电费', '热水费', '燃气费'],
  4: ['物业费', '网费', '保洁费'],
  5: ['维修费'],
  6: ['垃圾清运费', '停车费'],
  7: ['预付款'],
  8: ['手续费'],
  9: ['违约金'],
  10: ['租约费用'],
  11: ['退房清洁费', '物品损坏赔偿'],
  12: ['房屋押金'],
  13: ['其他'],
};

const DEFAULT_LEDGER_ITEMS: Record<number, string[]> = {
  14: ['房租收入', '中介佣金'],
  15: ['网络推广', '线下广告'],
  16: ['家电维修', '水电维修'],
  17: ['材料费', '人工费'],
  18: ['暖气费', '空调维护'],
  19: ['办公用品', '清洁用品'],
  20: ['银行手续费', '利息支出'],
  21: ['其他支出'],
};

const groupsOf = (kind: number) => (kind === FINANCE_KIND.bill ? BILL_TYPES : LEDGER_TYPES);

const countOf = async (q: Reader, orgId: string) =>
  (await q.select({ n: count() }).from(financeItems).where(eq(financeItems.orgId, orgId)))[0].n;

/** Gives an organisation the default bill and ledger items when it has none. */
export async function ensureFinanceItems(tx: Tx, now: number, orgId: string) {
  if ((await countOf(tx, orgId)) > 0) return;
  const rows = [
    ...Object.entries(DEFAULT_BILL_ITEMS).map(([g, items]) => ({
      kind: FINANCE_KIND.bill,
      groupType: Number(g),
      items,
    })),
    ...Object.entries(DEFAULT_LEDGER_ITEMS).map(([g, items]) => ({
      kind: FINANCE_KIND.ledger,
      groupType: Number(g),
      items,
    })),
  ].flatMap(({ kind, groupType, items }) =>
    items.map((item, sort) => ({
      id: ulid(now),
      orgId,
      kind,
      groupType,
      item,
      isUsable: 1,
      sort,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx.insert(financeItems).values(rows).onConflictDoNothing();
}

/**
 * The org's items of one kind grouped by type, every type present (possibly empty); `usableOnly` for the forms that
 * use them. An organisation without items gets the defaults first (a unit of work of its own).
 */
export async function financeItemsOf(
  db: Db,
  now: number,
  orgId: string,
  kind: number,
  usableOnly = false,
): Promise<FinanceGroup[]> {
  if ((await countOf(db, orgId)) === 0) await db.write(orgId, (tx) => ensureFinanceItems(tx, now, orgId));
  return groupedItems(db, orgId, kind, usableOnly);
}

async function groupedItems(q: Reader, orgId: string, kind: number, usableOnly = false): Promise<FinanceGroup[]> {
  const rows = await q
    .select()
    .from(financeItems)
    .where(
      and(
        eq(financeItems.orgId, orgId),
        eq(financeItems.kind, kind),
        usableOnly ? eq(financeItems.isUsable, 1) : undefined,
      ),
    )
    .orderBy(asc(financeItems.groupType), asc(financeItems.sort), asc(financeItems.id));
  return Object.entries(groupsOf(kind)).map(([g, superName]) => ({
    billsType: Number(g),
    groupId: Number(g),
    superName,
    configVos: rows
      .filter((r) => r.groupType === Number(g))
      .map((r) => ({ pkId: r.id, item: r.item, isUsable: r.isUsable })),
  }));
}

/** Checked items (`usable` ids) become isUsable 1, every other item of the kind 0. Unknown ids answer 404. */
export function saveFinanceItems(db: Db, now: number, user: Who, kind: number, usable: string[]) {
  const scope = and(eq(financeItems.orgId, user.orgId), eq(financeItems.kind, kind));
  const ids = [...new Set(usable)];
  return db.write(user.orgId, async (tx) => {
    await ensureFinanceItems(tx, now, user.orgId);
    if (ids.length) {
      const [found] = await tx
        .select({ n: count() })
        .from(financeItems)
        .where(and(scope, inArray(financeItems.id, ids)));
      if (found.n !== ids.length) throw notFound('财务项目不存在');
    }
    await tx.update(financeItems).set({ isUsable: 0, updatedAt: now }).where(scope);
    if (ids.length)
      await tx
        .update(financeItems)
        .set({ isUsable: 1, updatedAt: now })
        .where(and(scope, inArray(financeItems.id, ids)));
    return groupedItems(tx, user.orgId, kind);
  });
}

/** Adds a ledger sub-item under a ledger group (14–21); the name is unique within the group (finance_items_org_group_item_uq). */
export async function addLedgerItem(
  db: Db,
  now: number,
  user: Who,
  groupId: number,
  name: string,
): Promise<LedgerItem> {
  if (!(groupId in LEDGER_TYPES)) throw badRequest(SETTINGS_MSG.ledgerGroupInvalid);
  const scope = and(
    eq(financeItems.orgId, user.orgId),
    eq(financeItems.kind, FINANCE_KIND.ledger),
    eq(financeItems.groupType, groupId),
  );
  return uniqueOr(SETTINGS_MSG.ledgerItemDuplicate, () =>
    db.write(user.orgId, async (tx) => {
      await ensureFinanceItems(tx, now, user.orgId);
      const [last] = await tx
        .select({ sort: max(financeItems.sort) })
        .from(financeItems)
        .where(scope);
      const row = {
        id: ulid(now),
        orgId: user.orgId,
        kind: FINANCE_KIND.ledger,
        groupType: groupId,
        item: name,
        isUsable: 1,
        sort: (last?.sort ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(financeItems).values(row);
      return { pkId: row.id, groupId, item: name, isUsable: 1 };
    }),
  );
}
