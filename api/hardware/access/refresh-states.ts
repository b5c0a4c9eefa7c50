import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/store';
import { ACCESS_LOG_KIND, DEV_STATUS } from '../../../sync/rules/hardware/access-rules';
import { logAccess } from './access-log';
import type { AccessDriver } from './connector';
import { gateways } from '../gateways/schema';
import { accessDevices } from './schema';

/** How often a device still online has its last-seen time written again (a list view does not write each time). */
export const SEEN_EVERY_MS = 10 * 60_000;

type Was = { id: string; sn: string; onlineStatus: number; lastSeenAt: number | null };
type Seen = { online: 0 | 1; connected: 0 | 1 };

/** Whether what the connector says of a device is news: its reach changed, or it is online and last seen long ago. */
const news = (was: Was, seen: Seen, now: number) =>
  seen.online !== was.onlineStatus || (seen.online === 1 && (was.lastSeenAt ?? 0) <= now - SEEN_EVERY_MS);

/**
 * Asks the connector how the given gateways and door devices are now and records what is news: online state, the
 * last time each was seen online (written again at most every SEEN_EVERY_MS while it stays online, so a device offline
 * for an hour is told from its last-seen time), a pending device seen for the first time becoming 正常, an IP video
 * door unit's connection. The lists call it for the rows they show. Answers whether anything was written.
 */
export async function refreshStates(
  db: Db,
  driver: AccessDriver,
  now: number,
  orgId: string,
  ids: { gatewayIds?: readonly string[]; deviceIds?: readonly string[] },
): Promise<boolean> {
  const gws = ids.gatewayIds?.length
    ? await db
        .select()
        .from(gateways)
        .where(and(eq(gateways.orgId, orgId), inArray(gateways.id, [...ids.gatewayIds]), isNull(gateways.deletedAt)))
    : [];
  const devs = ids.deviceIds?.length
    ? await db
        .select()
        .from(accessDevices)
        .where(
          and(
            eq(accessDevices.orgId, orgId),
            inArray(accessDevices.id, [...ids.deviceIds]),
            isNull(accessDevices.deletedAt),
          ),
        )
    : [];
  const ask = async (sn: string): Promise<Seen> => {
    const s = await driver.status(sn);
    return s === 'offline' ? { online: 0, connected: 0 } : { online: 1, connected: s.connected ? 1 : 0 };
  };
  const gwSeen = await Promise.all(gws.map((g) => ask(g.sn)));
  const devSeen = await Promise.all(devs.map((d) => ask(d.sn)));
  const gwNews = gws.flatMap((g, i) => (news(g, gwSeen[i]!, now) ? [{ g, s: gwSeen[i]! }] : []));
  const devNews = devs.flatMap((d, i) => {
    const s = devSeen[i]!;
    const connectedChanged = s.online === 1 && s.connected !== d.iscon;
    return news(d, s, now) || connectedChanged ? [{ d, s }] : [];
  });
  if (!gwNews.length && !devNews.length) return false;
  await db.write(orgId, async (tx) => {
    const changes = [
      ...gwNews
        .filter(({ g, s }) => s.online !== g.onlineStatus)
        .map(({ g, s }) => ({ apartmentId: g.apartmentId, deviceId: null, name: `网关${g.name}`, online: s.online })),
      ...devNews
        .filter(({ d, s }) => s.online !== d.onlineStatus)
        .map(({ d, s }) => ({ apartmentId: d.apartmentId, deviceId: d.id, name: d.name, online: s.online })),
    ];
    await logAccess(
      tx,
      '',
      changes.map((c) => ({
        apartmentId: c.apartmentId,
        deviceId: c.deviceId,
        kind: ACCESS_LOG_KIND.state,
        detail: `${c.name}${c.online ? '恢复在线' : '离线'}`,
      })),
    );
    for (const { g, s } of gwNews)
      await tx
        .update(gateways)
        .set({ onlineStatus: s.online, ...(s.online ? { lastSeenAt: tx.now } : {}) })
        .where(eq(gateways.id, g.id));
    for (const { d, s } of devNews)
      await tx
        .update(accessDevices)
        .set({
          onlineStatus: s.online,
          ...(s.online ? { lastSeenAt: tx.now, iscon: s.connected, devStatus: DEV_STATUS.normal } : {}),
        })
        .where(eq(accessDevices.id, d.id));
  });
  return true;
}
