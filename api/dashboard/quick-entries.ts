import { asc, eq } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest } from '../http/errors';
import { quickEntryChoices } from './schema';
import {
  MAX_QUICK_ENTRIES,
  parseEntryIds,
  QUICK_ENTRIES,
  quickEntryById,
  type QuickEntry,
} from '../../sync/product/quick-entries';
import type { QuickEntryRow } from '../../sync/contract/dashboard/dashboard';

type User = Pick<AuthUser, 'id' | 'orgId' | 'can'>;

const mayOpen = (user: User, e: QuickEntry) => !e.perm || user.can(e.perm);
const shape = (e: QuickEntry): QuickEntryRow => ({ indexEnterId: e.indexEnterId, name: e.name, url: e.url });

/** The entries the user may choose from: every quick entry whose route they may open. */
export function quickEntryOptions(user: User) {
  return QUICK_ENTRIES.filter((e) => mayOpen(user, e)).map(shape);
}

/** The user's chosen entries in their order, leaving out any they may no longer open. */
export async function chosenQuickEntries(db: Reader, user: User) {
  const rows = await db
    .select({ entryId: quickEntryChoices.entryId })
    .from(quickEntryChoices)
    .where(eq(quickEntryChoices.userId, user.id))
    .orderBy(asc(quickEntryChoices.sort), asc(quickEntryChoices.entryId));
  return rows
    .map((r) => quickEntryById(r.entryId))
    .filter((e): e is QuickEntry => !!e && mayOpen(user, e))
    .map(shape);
}

/**
 * Replaces the user's choice with `ids` ('1_3_5'). Unknown ids and entries the user may not open are dropped;
 * returns what was kept.
 */
export async function saveQuickEntries(db: Db, user: User, ids: string) {
  const parsed = parseEntryIds(ids);
  if (!parsed) throw badRequest('快捷入口参数格式不正确');
  const kept = parsed.map(quickEntryById).filter((e): e is QuickEntry => !!e && mayOpen(user, e));
  if (kept.length > MAX_QUICK_ENTRIES) throw badRequest(`快捷入口最多选择${MAX_QUICK_ENTRIES}个`);
  await db.write(user.orgId, async (tx) => {
    await tx.delete(quickEntryChoices).where(eq(quickEntryChoices.userId, user.id));
    if (kept.length) {
      await tx
        .insert(quickEntryChoices)
        .values(kept.map((e, i) => ({ userId: user.id, orgId: user.orgId, entryId: e.indexEnterId, sort: i })));
    }
  });
  return kept.map(shape);
}
