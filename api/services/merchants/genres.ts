import { and, asc, count, desc, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { conflict, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { MERCHANT_MSG, SHOP_CLASSIFY_LABEL, type ShopClassify } from '../../../sync/rules/services/merchants-rules';
import type { CategoryBody, CategoryRow, GenreRow } from '../../../sync/contract/services/merchants-types';
import { merchants, shopCategories, shopGenres } from './schema';

type Who = Pick<AuthUser, 'orgId'>;
type Paged = { current: number; size: number };

/** The organisation's merchant type, else 404 商家类型不存在. */
export async function orgGenre(db: Reader, orgId: string, genreId: string) {
  const [g] = await db
    .select()
    .from(shopGenres)
    .where(and(eq(shopGenres.id, genreId), eq(shopGenres.orgId, orgId)))
    .limit(1);
  if (!g) throw notFound(MERCHANT_MSG.genreNotFound);
  return g;
}

/** /shopLeixing: the organisation's merchant types, newest first (the form's type list reads 100, §9). */
export async function listGenres(db: Reader, user: Who, f: Paged & { classify?: number }) {
  const where = and(eq(shopGenres.orgId, user.orgId), f.classify ? eq(shopGenres.classify, f.classify) : undefined);
  const [{ n }] = await db.select({ n: count() }).from(shopGenres).where(where);
  const used = db
    .select({ genreId: merchants.genreId, n: count().as('n') })
    .from(merchants)
    .where(eq(merchants.orgId, user.orgId))
    .groupBy(merchants.genreId)
    .as('used');
  const rows = await db
    .select({ g: shopGenres, n: used.n })
    .from(shopGenres)
    .leftJoin(used, eq(used.genreId, shopGenres.id))
    .where(where)
    .orderBy(desc(shopGenres.createdAt), desc(shopGenres.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records: GenreRow[] = rows.map(({ g, n: used }) => ({
    genreId: g.id,
    name: g.name,
    classify: g.classify,
    classifyName: SHOP_CLASSIFY_LABEL[g.classify as ShopClassify] ?? '',
    createTime: g.createdAt,
    merchantCount: Number(used ?? 0),
  }));
  return pageOf(records, n, f.current, f.size);
}

export async function addGenre(db: Db, user: Who, input: { name: string; classify: number }) {
  return db.write(user.orgId, async (tx) => {
    const id = ulid(tx.now);
    await tx.insert(shopGenres).values({ id, orgId: user.orgId, createdAt: tx.now, updatedAt: tx.now, ...input });
    return { genreId: id };
  });
}

/** Deletes a merchant type: refused while a merchant (of any status) or a category uses it. */
export async function removeGenre(db: Db, user: Who, genreId: string) {
  await db.write(user.orgId, async (tx) => {
    const g = await orgGenre(tx, user.orgId, genreId);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(merchants)
      .where(and(eq(merchants.orgId, user.orgId), eq(merchants.genreId, g.id)));
    if (n) throw conflict(MERCHANT_MSG.genreInUse(n));
    const [{ n: cats }] = await tx.select({ n: count() }).from(shopCategories).where(eq(shopCategories.genreId, g.id));
    if (cats) throw conflict(MERCHANT_MSG.genreHasCategories(cats));
    await tx.delete(shopGenres).where(eq(shopGenres.id, g.id));
  });
}

async function orgCategory(db: Reader, orgId: string, categoryId: string) {
  const [c] = await db
    .select()
    .from(shopCategories)
    .where(and(eq(shopCategories.id, categoryId), eq(shopCategories.orgId, orgId)))
    .limit(1);
  if (!c) throw notFound(MERCHANT_MSG.categoryNotFound);
  return c;
}

/** /shopFenlei: the organisation's categories (of one merchant type when `genreId`), by type then name. */
export async function listCategories(db: Reader, user: Who, f: Paged & { genreId?: string }) {
  const where = and(
    eq(shopCategories.orgId, user.orgId),
    f.genreId ? eq(shopCategories.genreId, f.genreId) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(shopCategories).where(where);
  const rows = await db
    .select({ c: shopCategories, belongName: shopGenres.name })
    .from(shopCategories)
    .leftJoin(shopGenres, eq(shopGenres.id, shopCategories.genreId))
    .where(where)
    .orderBy(desc(shopCategories.createdAt), asc(shopCategories.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records: CategoryRow[] = rows.map(({ c, belongName }) => ({
    id: c.id,
    name: c.name,
    classify: c.genreId,
    belongName: belongName ?? '',
    createTime: c.createdAt,
  }));
  return pageOf(records, n, f.current, f.size);
}

export async function saveCategory(db: Db, user: Who, categoryId: string | null, input: CategoryBody) {
  return db.write(user.orgId, async (tx) => {
    const genre = await orgGenre(tx, user.orgId, input.classify);
    const values = { name: input.name, genreId: genre.id, updatedAt: tx.now };
    if (categoryId) {
      const c = await orgCategory(tx, user.orgId, categoryId);
      await tx.update(shopCategories).set(values).where(eq(shopCategories.id, c.id));
      return { id: c.id };
    }
    const id = ulid(tx.now);
    await tx.insert(shopCategories).values({ id, orgId: user.orgId, createdAt: tx.now, ...values });
    return { id };
  });
}

/** Deletes a category; the merchants it subdivided keep their type and lose the subdivision. */
export async function removeCategory(db: Db, user: Who, categoryId: string) {
  await db.write(user.orgId, async (tx) => {
    const c = await orgCategory(tx, user.orgId, categoryId);
    await tx
      .update(merchants)
      .set({ subdivideId: null, updatedAt: tx.now })
      .where(and(eq(merchants.orgId, user.orgId), eq(merchants.subdivideId, c.id)));
    await tx.delete(shopCategories).where(eq(shopCategories.id, c.id));
  });
}
