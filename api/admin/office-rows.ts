import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import { notFound } from '../http/errors';
import { offices } from './schema';
import { OFFICE_KIND, OFFICE_MSG } from '../../sync/rules/admin/office-rules';

/**
 * What companies (./companies.ts) and projects (./projects.ts) share: one office row by id, a page of the list, and
 * adding, editing and deleting (a tombstone, so devices drop it on sync), each after the kind's own check.
 */
type OfficeKind = (typeof OFFICE_KIND)[keyof typeof OFFICE_KIND];
type Fields = Omit<typeof offices.$inferInsert, 'id' | 'orgId' | 'kind' | 'createdAt' | 'updatedAt'>;
type Check = (tx: Tx) => Promise<unknown>;

/** A live office of the org of this kind, else 404 ('公司不存在' / '项目不存在') as if missing. */
export async function officeOf(db: Reader | Tx, orgId: string, id: string, kind: OfficeKind) {
  const [row] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.id, id), eq(offices.orgId, orgId), eq(offices.kind, kind), isNull(offices.deletedAt)))
    .limit(1);
  if (!row) throw notFound(kind === OFFICE_KIND.company ? OFFICE_MSG.companyMissing : OFFICE_MSG.projectMissing);
  return row;
}

/**
 * One page of the live offices of a kind, by a part of their name (and their company), newest first, and how many
 * there are in all.
 */
export async function officePage(
  db: Reader,
  orgId: string,
  kind: OfficeKind,
  f: { officeName?: string; pid?: string; current: number; size: number },
) {
  const where = and(
    eq(offices.orgId, orgId),
    eq(offices.kind, kind),
    isNull(offices.deletedAt),
    f.officeName ? dialect.like(offices.name, containsPattern(f.officeName)) : undefined,
    f.pid ? eq(offices.pid, f.pid) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(offices).where(where);
  const rows = await db
    .select()
    .from(offices)
    .where(where)
    .orderBy(desc(offices.createdAt), desc(offices.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  return { rows, total: Number(n) };
}

export async function addOffice(db: Db, now: number, orgId: string, kind: OfficeKind, fields: Fields, check?: Check) {
  const id = ulid(now);
  await db.write(orgId, async (tx) => {
    await check?.(tx);
    await tx.insert(offices).values({ ...fields, id, orgId, kind, createdAt: now, updatedAt: now });
  });
  return { officeId: id };
}

export async function editOffice(
  db: Db,
  now: number,
  orgId: string,
  kind: OfficeKind,
  id: string,
  fields: Fields,
  check?: Check,
) {
  await db.write(orgId, async (tx) => {
    await officeOf(tx, orgId, id, kind);
    await check?.(tx);
    await tx
      .update(offices)
      .set({ ...fields, updatedAt: now })
      .where(eq(offices.id, id));
  });
}

/** Deletes the office once `check` (which throws the refusal) has passed, in the same unit; answers its name. */
export async function removeOffice(db: Db, now: number, orgId: string, kind: OfficeKind, id: string, check: Check) {
  return db.write(orgId, async (tx) => {
    const { name } = await officeOf(tx, orgId, id, kind);
    await check(tx);
    await tx.update(offices).set({ deletedAt: now, updatedAt: now }).where(eq(offices.id, id));
    return { name };
  });
}
