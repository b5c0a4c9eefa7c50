import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import { notFound } from '../http/errors';
import { offices } from './schema';
import { OFFICE_KIND, OFFICE_MSG } from '../../sync/rules/admin/office-rules';

/**
 * What companies (./companies.ts) and projects (./projects.ts) share: one office row by id, the list's condition and
 * order, and adding, editing and deleting (a tombstone, so devices drop it on sync), each after the kind's own check.
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

/** The live offices of a kind, by a part of their name (and their company). */
export function officesWhere(orgId: string, kind: OfficeKind, officeName?: string, pid?: string): SQL {
  return and(
    eq(offices.orgId, orgId),
    eq(offices.kind, kind),
    isNull(offices.deletedAt),
    officeName ? dialect.like(offices.name, containsPattern(officeName)) : undefined,
    pid ? eq(offices.pid, pid) : undefined,
  )!;
}

/** The lists' order: newest first. */
export const newestFirst = [desc(offices.createdAt), desc(offices.id)];

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
