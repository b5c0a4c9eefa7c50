import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import { containsPattern, dialect } from '../../db/dialect';
import type { Db, Reader } from '../../db/store';
import { badRequest, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { rooms } from '../../houses/schema';
import { visibleApartment, visibleApartmentIds } from '../../houses/scope';
import {
  ACCESS_MSG,
  ACCESS_TAB_TYPES,
  DEV_STATUS,
  deviceFieldsRefusal,
  type AccessDevType,
} from '../../../sync/rules/hardware/access-rules';
import type { AddDeviceBody, DeviceListQuery, EditDeviceBody } from '../../../sync/contract/hardware/access';
import type { AccessDriver } from './connector';
import { logAccess, type Actor as Who } from './access-log';
import { ACCESS_DEV_TYPE_LABEL, ACCESS_LOG_KIND } from '../../../sync/rules/hardware/access-rules';
import { gateways } from '../gateways/schema';
import { refuseTakenSn } from '../gateways/gateways';
import { accessDevices } from './schema';
import { deviceRows } from './device-rows';

const visible = (db: Reader, user: Who) =>
  and(
    eq(accessDevices.orgId, user.orgId),
    isNull(accessDevices.deletedAt),
    inArray(accessDevices.apartmentId, visibleApartmentIds(db, user)),
  );

/** A live door device of an apartment the user may see; else 404 as if missing. */
export async function visibleDevice(db: Reader, user: Who, deviceId: string) {
  const [row] = await db
    .select()
    .from(accessDevices)
    .where(and(eq(accessDevices.id, deviceId), visible(db, user)))
    .limit(1);
  if (!row) throw notFound(ACCESS_MSG.deviceNotFound);
  return row;
}

/** /equipmentManage tab 1 (controllers, intercoms) or 3 (door units): filters of §2.1, 10 a page. */
export async function listDevices(db: Reader, user: Who, f: DeviceListQuery) {
  const where = and(
    visible(db, user),
    inArray(accessDevices.devType, [...ACCESS_TAB_TYPES[f.tab]]),
    f.apartmentId ? eq(accessDevices.apartmentId, f.apartmentId) : undefined,
    f.name ? dialect.like(accessDevices.name, containsPattern(f.name)) : undefined,
    f.doorMaxnum ? dialect.like(accessDevices.doorMaxnum, containsPattern(f.doorMaxnum)) : undefined,
  );
  const [{ n: total }] = await db.select({ n: count() }).from(accessDevices).where(where);
  const records = await deviceRows(db, where, { size: f.size, offset: (f.current - 1) * f.size });
  return pageOf(records, total, f.current, f.size);
}

/** The gateway (of the apartment) and the room (of the apartment) a device's form names, checked. */
async function placeOf(db: Reader, apartmentId: string, f: { gatewayId: string | null; houseId: string | null }) {
  let gatewaySn: string | null = null;
  if (f.gatewayId) {
    const [g] = await db
      .select({ sn: gateways.sn, apartmentId: gateways.apartmentId })
      .from(gateways)
      .where(and(eq(gateways.id, f.gatewayId), isNull(gateways.deletedAt)));
    if (!g || g.apartmentId !== apartmentId) throw badRequest(ACCESS_MSG.gatewayOtherApartment);
    gatewaySn = g.sn;
  }
  if (f.houseId) {
    const [r] = await db
      .select({ apartmentId: rooms.apartmentId })
      .from(rooms)
      .where(and(eq(rooms.id, f.houseId), isNull(rooms.deletedAt)));
    if (!r || r.apartmentId !== apartmentId) throw badRequest(ACCESS_MSG.roomOtherApartment);
  }
  return { gatewaySn };
}

/**
 * Adds a door device (§2.1 add dialogs): registered with the vendor under its serial (设备序列号已被注册 when the vendor
 * knows it), then recorded; a door unit without login details gets its serial as the login name and a generated
 * password, as a vendor's provisioning does.
 */
export async function addDevice(db: Db, driver: AccessDriver, now: () => number, user: Who, input: AddDeviceBody) {
  const apt = await visibleApartment(db, user, input.apartmentId);
  const { gatewaySn } = await placeOf(db, apt.id, input);
  await refuseTakenSn(db, input.sn);
  const answer = await driver.provision({ orgId: user.orgId, sn: input.sn, kind: input.devType, gatewaySn });
  if (answer === 'offline' || typeof answer === 'object')
    throw badRequest(answer === 'offline' ? ACCESS_MSG.addFailed : answer.refused);
  const status = await driver.status(input.sn);
  const doorUnit = input.devType === 3 || input.devType === 4;
  const id = ulid(now());
  try {
    await db.write(user.orgId, async (tx) => {
      await refuseTakenSn(tx, input.sn);
      await tx.insert(accessDevices).values({
        id,
        orgId: user.orgId,
        createdAt: tx.now,
        updatedAt: tx.now,
        apartmentId: apt.id,
        roomId: input.houseId,
        devType: input.devType,
        name: input.name,
        sn: input.sn,
        doorkeySign: input.doorkeySign,
        doorMaxnum: input.doorMaxnum,
        ncuSn: input.ncuSn,
        netSn: input.netSn,
        embedType: doorUnit ? input.embedType : null,
        devPass: input.devPass,
        loginName: doorUnit ? input.loginName || input.sn : input.loginName,
        loginPass: doorUnit ? input.loginPass || String(randomInt(100000, 1000000)) : '',
        gatewayId: input.gatewayId,
        devStatus: status === 'offline' ? DEV_STATUS.pending : DEV_STATUS.normal,
        iscon: status !== 'offline' && status.connected ? 1 : 0,
        onlineStatus: status === 'offline' ? 0 : 1,
        lastSeenAt: status === 'offline' ? null : tx.now,
      });
      const what = `添加${ACCESS_DEV_TYPE_LABEL[input.devType]}：${input.name}（${input.sn}）`;
      await logAccess(tx, user.name, [
        { apartmentId: apt.id, deviceId: id, kind: ACCESS_LOG_KIND.device, detail: what },
      ]);
    });
  } catch (e) {
    await driver.remove(input.sn);
    throw e;
  }
  return oneRow(db, id);
}

/** Edits a device's dialog fields; its kind, apartment and serial stay. */
export async function editDevice(db: Db, user: Who, deviceId: string, input: EditDeviceBody) {
  const d = await visibleDevice(db, user, deviceId);
  const refusal = deviceFieldsRefusal(d.devType as AccessDevType, input);
  if (refusal) throw badRequest(refusal);
  await placeOf(db, d.apartmentId, input);
  const doorUnit = d.devType === 3 || d.devType === 4;
  await db.write(user.orgId, async (tx) => {
    const what = `修改设备：${input.name}（${d.sn}）`;
    await logAccess(tx, user.name, [
      { apartmentId: d.apartmentId, deviceId: d.id, kind: ACCESS_LOG_KIND.device, detail: what },
    ]);
    await tx
      .update(accessDevices)
      .set({
        name: input.name,
        roomId: input.houseId,
        doorkeySign: input.doorkeySign,
        doorMaxnum: input.doorMaxnum,
        ncuSn: input.ncuSn,
        netSn: input.netSn,
        embedType: doorUnit ? input.embedType : null,
        devPass: input.devPass,
        loginName: input.loginName || d.loginName,
        loginPass: input.loginPass || d.loginPass,
        gatewayId: input.gatewayId,
        updatedAt: tx.now,
      })
      .where(eq(accessDevices.id, d.id));
  });
  return oneRow(db, d.id);
}

/** Removes a device (after the screen's confirmation): kept as removed for its records, forgotten by the vendor. */
export async function removeDevice(db: Db, driver: AccessDriver, user: Who, deviceId: string) {
  const d = await visibleDevice(db, user, deviceId);
  await db.write(user.orgId, async (tx) => {
    await tx.update(accessDevices).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(accessDevices.id, d.id));
    const what = `删除设备：${d.name}（${d.sn}）`;
    await logAccess(tx, user.name, [
      { apartmentId: d.apartmentId, deviceId: d.id, kind: ACCESS_LOG_KIND.device, detail: what },
    ]);
  });
  await driver.remove(d.sn);
}

async function oneRow(db: Reader, id: string) {
  const [row] = await deviceRows(db, eq(accessDevices.id, id), { size: 1, offset: 0 });
  return row;
}
