import { and, asc, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Reader, Tx } from '../db/store';
import { pictures } from './schema';

/**
 * The pictures attached to records by (ownerType, ownerId) in the `pictures` table, as ordered lists of addresses: the
 * one way the services, notices and their tenant pages read and write them.
 */

/** The addresses of the pictures of each of `ownerIds` (of one owner type), in order. */
export async function pictureUrls(
  db: Pick<Reader, 'select'>,
  orgId: string,
  ownerType: string,
  ownerIds: readonly string[],
) {
  const byOwner = new Map<string, string[]>();
  if (!ownerIds.length) return byOwner;
  const rows = await db
    .select({ ownerId: pictures.ownerId, url: pictures.url })
    .from(pictures)
    .where(and(eq(pictures.orgId, orgId), eq(pictures.ownerType, ownerType), inArray(pictures.ownerId, [...ownerIds])))
    .orderBy(asc(pictures.sort), asc(pictures.id));
  for (const r of rows) byOwner.set(r.ownerId, [...(byOwner.get(r.ownerId) ?? []), r.url]);
  return byOwner;
}

/** Removes the pictures of `ownerIds` (with their records, or before replacing them). */
export async function dropPictures(tx: Tx, orgId: string, ownerType: string, ownerIds: readonly string[]) {
  if (!ownerIds.length) return;
  await tx
    .delete(pictures)
    .where(and(eq(pictures.orgId, orgId), eq(pictures.ownerType, ownerType), inArray(pictures.ownerId, [...ownerIds])));
}

/** Replaces a record's pictures with `urls`, in order, the first the cover (inside the record's unit of work). */
export async function setPictures(tx: Tx, orgId: string, ownerType: string, ownerId: string, urls: readonly string[]) {
  await dropPictures(tx, orgId, ownerType, [ownerId]);
  if (!urls.length) return;
  await tx.insert(pictures).values(
    urls.map((url, sort) => ({
      id: ulid(tx.now),
      orgId,
      ownerType,
      ownerId,
      url,
      isCover: sort === 0 ? 1 : 0,
      sort,
      createdAt: tx.now,
    })),
  );
}
