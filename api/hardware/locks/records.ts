import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Reader } from '../../db/store';
import { pageOf } from '../../http/reply';
import { apartments, rooms } from '../../houses/schema';
import { roomScope, visibleApartmentIds } from '../../houses/scope';
import { withinDays } from '../../http/within-days';
import {
  FREEZE_SOURCE_LABEL,
  OPEN_RESULT_LABEL,
  OPEN_TYPE_LABEL,
  PASSWORD_TYPE_LABEL,
  RECORD_SOURCE_LABEL,
  type FreezeSource,
  type OpenResult,
  type OpenType,
  type PasswordType,
  type RecordSource,
} from '../../../sync/rules/hardware/lock-rules';
import type { LockRecordsQuery } from '../../../sync/contract/hardware/lock-inputs';
import type { Who } from './access';
import { lockFreezeRecords, lockOpenRecords, lockPasswords, locks } from './schema';

type Table = typeof lockOpenRecords | typeof lockPasswords | typeof lockFreezeRecords;

/** The common conditions of a record list: the org, visible apartments, the apartment and lock filters, the days. */
function recordWhere(db: Reader, user: Who, t: Table, at: SQLiteColumn, f: LockRecordsQuery): SQL {
  return and(
    eq(t.orgId, user.orgId),
    inArray(t.apartmentId, visibleApartmentIds(db, user)),
    roomScope(db, user, t.roomId),
    f.apartmentId ? eq(t.apartmentId, f.apartmentId) : undefined,
    f.lockId ? eq(t.lockId, f.lockId) : undefined,
    withinDays(at, f.startDate, f.endDate),
  )!;
}

/**
 * One page of a record list, newest first by `at`, each row with its lock and its room's place; and the total. The
 * three lists differ only in their table and how a row reads.
 */
async function recordPage<T extends Table>(db: Reader, user: Who, t: T, at: SQLiteColumn, f: LockRecordsQuery) {
  const where = recordWhere(db, user, t, at, f);
  const [{ n }] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db
    .select({
      r: t as Table,
      sn: locks.sn,
      lockName: locks.name,
      apartmentName: apartments.name,
      houseNumber: rooms.houseNumber,
    })
    .from(t as Table)
    .innerJoin(locks, eq(locks.id, t.lockId))
    .innerJoin(rooms, eq(rooms.id, t.roomId))
    .innerJoin(apartments, eq(apartments.id, t.apartmentId))
    .where(where)
    .orderBy(desc(at), desc(t.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  return { total: n, rows: rows as unknown as (Omit<(typeof rows)[number], 'r'> & { r: T['$inferSelect'] })[] };
}

/** /suoJiLu: a lock's (or every visible lock's) openings, newest first, with who, how, the result and the reason. */
export async function openRecords(db: Reader, user: Who, f: LockRecordsQuery) {
  const { total, rows } = await recordPage(db, user, lockOpenRecords, lockOpenRecords.openedAt, f);
  return pageOf(
    rows.map(({ r, sn, lockName, apartmentName, houseNumber }) => ({
      recordId: r.id,
      lockId: r.lockId,
      sn,
      doorName: `${apartmentName}${houseNumber} ${lockName}`,
      apartmentName,
      houseNumber,
      openedAt: r.openedAt,
      openType: r.openType,
      openTypeName: OPEN_TYPE_LABEL[r.openType as OpenType] ?? '',
      result: r.result,
      resultName: OPEN_RESULT_LABEL[r.result as OpenResult] ?? '',
      userName: r.userName,
      reason: r.reason,
      source: r.source,
      sourceName: RECORD_SOURCE_LABEL[r.source as RecordSource] ?? '',
    })),
    total,
    f.current,
    f.size,
  );
}

/** /lockPswRecord: passwords given out, newest first; isInvalid 1 once revoked or past their end. */
export async function passwordRecords(db: Reader, now: number, user: Who, f: LockRecordsQuery) {
  const { total, rows } = await recordPage(db, user, lockPasswords, lockPasswords.createdAt, f);
  return pageOf(
    rows.map(({ r: p, apartmentName, houseNumber }) => ({
      passwordId: p.id,
      apartmentName,
      houseNumber,
      userName: p.userName,
      phone: p.phone,
      uid: p.uid,
      isInvalid: p.revokedAt !== null || p.endAt <= now ? 1 : 0,
      startTime: p.startAt,
      endTime: p.endAt,
      createTime: p.createdAt,
      passwordType: p.passwordType,
      passwordTypeName: PASSWORD_TYPE_LABEL[p.passwordType as PasswordType] ?? '',
      remark: p.remark,
    })),
    total,
    f.current,
    f.size,
  );
}

/** /getLockFrozenRecord: every freeze and unfreeze, by hand or by the arrears job, newest first. */
export async function frozenRecords(db: Reader, user: Who, f: LockRecordsQuery) {
  const { total, rows } = await recordPage(db, user, lockFreezeRecords, lockFreezeRecords.at, f);
  return pageOf(
    rows.map(({ r, apartmentName, houseNumber }) => ({
      recordId: r.id,
      apartmentName,
      houseNumber,
      userName: r.userName,
      frozen: r.frozen,
      source: r.source,
      sourceName: FREEZE_SOURCE_LABEL[r.source as FreezeSource] ?? '',
      remark: r.remark,
      operatorName: r.operatorName,
      at: r.at,
    })),
    total,
    f.current,
    f.size,
  );
}
