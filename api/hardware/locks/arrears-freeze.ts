import { and, eq, isNull, min } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/store';
import { nextTurn } from '../../db/turn';
import { apartments, rooms } from '../../houses/schema';
import { bills, leases } from '../../leases/schema';
import { overdueOf } from '../../jobs/arrears-notices';
import { staffNotices, type Notice } from '../../jobs/push-notices';
import { notifyStaff, type StaffNotice } from '../../notify';
import { deviceConfigOf } from '../../settings/hardware-config';
import { addDays, shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { FREEZE_SOURCE, LOCK_FROZEN, LOCK_USER_KIND } from '../../../sync/rules/hardware/lock-rules';
import { lockDriver } from './connector';
import { locks, lockUsers } from './schema';
import { setFrozen, staffLookup } from './lock-users';
import { pushOwedLocks } from './push-lock';

/**
 * The arrears auto-freeze (General_7 欠费自动冻结, issue 17.4): in every apartment where it is on, the tenants (lock
 * users of a lease) whose lease has a bill overdue by more than the apartment's days are frozen, and those it froze are
 * unfrozen once nothing is overdue that long any more. `unfreezeOnly` (after a payment) does the second half only.
 * Every change is recorded, told in the message centre and pushed to the apartment's lock staff; the locks get their
 * new state after the commit. One unit per organisation. Answers how many users changed.
 */
export async function arrearsFreeze(deps: Deps, opts: { orgId?: string; unfreezeOnly?: boolean } = {}) {
  const orgs = opts.orgId
    ? [{ orgId: opts.orgId }]
    : await deps.db
        .selectDistinct({ orgId: lockUsers.orgId })
        .from(lockUsers)
        .where(and(eq(lockUsers.kind, LOCK_USER_KIND.tenant), isNull(lockUsers.removedAt)));
  let changed = 0;
  const notices: StaffNotice[] = [];
  for (const { orgId } of orgs) {
    await nextTurn();
    const out = await freezeArrearsOf(deps.db, deps.now, orgId, opts.unfreezeOnly === true);
    changed += out.changed;
    notices.push(...staffNotices(orgId, 'arrears', out.notices));
  }
  await notifyStaff(deps, notices);
  return changed;
}

/** arrearsFreeze of one organisation without the web pushes (answered, to send): its unit, then its locks told. */
export async function freezeArrearsOf(db: Db, now: () => number, orgId: string, unfreezeOnly: boolean) {
  const out = await db.write(orgId, (tx) => freezeOrg(tx, orgId, shanghaiToday(now()), unfreezeOnly));
  if (out.changed) await pushOwedLocks(db, lockDriver(db, now), now, orgId);
  return out;
}

async function freezeOrg(tx: Tx, orgId: string, today: string, unfreezeOnly: boolean) {
  const tenants = await tx
    .select({ u: lockUsers, apartmentId: locks.apartmentId, roomId: locks.roomId })
    .from(lockUsers)
    .innerJoin(locks, eq(locks.id, lockUsers.lockId))
    .where(
      and(
        eq(lockUsers.orgId, orgId),
        eq(lockUsers.kind, LOCK_USER_KIND.tenant),
        isNull(lockUsers.removedAt),
        isNull(locks.deletedAt),
        unfreezeOnly ? eq(lockUsers.frozenBy, FREEZE_SOURCE.arrears) : undefined,
      ),
    );
  if (tenants.length === 0) return { changed: 0, notices: [] };
  // The earliest overdue bill of every lease of the org with one, read once: each apartment then compares it with its
  // own days (the rule of overdueOf: unpaid valid bills due before the cutoff).
  const earliest = new Map(
    (
      await tx
        .select({ leaseId: bills.leaseId, due: min(bills.receivableDate) })
        .from(bills)
        .innerJoin(leases, eq(leases.id, bills.leaseId))
        .innerJoin(rooms, eq(rooms.id, leases.roomId))
        .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
        .where(and(eq(bills.orgId, orgId), overdueOf(today)))
        .groupBy(bills.leaseId)
    ).map((r) => [r.leaseId, r.due ?? today]),
  );
  const staffOf = staffLookup(tx, orgId);
  const notices: Notice[] = [];
  let changed = 0;
  for (const apartmentId of [...new Set(tenants.map((t) => t.apartmentId))].sort()) {
    const cfg = await deviceConfigOf(tx, orgId, apartmentId);
    if (cfg.freezeSwitch !== 0) continue; // the spec's inverted switch: 0 = auto-freeze on
    const cutoff = addDays(today, -cfg.freezeDays);
    for (const { u, roomId } of tenants.filter((t) => t.apartmentId === apartmentId)) {
      const due = u.leaseId === null ? undefined : earliest.get(u.leaseId);
      const behind = due !== undefined && due < cutoff;
      const freeze = behind && u.frozen === LOCK_FROZEN.no && !unfreezeOnly;
      const thaw = !behind && u.frozen === LOCK_FROZEN.yes && u.frozenBy === FREEZE_SOURCE.arrears;
      if (!freeze && !thaw) continue;
      const lock = { id: u.lockId, orgId, apartmentId, roomId };
      const who = [{ uid: u.uid, name: u.name, phone: u.phone, kind: LOCK_USER_KIND.tenant }];
      const remark = freeze ? `欠费逾期超过${cfg.freezeDays}天` : '欠费已缴清';
      notices.push(
        ...(await setFrozen(
          tx,
          lock,
          who,
          freeze ? 1 : 0,
          { source: FREEZE_SOURCE.arrears, remark, operatorName: '' },
          staffOf,
        )),
      );
      await tx.update(locks).set({ pushPending: 1 }).where(eq(locks.id, u.lockId));
      changed++;
    }
  }
  return { changed, notices };
}
