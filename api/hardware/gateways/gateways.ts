import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../db/store';
import { badRequest, conflict, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { apartments } from '../../houses/schema';
import { visibleApartment, visibleApartmentIds } from '../../houses/scope';
import { ACCESS_MSG } from '../../../sync/rules/hardware/access-rules';
import type { AddGatewayBody, GatewayListQuery } from '../../../sync/contract/hardware/access';
import type { GatewayRow } from '../../../sync/contract/hardware/access-shape';
import type { AccessDriver } from '../access/connector';
import { logAccess, type Actor as Who } from '../access/access-log';
import { ACCESS_LOG_KIND, DEVICE_ONLINE } from '../../../sync/rules/hardware/access-rules';
import { accessDevices } from '../access/schema';
import { locks } from '../locks/schema';
import { meters } from '../../meters/schema';
import { gateways } from './schema';

const live = (user: Who, db: Reader) =>
  and(
    eq(gateways.orgId, user.orgId),
    isNull(gateways.deletedAt),
    inArray(gateways.apartmentId, visibleApartmentIds(db, user)),
  );

/** A live gateway of an apartment the user may see; else 404 as if missing. */
export async function visibleGateway(db: Reader, user: Who, gatewayId: string) {
  const [row] = await db
    .select()
    .from(gateways)
    .where(and(eq(gateways.id, gatewayId), live(user, db)))
    .limit(1);
  if (!row) throw notFound(ACCESS_MSG.gatewayNotFound);
  return row;
}

/** How many live door devices, locks and smart meters hang on each gateway. */
async function deviceCounts(db: Reader, ids: readonly string[]) {
  const counts = new Map<string, number>();
  if (!ids.length) return counts;
  for (const t of [accessDevices, locks, meters] as const) {
    const rows = await db
      .select({ gatewayId: t.gatewayId, n: count() })
      .from(t)
      .where(and(inArray(t.gatewayId, [...ids]), isNull(t.deletedAt)))
      .groupBy(t.gatewayId);
    for (const r of rows) counts.set(r.gatewayId!, (counts.get(r.gatewayId!) ?? 0) + r.n);
  }
  return counts;
}

/** /WECBlist: the visible apartments' gateways, by apartment then name, 10 a page, with their device counts. */
export async function listGateways(db: Reader, user: Who, f: GatewayListQuery) {
  const where = and(live(user, db), f.apartmentId ? eq(gateways.apartmentId, f.apartmentId) : undefined);
  const [{ n: total }] = await db.select({ n: count() }).from(gateways).where(where);
  const rows = await db
    .select({ g: gateways, apartmentName: apartments.name })
    .from(gateways)
    .innerJoin(apartments, eq(apartments.id, gateways.apartmentId))
    .where(where)
    .orderBy(asc(apartments.name), asc(gateways.name), asc(gateways.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const counts = await deviceCounts(
    db,
    rows.map((r) => r.g.id),
  );
  return pageOf(
    rows.map((r) => gatewayRow(r.g, r.apartmentName, counts.get(r.g.id) ?? 0)),
    total,
    f.current,
    f.size,
  );
}

const gatewayRow = (g: typeof gateways.$inferSelect, apartmentName: string, devices: number): GatewayRow => ({
  id: g.id,
  portName: g.name,
  sn: g.sn,
  apartmentId: g.apartmentId,
  apartmentName,
  onlineStatus: g.onlineStatus ? 1 : 0,
  lastSeenAt: g.lastSeenAt,
  devices,
});

/** §7 "Gateways by apartment": the pickers' options (id, portName), by name. */
export async function gatewayOptions(db: Reader, user: Who, apartmentId: string) {
  const apt = await visibleApartment(db, user, apartmentId);
  const rows = await db
    .select({ id: gateways.id, portName: gateways.name, onlineStatus: gateways.onlineStatus })
    .from(gateways)
    .where(and(eq(gateways.apartmentId, apt.id), isNull(gateways.deletedAt)))
    .orderBy(asc(gateways.name), asc(gateways.id));
  return rows.map((r) => ({ ...r, onlineStatus: r.onlineStatus ? (1 as const) : (0 as const) }));
}

/** Registers a gateway with the vendor and records it on the apartment (设备序列号已被注册 when the vendor knows it). */
export async function addGateway(db: Db, driver: AccessDriver, now: () => number, user: Who, input: AddGatewayBody) {
  const apt = await visibleApartment(db, user, input.apartmentId);
  await refuseTakenSn(db, input.sn);
  const answer = await driver.provision({ orgId: user.orgId, sn: input.sn, kind: 'gateway', gatewaySn: null });
  if (answer !== 'ok') throw badRequest(answer === 'offline' ? ACCESS_MSG.addFailed : answer.refused);
  const id = ulid(now());
  try {
    await db.write(user.orgId, async (tx) => {
      await tx.insert(gateways).values({
        id,
        orgId: user.orgId,
        createdAt: tx.now,
        updatedAt: tx.now,
        apartmentId: apt.id,
        name: input.name,
        sn: input.sn,
        lastSeenAt: tx.now,
      });
      const what = `添加网关：${input.name}（${input.sn}）`;
      await logAccess(tx, user.name, [{ apartmentId: apt.id, kind: ACCESS_LOG_KIND.device, detail: what }]);
    });
  } catch (e) {
    await driver.remove(input.sn);
    throw e;
  }
  return gatewayRow(await visibleGateway(db, user, id), apt.name, 0);
}

export async function renameGateway(db: Db, user: Who, gatewayId: string, name: string) {
  const g = await visibleGateway(db, user, gatewayId);
  await db.write(user.orgId, (tx) => tx.update(gateways).set({ name, updatedAt: tx.now }).where(eq(gateways.id, g.id)));
  const [apt] = await db.select({ name: apartments.name }).from(apartments).where(eq(apartments.id, g.apartmentId));
  const counts = await deviceCounts(db, [g.id]);
  return gatewayRow({ ...g, name }, apt.name, counts.get(g.id) ?? 0);
}

/** Removes a gateway (after the screen's confirmation); refused while devices still hang on it. */
export async function removeGateway(db: Db, driver: AccessDriver, user: Who, gatewayId: string) {
  const g = await visibleGateway(db, user, gatewayId);
  await db.write(user.orgId, async (tx) => {
    if ((await deviceCounts(tx, [g.id])).get(g.id)) throw conflict(ACCESS_MSG.gatewayInUse);
    await tx.update(gateways).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(gateways.id, g.id));
    const what = `删除网关：${g.name}（${g.sn}）`;
    await logAccess(tx, user.name, [{ apartmentId: g.apartmentId, kind: ACCESS_LOG_KIND.device, detail: what }]);
  });
  await driver.remove(g.sn);
}

/** 409 设备序列号已存在 when a live gateway or door device of any organisation has the serial. */
export async function refuseTakenSn(q: Reader, sn: string) {
  const [d] = await q
    .select({ id: accessDevices.id })
    .from(accessDevices)
    .where(and(eq(accessDevices.sn, sn), isNull(accessDevices.deletedAt)))
    .limit(1);
  const [g] = await q
    .select({ id: gateways.id })
    .from(gateways)
    .where(and(eq(gateways.sn, sn), isNull(gateways.deletedAt)))
    .limit(1);
  if (d || g) throw conflict(ACCESS_MSG.snTaken);
}

/** Whether a device hanging on `gatewayId` cannot be reached because its gateway is offline (as last seen). */
export async function gatewayDown(db: Reader, gatewayId: string | null): Promise<boolean> {
  if (!gatewayId) return false;
  const [g] = await db
    .select({ online: gateways.onlineStatus })
    .from(gateways)
    .where(and(eq(gateways.id, gatewayId), isNull(gateways.deletedAt)));
  return g?.online === DEVICE_ONLINE.offline;
}
