import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { withinDays } from '../../http/within-days';
import { containsPattern, dialect } from '../../db/dialect';
import { users } from '../../auth/schema';
import { apartments, floors, rooms } from '../../houses/schema';
import { roomScope, withRoomPlace } from '../../houses/scope';
import { houseText } from '../../deposits/access';
import { PAYMENT_WAYS } from '../../../sync/product/catalog';
import {
  REFUND_APP_TEXT,
  REFUND_MSG,
  refundActions,
  type RefundAppStatus,
} from '../../../sync/rules/finance/refund-rules';
import type { RefundRow, RefundsQuery } from '../../../sync/contract/finance/refunds';
import type { RefundPayoutLine } from '../../checkout/book-settlement';
import { refundApplications as r } from './schema';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** Applications the user may see: their org, and for staff the rooms they see. */
export const refundScope = (db: Pick<Reader, 'select'>, user: Who): SQL =>
  and(eq(r.orgId, user.orgId), roomScope(db, user, r.roomId, { includeDeleted: true }))!;

const way = (w: number | null) => (w === null ? '' : (PAYMENT_WAYS[w] ?? ''));

async function shape(db: Reader, where: SQL, current: number, size: number) {
  const rows = await withRoomPlace(
    db
      .select({ a: r, floor: floors.floor, apartmentName: apartments.name, houseNumber: rooms.houseNumber })
      .from(r)
      .innerJoin(rooms, eq(rooms.id, r.roomId))
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(size)
    .offset((current - 1) * size);
  const ids = [
    ...new Set(rows.flatMap(({ a }) => [a.applicantId, a.approvedBy, a.paidBy, a.rejectedBy]).filter((x) => !!x)),
  ] as string[];
  const names = new Map(
    ids.length
      ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map((u) => [
          u.id,
          u.name,
        ])
      : [],
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? '') : '');
  return rows.map(({ a, ...place }): RefundRow => ({
    id: a.id,
    leaseId: a.leaseId,
    houseId: a.roomId,
    house: houseText(place),
    tenant: a.tenant,
    phone: a.phone,
    amount: a.amount,
    lines: JSON.parse(a.lines) as RefundPayoutLine[],
    checkOutDate: a.checkOutDate,
    proposedWay: a.proposedWay,
    proposedWayText: way(a.proposedWay),
    status: a.status,
    statusText: REFUND_APP_TEXT[a.status as RefundAppStatus] ?? '',
    applicant: nameOf(a.applicantId),
    createdAt: a.createdAt,
    approvedBy: nameOf(a.approvedBy),
    approvedAt: a.approvedAt,
    paidBy: nameOf(a.paidBy),
    paidAt: a.paidAt,
    payDate: a.payDate,
    paymentWay: a.paymentWay,
    paymentWayText: way(a.paymentWay),
    rejectedBy: nameOf(a.rejectedBy),
    rejectedAt: a.rejectedAt,
    reason: a.reason,
    actions: refundActions(a.status),
  }));
}

/** /drawbackApplict: the applications the user sees by the filters, newest first, 10 a page. */
export async function listRefunds(db: Reader, user: Who, f: RefundsQuery) {
  const where = and(
    refundScope(db, user),
    f.id ? eq(r.id, f.id) : undefined,
    f.status === undefined ? undefined : eq(r.status, f.status),
    f.apartmentId ? eq(r.apartmentId, f.apartmentId) : undefined,
    f.tenant
      ? or(dialect.like(r.tenant, containsPattern(f.tenant)), dialect.like(r.phone, containsPattern(f.tenant)))
      : undefined,
    withinDays(r.createdAt, f.startTime, f.endTime),
  )!;
  const [[{ n }], records] = await Promise.all([
    db.select({ n: count() }).from(r).where(where),
    shape(db, where, f.current, f.size),
  ]);
  return pageOf(records, Number(n), f.current, f.size);
}

/** One application as the list shows it (after an action); 404 when the user may not see it. */
export async function readRefund(db: Reader, user: Who, id: string): Promise<RefundRow> {
  const [row] = await shape(db, and(refundScope(db, user), eq(r.id, id))!, 1, 1);
  if (!row) throw notFound(REFUND_MSG.notFound);
  return row;
}
