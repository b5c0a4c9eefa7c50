import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import { containsPattern, dialect } from '../db/dialect';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict, notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { apartments } from '../houses/schema';
import { visibleApartment, visibleApartments } from '../houses/scope';
import type { RepairTypeInput, RepairTypeListQuery, RepairTypeRow } from '../../sync/contract/repairs/repairs';
import { repairTypes } from './schema';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

const TYPE_NOT_FOUND = '报修类型不存在或无权查看';
const NAME_TAKEN = '该公寓已有同名报修类型';

const typeRows = (db: Pick<Reader, 'select'>) =>
  db
    .select({ t: repairTypes, gyName: apartments.name })
    .from(repairTypes)
    .innerJoin(apartments, eq(apartments.id, repairTypes.apartmentId))
    .$dynamic();

const rowOf = ({ t, gyName }: { t: typeof repairTypes.$inferSelect; gyName: string }): RepairTypeRow => ({
  id: t.id,
  name: t.name,
  type: t.type,
  xqId: t.apartmentId,
  gyName,
  createTime: t.createdAt,
});

/** /repairsType (§2.6; §7 "Property type list: gyId, type"): the live types of the apartments the user sees. */
export async function listRepairTypes(db: Reader, user: Who, f: RepairTypeListQuery) {
  const where = and(
    visibleApartments(db, user),
    eq(repairTypes.type, f.type),
    isNull(repairTypes.deletedAt),
    f.apartmentId ? eq(repairTypes.apartmentId, f.apartmentId) : undefined,
    f.name ? dialect.like(repairTypes.name, containsPattern(f.name)) : undefined,
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(repairTypes)
    .innerJoin(apartments, eq(apartments.id, repairTypes.apartmentId))
    .where(where);
  const rows = await typeRows(db)
    .where(where)
    .orderBy(asc(apartments.name), asc(repairTypes.createdAt), asc(repairTypes.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  return pageOf(rows.map(rowOf), n, f.current, f.size);
}

/** A live type of an apartment the user sees, else 404 as missing. */
async function visibleType(db: Pick<Reader, 'select'>, user: Who, typeId: string) {
  const [found] = await typeRows(db)
    .where(and(eq(repairTypes.id, typeId), isNull(repairTypes.deletedAt), visibleApartments(db, user)))
    .limit(1);
  if (!found) throw notFound(TYPE_NOT_FOUND);
  return found;
}

async function nameTaken(db: Pick<Reader, 'select'>, apartmentId: string, name: string, except?: string) {
  const same = await db
    .select({ id: repairTypes.id })
    .from(repairTypes)
    .where(and(eq(repairTypes.apartmentId, apartmentId), eq(repairTypes.name, name), isNull(repairTypes.deletedAt)));
  return same.some((s) => s.id !== except);
}

/** 添加 (§7 "Add repair type: form with xqId, apartment, name"): a type of an apartment the user sees. */
export async function addRepairType(db: Db, user: Who, input: RepairTypeInput): Promise<RepairTypeRow> {
  const apt = await visibleApartment(db, user, input.apartmentId);
  const id = await db.write(user.orgId, async (tx) => {
    if (await nameTaken(tx, apt.id, input.name)) throw conflict(NAME_TAKEN);
    const id = ulid(tx.now);
    await tx.insert(repairTypes).values({
      id,
      orgId: user.orgId,
      apartmentId: apt.id,
      type: 1,
      name: input.name,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    return id;
  });
  return rowOf(await visibleType(db, user, id));
}

/** 编辑: its apartment and name. */
export async function editRepairType(db: Db, user: Who, typeId: string, input: RepairTypeInput) {
  await visibleType(db, user, typeId);
  const apt = await visibleApartment(db, user, input.apartmentId);
  await db.write(user.orgId, async (tx) => {
    if (await nameTaken(tx, apt.id, input.name, typeId)) throw conflict(NAME_TAKEN);
    await tx
      .update(repairTypes)
      .set({ apartmentId: apt.id, name: input.name, updatedAt: tx.now })
      .where(eq(repairTypes.id, typeId));
  });
  return rowOf(await visibleType(db, user, typeId));
}

/** 删除 (after the screen's confirmation): the repairs filed under it keep its name. */
export async function removeRepairType(db: Db, user: Who, typeId: string) {
  await visibleType(db, user, typeId);
  await db.write(user.orgId, (tx) =>
    tx.update(repairTypes).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(repairTypes.id, typeId)),
  );
}

/** The live types of one apartment, by name (the tenant's form, the list's type filter). */
export function apartmentRepairTypes(db: Pick<Reader, 'select'>, orgId: string, apartmentId: string) {
  return db
    .select({ id: repairTypes.id, name: repairTypes.name })
    .from(repairTypes)
    .where(and(eq(repairTypes.orgId, orgId), eq(repairTypes.apartmentId, apartmentId), isNull(repairTypes.deletedAt)))
    .orderBy(asc(repairTypes.createdAt), asc(repairTypes.id));
}
