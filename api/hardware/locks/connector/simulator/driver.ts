import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../../../../db/store';
import { LOCK_TYPE, LOCK_TYPE_LABEL, LOW_BATTERY } from '../../../../../sync/rules/hardware/lock-rules';
import type { LockAnswer, LockDriver, LockEvent, LockWanted } from '../driver';
import { simLockEvents, simLocks } from './schema';
import { checkWanted } from './lock-limits';

/**
 * The simulated lock vendor (LOCK_DRIVER=simulator, the default): each lock's state and secret in the database
 * (./schema.ts). A lock marked offline answers nothing (and keeps its events until it is back); a lock whose battery
 * is empty fails to open; `push` is refused the way a lock refuses it (./lock-limits.ts). Every call that reaches a
 * lock corrects its clock. The keypad is ./press.ts.
 */
export function simulatorLockDriver(db: Db, now: () => number): LockDriver {
  const reach = async (tx: Tx, sn: string) => {
    const [row] = await tx.select().from(simLocks).where(eq(simLocks.sn, sn)).limit(1);
    if (!row || !row.online) return null;
    if (row.clockOffsetMs !== 0)
      await tx.update(simLocks).set({ clockOffsetMs: 0, updatedAt: now() }).where(eq(simLocks.sn, sn));
    return row;
  };
  const orgOf = (sn: string) => simLockOrg(db, sn);

  return {
    types: () => [
      { lockType: LOCK_TYPE.gateway, name: LOCK_TYPE_LABEL[LOCK_TYPE.gateway] },
      { lockType: LOCK_TYPE.cloud, name: LOCK_TYPE_LABEL[LOCK_TYPE.cloud] },
    ],

    async provision({ orgId, lockType, secret }) {
      const sn = `${lockType === LOCK_TYPE.cloud ? 'YL' : 'WL'}${ulid(now()).slice(-12)}`;
      const at = now();
      await db.write(orgId, (tx) =>
        tx
          .insert(simLocks)
          .values({ sn, orgId, lockType, secret, createdAt: at, updatedAt: at })
          .then(() => undefined),
      );
      return { sn };
    },

    async remove(sn) {
      const orgId = await orgOf(sn);
      if (!orgId) return;
      await db.write(orgId, async (tx) => {
        await tx.delete(simLockEvents).where(eq(simLockEvents.sn, sn));
        await tx.delete(simLocks).where(eq(simLocks.sn, sn));
      });
    },

    async open(sn) {
      const orgId = await orgOf(sn);
      if (!orgId) return 'offline';
      return db.write(orgId, async (tx) => {
        const row = await reach(tx, sn);
        if (!row) return 'offline';
        return row.battery > 0 ? 'opened' : 'failed';
      });
    },

    async status(sn) {
      const orgId = await orgOf(sn);
      if (!orgId) return 'offline';
      return db.write(orgId, async (tx) => {
        const row = await reach(tx, sn);
        return row ? { online: true, battery: row.battery } : 'offline';
      });
    },

    async push(sn, wanted: LockWanted): Promise<LockAnswer> {
      const orgId = await orgOf(sn);
      if (!orgId) return 'offline';
      const refused = checkWanted(wanted);
      if (refused) return { refused };
      return db.write(orgId, async (tx) => {
        if (!(await reach(tx, sn))) return 'offline';
        await tx
          .update(simLocks)
          .set({
            users: JSON.stringify(wanted.users),
            passwords: JSON.stringify(wanted.passwords),
            updatedAt: now(),
          })
          .where(eq(simLocks.sn, sn));
        return 'ok';
      });
    },

    async takeEvents(orgId, max) {
      // Nothing waiting (the usual case): no unit of work, so reading the lock list moves no change version.
      const [waiting] = await db
        .select({ id: simLockEvents.id })
        .from(simLockEvents)
        .where(and(eq(simLockEvents.orgId, orgId), eq(simLockEvents.taken, 0)))
        .limit(1);
      if (!waiting) return [];
      return db.write(orgId, async (tx) => {
        const rows = await tx
          .select({ id: simLockEvents.id, body: simLockEvents.body })
          .from(simLockEvents)
          .innerJoin(simLocks, eq(simLocks.sn, simLockEvents.sn))
          .where(
            and(
              eq(simLockEvents.orgId, orgId),
              eq(simLockEvents.taken, 0),
              or(eq(simLocks.online, 1), eq(simLockEvents.viaCloud, 1)),
            ),
          )
          .orderBy(asc(simLockEvents.at), asc(simLockEvents.id))
          .limit(max);
        if (rows.length === 0) return [];
        await tx
          .update(simLockEvents)
          .set({ taken: 1 })
          .where(
            inArray(
              simLockEvents.id,
              rows.map((r) => r.id),
            ),
          );
        return rows.map((r) => JSON.parse(r.body) as LockEvent);
      });
    },
  };
}

/** Whether a simulated lock's battery is low enough to raise the alarm. */
export const lowBattery = (battery: number) => battery <= LOW_BATTERY;

/** The organisation a simulated lock was registered for, or null when there is no such lock. */
export async function simLockOrg(db: Reader, sn: string): Promise<string | null> {
  const [row] = await db.select({ orgId: simLocks.orgId }).from(simLocks).where(eq(simLocks.sn, sn)).limit(1);
  return row?.orgId ?? null;
}
