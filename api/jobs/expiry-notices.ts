import { and, eq, gte, isNull, lt, lte, or } from 'drizzle-orm';
import type { Tx } from '../db/store';
import type { Deps } from '../deps';
import { apartments, floors, rooms } from '../houses/schema';
import { withRoomPlace } from '../houses/scope';
import { leases } from '../leases/schema';
import { leaseHouseText } from '../leases/access';
import { MSG_TYPE, postMessages, type NewMessage } from '../messages/post';
import { daysBetween, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { addDays } from '../../sync/rules/common/shanghai-time';
import { NEAR_END_DAYS, LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { shanghaiMidnight } from '../../sync/rules/common/shanghai-time';
import { apartmentManagers } from './apartment-managers';
import { staffNotices, type Notice, type NoticeResult } from './push-notices';
import { notifyStaff, type StaffNotice } from '../notify';
import { nextTurn } from '../db/turn';

export const EXPIRY_TITLE = { near: '租约即将到期', expired: '租约已到期' } as const;

/**
 * The hourly expiry job (issue 6 §6), on signed leases (status 1, not deleted, room and apartment live):
 *
 * - about to expire (today ≤ end ≤ today + NEAR_END_DAYS, the lease list's tab 2) and never notified
 *   (expiryNotifiedAt null): '租约即将到期', '东湖公寓 3层 301 刘晓东 的租约将于 2026-12-20 到期，剩余 28 天'.
 * - expired (end < today, not checked out, tab 3): '租约已到期', '… 的租约已于 2026-11-21 到期，已超期 1 天，尚未退房',
 *   once. The rule without a new column: expiryNotifiedAt is the instant of the LAST expiry message. A lease is owed
 *   its expired message while that instant is null or earlier than the first moment after its end date (midnight in
 *   Asia/Shanghai starting end + 1): a stamp from the about-to-expire message predates it, the expired message's own
 *   stamp does not. So a lease gets at most one of each, and one that was signed already past its end (or that the
 *   job missed while it was near) gets only the expired one.
 *
 * Messages (msgType 1 lease) go to each manager of the apartment (apartmentManagers) and expiryNotifiedAt is stamped
 * in the same unit of work (one per organisation with a lease owed a message); pushes ('/leaseDetail?leaseId=…') go out
 * after the commits and never undo anything.
 */
export async function notifyExpiry(deps: Deps): Promise<NoticeResult> {
  const now = deps.now();
  const today = shanghaiToday(now);
  // Read first, so that an organisation with nothing owed gets no unit of work (and no new change version).
  const owing = (
    await deps.db
      .select({ orgId: leases.orgId, endDate: leases.endDate, notifiedAt: leases.expiryNotifiedAt })
      .from(leases)
      .innerJoin(rooms, eq(rooms.id, leases.roomId))
      .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
      .where(candidateOf(today))
  ).filter((l) => owed(l, today));
  const orgs = [...new Set(owing.map((l) => l.orgId))].sort().map((orgId) => ({ orgId }));
  const notices: StaffNotice[] = [];
  for (const { orgId } of orgs) {
    await nextTurn(); // requests waiting on the event loop go first (SQLite: a unit holds it while it runs)
    notices.push(
      ...staffNotices(orgId, 'lease', await deps.db.write(orgId, (tx) => notifyExpiryOf(tx, now, today, orgId))),
    );
  }
  const pushes = await notifyStaff(deps, notices);
  return { messages: notices.length, pushes };
}

/** Signed live leases about to expire and never told, or expired (whether owed their message is decided per lease). */
const candidateOf = (today: string) =>
  and(
    eq(leases.status, LEASE_STATUS.signed),
    isNull(leases.deletedAt),
    isNull(rooms.deletedAt),
    isNull(apartments.deletedAt),
    or(
      and(
        isNull(leases.expiryNotifiedAt),
        gte(leases.endDate, today),
        lte(leases.endDate, addDays(today, NEAR_END_DAYS)),
      ),
      lt(leases.endDate, today),
    ),
  );

/** Whether a candidate lease is owed a message: about to expire (never told), or expired and not told since its end. */
const owed = (l: { endDate: string; notifiedAt: number | null }, today: string) =>
  !(l.endDate < today && l.notifiedAt !== null && l.notifiedAt >= shanghaiMidnight(addDays(l.endDate, 1)));

/** The expiry messages of one organisation, in its unit of work; the notices to push after the commit. */
async function notifyExpiryOf(tx: Tx, now: number, today: string, orgId: string): Promise<Notice[]> {
  const candidates = await withRoomPlace(
    tx
      .select({
        id: leases.id,
        orgId: leases.orgId,
        apartmentId: leases.apartmentId,
        roomId: leases.roomId,
        tenant: leases.tenant,
        endDate: leases.endDate,
        notifiedAt: leases.expiryNotifiedAt,
        apartmentName: apartments.name,
        floor: floors.floor,
        houseNumber: rooms.houseNumber,
      })
      .from(leases)
      .innerJoin(rooms, eq(rooms.id, leases.roomId))
      .$dynamic(),
  )
    .where(and(eq(leases.orgId, orgId), candidateOf(today)))
    .orderBy(leases.id);
  const managersOf = new Map<string, string[]>();
  const rows: NewMessage[] = [];
  const out: Notice[] = [];
  const stamped: string[] = [];
  for (const l of candidates) {
    if (!owed(l, today)) continue;
    const expired = l.endDate < today;
    const title = expired ? EXPIRY_TITLE.expired : EXPIRY_TITLE.near;
    const content = expired
      ? `${leaseHouseText(l)} ${l.tenant} 的租约已于 ${l.endDate} 到期，已超期 ${daysBetween(l.endDate, today)} 天，尚未退房`
      : `${leaseHouseText(l)} ${l.tenant} 的租约将于 ${l.endDate} 到期，剩余 ${daysBetween(today, l.endDate)} 天`;
    const key = `${l.orgId}:${l.roomId}`;
    if (!managersOf.has(key))
      managersOf.set(key, await apartmentManagers(tx, l.orgId, l.apartmentId, undefined, l.roomId));
    for (const userId of managersOf.get(key)!) {
      rows.push({
        orgId: l.orgId,
        userId,
        msgType: MSG_TYPE.lease,
        title,
        content,
        url: `/leaseDetail?leaseId=${l.id}`,
      });
      out.push({ userId, push: { title, body: content, url: `/leaseDetail?leaseId=${l.id}`, tag: `expiry-${l.id}` } });
    }
    stamped.push(l.id);
  }
  await postMessages(tx, now, rows);
  for (const id of stamped) await tx.update(leases).set({ expiryNotifiedAt: now }).where(eq(leases.id, id));
  return out;
}
