import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ulid } from 'ulid';
import { containsPattern, dialect } from '../../db/dialect';
import type { Db, Reader, Tx } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { badRequest, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { apartments } from '../../houses/schema';
import { visibleApartment, visibleApartmentIds } from '../../houses/scope';
import { checkPictureUrls } from '../../templates/children';
import { MERCHANT_MSG, MERCHANT_STATUS_LABEL, type MerchantStatus } from '../../../sync/rules/services/merchants-rules';
import type { MerchantBody, MerchantListQuery, MerchantRow } from '../../../sync/contract/services/merchants';
import { merchantReviews, merchants, shopCategories, shopGenres } from './schema';
import { staffUrl } from './pictures';
import { orgGenre } from './genres';
import { pictureUrls, setPictures, dropPictures } from '../../uploads/attached-pictures';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** The merchants a user sees: their organisation's, of the apartments visible to them. */
const seenBy = (db: Pick<Reader, 'select'>, user: Who): SQL =>
  and(eq(merchants.orgId, user.orgId), inArray(merchants.apartmentId, visibleApartmentIds(db, user)))!;

/** A merchant the user sees, else 404 商家不存在. */
export async function visibleMerchant(db: Reader, user: Who, merchantId: string) {
  const [m] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), seenBy(db, user)))
    .limit(1);
  if (!m) throw notFound(MERCHANT_MSG.notFound);
  return m;
}

/** Rows of merchants (with their type, subdivision, apartment, pictures and review count), as the lists show them. */
export async function merchantRows(db: Reader, orgId: string, where: SQL, page: { size: number; offset: number }) {
  const reviewed = db
    .select({ merchantId: merchantReviews.merchantId, n: count().as('n') })
    .from(merchantReviews)
    .where(eq(merchantReviews.orgId, orgId))
    .groupBy(merchantReviews.merchantId)
    .as('reviewed');
  const rows = await db
    .select({
      m: merchants,
      gyName: apartments.name,
      genreName: shopGenres.name,
      subdivideName: shopCategories.name,
      reviews: reviewed.n,
    })
    .from(merchants)
    .innerJoin(apartments, eq(apartments.id, merchants.apartmentId))
    .leftJoin(shopGenres, eq(shopGenres.id, merchants.genreId))
    .leftJoin(shopCategories, eq(shopCategories.id, merchants.subdivideId))
    .leftJoin(reviewed, eq(reviewed.merchantId, merchants.id))
    .where(where)
    .orderBy(desc(merchants.createdAt), desc(merchants.id))
    .limit(page.size)
    .offset(page.offset);
  const pics = await pictureUrls(
    db,
    orgId,
    'merchant',
    rows.map((r) => r.m.id),
  );
  return rows.map(({ m, gyName, genreName, subdivideName, reviews }): MerchantRow => ({
    shopId: m.id,
    gyId: m.apartmentId,
    gyName,
    shopName: m.name,
    shopImage: m.image,
    intro: m.intro,
    genreId: m.genreId,
    genreIdName: genreName ?? '',
    subdivide: m.subdivideId,
    subdivideName: subdivideName ?? '',
    address: m.address,
    deliveryMoney: m.deliveryMoney,
    distance: m.distanceM,
    discounts: m.discounts,
    picture: pics.get(m.id) ?? [],
    remark: m.remark,
    phone: m.phone,
    status: m.status,
    statusName: MERCHANT_STATUS_LABEL[m.status as MerchantStatus] ?? '',
    reviewCount: Number(reviews ?? 0),
    createTime: m.createdAt,
  }));
}

/** /businessCircle: filters apartment, name, type, status; newest first, 10 a page. */
export async function listMerchants(db: Reader, user: Who, f: MerchantListQuery) {
  const where = and(
    seenBy(db, user),
    f.apartmentId ? eq(merchants.apartmentId, f.apartmentId) : undefined,
    f.name ? dialect.like(merchants.name, containsPattern(f.name)) : undefined,
    f.genreId ? eq(merchants.genreId, f.genreId) : undefined,
    f.status !== undefined ? eq(merchants.status, f.status) : undefined,
  )!;
  const [{ n }] = await db.select({ n: count() }).from(merchants).where(where);
  const records = await merchantRows(db, user.orgId, where, { size: f.size, offset: (f.current - 1) * f.size });
  return pageOf(records, n, f.current, f.size);
}

