import { and, count, desc, eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../db/store';
import type { Deps } from '../../deps';
import type { AuthUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { apartments } from '../../houses/schema';
import { visibleApartment, visibleApartmentIds } from '../../houses/scope';
import { checkPictureUrls } from '../../templates/children';
import type { ItemListQuery, ItemRow, NewItemBody } from '../../../sync/contract/services/applications';
import { APPLICATION_MSG, APPLICATION_STATUS } from '../../../sync/rules/services/applications-rules';
import { applicationItems, onlineApplications } from './schema';
import { SERVICE_PICTURE } from './pictures';
import { tellTenantsOf } from './tell';
import { pictureUrls, setPictures } from '../../uploads/attached-pictures';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;
type Item = typeof applicationItems.$inferSelect;

/** The live items of the apartments the user sees. */
export const itemsSeenBy = (db: Pick<Reader, 'select'>, user: Who): SQL =>
  and(
    eq(applicationItems.orgId, user.orgId),
    isNull(applicationItems.deletedAt),
    inArray(applicationItems.apartmentId, visibleApartmentIds(db, user)),
  )!;

/** The rows of items (their pictures and applying counts read with them); `tenantUrl` rewrites the pictures' addresses. */
export async function itemRows(
  db: Reader,
  orgId: string,
  items: readonly (Item & { apartmentName: string })[],
  tenantUrl?: (url: string) => string,
): Promise<ItemRow[]> {
  const ids = items.map((i) => i.id);
  const pics = await pictureUrls(db, orgId, SERVICE_PICTURE.item, ids);
  const applying = ids.length
    ? await db
        .select({ itemId: onlineApplications.itemId, n: count() })
        .from(onlineApplications)
        .where(and(inArray(onlineApplications.itemId, ids), eq(onlineApplications.status, APPLICATION_STATUS.applying)))
        .groupBy(onlineApplications.itemId)
    : [];
  const open = new Map(applying.map((a) => [a.itemId, a.n]));
  return items.map((i) => ({
    applyInfoId: i.id,
    xqId: i.apartmentId,
    apartmentName: i.apartmentName,
    title: i.title,
    tdesc: i.content,
    startDate: i.startDate,
    endDate: i.endDate,
    price: i.price,
    pictures: (pics.get(i.id) ?? []).map((u) => (tenantUrl ? tenantUrl(u) : u)),
    createTime: i.createdAt,
    applyingCount: open.get(i.id) ?? 0,
  }));
}

/** /onlineAplly's items (§2.10: apartment filter; title, content, apply time, price, pictures), newest first. */
export async function listItems(db: Reader, user: Who, f: ItemListQuery) {
  const where = and(itemsSeenBy(db, user), f.apartmentId ? eq(applicationItems.apartmentId, f.apartmentId) : undefined);
  const [{ n }] = await db.select({ n: count() }).from(applicationItems).where(where);
  const rows = await db
    .select({ ...getTableColumns(applicationItems), apartmentName: apartments.name })
    .from(applicationItems)
    .innerJoin(apartments, eq(apartments.id, applicationItems.apartmentId))
    .where(where)
    .orderBy(desc(applicationItems.createdAt), desc(applicationItems.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  return pageOf(await itemRows(db, user.orgId, rows), n, f.current, f.size);
}

/** 添加 (§2.10 add dialog): an item of an apartment the user sees, with up to 20 pictures of the org's uploads. */
export async function addItem(db: Db, user: AuthUser, body: NewItemBody): Promise<ItemRow> {
  const apt = await visibleApartment(db, user, body.apartmentId);
  await checkPictureUrls(db, user.orgId, body.pictures);
  const item = await db.write(user.orgId, async (tx) => {
    const [row] = await tx
      .insert(applicationItems)
      .values({
        id: ulid(tx.now),
        orgId: user.orgId,
        createdAt: tx.now,
        updatedAt: tx.now,
        apartmentId: apt.id,
        title: body.title,
        content: body.tdesc,
        startDate: body.startDate,
        endDate: body.endDate,
        price: body.price,
        createdBy: user.id,
      })
      .returning();
    await setPictures(tx, user.orgId, SERVICE_PICTURE.item, row!.id, body.pictures);
    return row!;
  });
  const [row] = await itemRows(db, user.orgId, [{ ...item, apartmentName: apt.name }]);
  return row!;
}

/**
 * 删除 (§5 '确定要删除该条申请项吗?'): the item leaves the lists; its applications still applying or approved are
 * cancelled in the same unit and their tenants told.
 */
export async function deleteItem(deps: Deps, user: AuthUser, itemId: string) {
  const { db } = deps;
  const [item] = await db
    .select({ id: applicationItems.id, title: applicationItems.title })
    .from(applicationItems)
    .where(and(eq(applicationItems.id, itemId), itemsSeenBy(db, user)))
    .limit(1);
  if (!item) throw notFound(APPLICATION_MSG.itemNotFound);
  const open = inArray(onlineApplications.status, [APPLICATION_STATUS.applying, APPLICATION_STATUS.success]);
  await tellTenantsOf(deps, user.orgId, async (tx) => {
    await tx
      .update(applicationItems)
      .set({ deletedAt: tx.now, updatedAt: tx.now })
      .where(eq(applicationItems.id, item.id));
    return tx
      .update(onlineApplications)
      .set({
        status: APPLICATION_STATUS.cancelled,
        handledAt: tx.now,
        handledByName: user.name,
        updatedAt: tx.now,
      })
      .where(and(eq(onlineApplications.itemId, item.id), open))
      .returning();
  });
}
