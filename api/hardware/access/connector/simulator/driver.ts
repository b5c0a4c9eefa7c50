import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../../../../db/store';
import type { AccessDriver, AccessEvent, AccessWanted } from '../driver';
import { simDoorEvents, simDoorNotices, simDoors } from './schema';

const SN_KNOWN = '设备序列号已被注册';

/**
 * The simulated door-access vendor (ACCESS_DRIVER=simulator, the default): each device's and gateway's state in the
 * database (./schema.ts). A device answers only while it is online and, when it hangs on a gateway, while the gateway
 * is online too; one out of reach keeps its events until it is back. The QR scanner at the door is ./scan.ts.
 */
export function simulatorAccessDriver(db: Db, now: () => number): AccessDriver {
  const orgOf = (sn: string) => simDoorOrg(db, sn);
  const write = async <T>(sn: string, missing: T, run: (tx: Tx, orgId: string) => Promise<T>) => {
    const orgId = await orgOf(sn);
    return orgId ? db.write(orgId, (tx) => run(tx, orgId)) : missing;
  };

  return {
    async provision({ orgId, sn, kind, gatewaySn }) {
      if (await orgOf(sn)) return { refused: SN_KNOWN };
      const at = now();
      await db.write(orgId, (tx) =>
        tx
          .insert(simDoors)
          .values({ sn, orgId, kind: String(kind), gatewaySn, createdAt: at, updatedAt: at })
          .then(() => undefined),
      );
      return 'ok';
    },

    async remove(sn) {
      await write(sn, undefined, async (tx) => {
        await tx.delete(simDoorEvents).where(eq(simDoorEvents.sn, sn));
        await tx.delete(simDoorNotices).where(eq(simDoorNotices.sn, sn));
        await tx.delete(simDoors).where(eq(simDoors.sn, sn));
      });
    },

    status: (sn) =>
      write(sn, 'offline' as const, async (tx) => {
        const row = await reachable(tx, sn);
        return row ? { online: true, connected: row.connected === 1 } : 'offline';
      }),

    open: (sn) => write(sn, 'offline' as const, async (tx) => ((await reachable(tx, sn)) ? 'opened' : 'offline')),

    push: (sn, wanted: AccessWanted) =>
      write(sn, 'offline' as const, async (tx) => {
        if (!(await reachable(tx, sn))) return 'offline';
        await tx
          .update(simDoors)
          .set({ wanted: JSON.stringify(wanted), updatedAt: now() })
          .where(eq(simDoors.sn, sn));
        return 'ok';
      }),

    showNotices: (sn, list) =>
      write(sn, 'offline' as const, async (tx, orgId) => {
        if (!(await reachable(tx, sn))) return 'offline';
        // The screen shows exactly the list handed over.
        await tx.delete(simDoorNotices).where(eq(simDoorNotices.sn, sn));
        const at = now();
        if (list.length)
          await tx.insert(simDoorNotices).values(
            list.map((n, i) => ({
              id: `${sn}:${i}:${n.id}`,
              orgId,
              sn,
              noticeId: n.id,
              title: n.title,
              content: n.content,
              summary: n.summary,
              shownAt: at,
            })),
          );
        return 'ok';
      }),

    takeEvents: async (orgId, max) => {
      // Nothing waiting (the usual case): no unit of work, so reading a list moves no change version.
      const [waiting] = await db
        .select({ id: simDoorEvents.id })
        .from(simDoorEvents)
        .where(and(eq(simDoorEvents.orgId, orgId), eq(simDoorEvents.taken, 0)))
        .limit(1);
      if (!waiting) return [];
      return db.write(orgId, async (tx) => {
        const rows = await tx
          .select({ id: simDoorEvents.id, sn: simDoorEvents.sn, body: simDoorEvents.body })
          .from(simDoorEvents)
          .where(and(eq(simDoorEvents.orgId, orgId), eq(simDoorEvents.taken, 0)))
          .orderBy(asc(simDoorEvents.at), asc(simDoorEvents.id))
          .limit(max);
        const out: { id: string; event: AccessEvent }[] = [];
        for (const r of rows) if (await reachable(tx, r.sn)) out.push({ id: r.id, event: JSON.parse(r.body) });
        if (out.length)
          await tx
            .update(simDoorEvents)
            .set({ taken: 1 })
            .where(
              inArray(
                simDoorEvents.id,
                out.map((o) => o.id),
              ),
            );
        return out.map((o) => o.event);
      });
    },
  };
}

/** A simulated device or gateway when it answers: online, and its gateway (if any) online too. */
export async function reachable(q: Reader, sn: string) {
  const [row] = await q.select().from(simDoors).where(eq(simDoors.sn, sn)).limit(1);
  if (!row || !row.online) return null;
  if (row.gatewaySn) {
    const [gateway] = await q.select({ online: simDoors.online }).from(simDoors).where(eq(simDoors.sn, row.gatewaySn));
    if (!gateway?.online) return null;
  }
  return row;
}

/** The organisation a simulated device was registered for, or null when the vendor does not know the serial. */
export async function simDoorOrg(db: Reader, sn: string): Promise<string | null> {
  const [row] = await db.select({ orgId: simDoors.orgId }).from(simDoors).where(eq(simDoors.sn, sn)).limit(1);
  return row?.orgId ?? null;
}