/** The form's fields, checked: a type of the organisation, a subdivision of that type, the org's own uploads. */
async function fieldsOf(tx: Tx, user: Who, input: MerchantBody) {
  const apt = await visibleApartment(tx, user, input.apartmentId);
  const genre = await orgGenre(tx, user.orgId, input.genreId);
  if (input.subdivide) {
    const [c] = await tx
      .select({ genreId: shopCategories.genreId })
      .from(shopCategories)
      .where(and(eq(shopCategories.id, input.subdivide), eq(shopCategories.orgId, user.orgId)));
    if (!c || c.genreId !== genre.id) throw badRequest(MERCHANT_MSG.subdivideOtherGenre);
  }
  await checkPictureUrls(tx, user.orgId, [...input.picture, ...(input.shopImage ? [input.shopImage] : [])]);
  return {
    apartmentId: apt.id,
    name: input.shopName,
    image: input.shopImage,
    intro: input.intro,
    genreId: genre.id,
    subdivideId: input.subdivide,
    address: input.address,
    deliveryMoney: input.deliveryMoney,
    distanceM: input.distance,
    discounts: input.discounts,
    remark: input.remark,
    phone: input.phone,
    updatedAt: tx.now,
  };
}

async function savePictures(tx: Tx, orgId: string, merchantId: string, input: MerchantBody) {
  await setPictures(tx, orgId, 'merchant', merchantId, input.picture.map(staffUrl));
  await setPictures(tx, orgId, 'merchant_avatar', merchantId, (input.shopImage ? [input.shopImage] : []).map(staffUrl));
}

export async function addMerchant(db: Db, user: Who, input: MerchantBody) {
  return db.write(user.orgId, async (tx) => {
    const id = ulid(tx.now);
    await tx
      .insert(merchants)
      .values({ id, orgId: user.orgId, createdAt: tx.now, ...(await fieldsOf(tx, user, input)) });
    await savePictures(tx, user.orgId, id, input);
    return { shopId: id };
  });
}

export async function editMerchant(db: Db, user: Who, merchantId: string, input: MerchantBody) {
  await db.write(user.orgId, async (tx) => {
    const m = await visibleMerchant(tx, user, merchantId);
    await tx
      .update(merchants)
      .set(await fieldsOf(tx, user, input))
      .where(eq(merchants.id, m.id));
    await savePictures(tx, user.orgId, m.id, input);
  });
}

/** The 状态 menu (§4): any status may be set. */
export async function setMerchantStatus(db: Db, user: Who, merchantId: string, status: MerchantStatus) {
  await db.write(user.orgId, async (tx) => {
    const m = await visibleMerchant(tx, user, merchantId);
    await tx.update(merchants).set({ status, updatedAt: tx.now }).where(eq(merchants.id, m.id));
  });
}

/** 删除 ('确定要删除该条信息吗?'): the merchant, its pictures and its reviews (with theirs). */
export async function removeMerchant(db: Db, user: Who, merchantId: string) {
  await db.write(user.orgId, async (tx) => {
    const m = await visibleMerchant(tx, user, merchantId);
    const reviews = await tx
      .select({ id: merchantReviews.id })
      .from(merchantReviews)
      .where(eq(merchantReviews.merchantId, m.id));
    await dropPictures(
      tx,
      user.orgId,
      'merchant_review',
      reviews.map((r) => r.id),
    );
    await tx.delete(merchantReviews).where(eq(merchantReviews.merchantId, m.id));
    await dropPictures(tx, user.orgId, 'merchant', [m.id]);
    await dropPictures(tx, user.orgId, 'merchant_avatar', [m.id]);
    await tx.delete(merchants).where(eq(merchants.id, m.id));
  });
}
