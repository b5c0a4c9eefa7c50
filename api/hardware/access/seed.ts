import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import { chunks } from '../../db/chunks';
import type { DemoContext } from '../../seed/context';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { rooms } from '../../houses/schema';
import {
  ACCESS_DEV_TYPE,
  ACCESS_OPEN_RESULT,
  ACCESS_OPEN_TYPE,
  DEV_STATUS,
  EMBED_TYPE,
} from '../../../sync/rules/hardware/access-rules';
import { gateways } from '../gateways/schema';
import { simDoors } from './connector/simulator/schema';
import { hardwareAlarms } from '../alarms/schema';
import { ALARM_KIND, DEVICE_KIND } from '../../../sync/rules/hardware/alarm-rules';
import { accessDevices, accessOpenRecords, accessPasses, accessPassKeys } from './schema';

const HOUR = 3_600_000;

/**
 * Demo door access (issue 18): a gateway per apartment (东湖's 'GW-DH-1' online, 西城's 'GW-XC-1' offline for three
 * hours, so the devices behind it show offline), for each apartment a network controller on its main door and a
 * full-screen door unit, 西城 also an IP video wall unit, and an intercom in 东湖's first room; each registered with the
 * simulator. Runs in the demo org's unit.
 */
export async function seedDoors(ctx: DemoContext): Promise<void> {
  const { tx, now, orgId, apartments: apts } = ctx;
  const stamp = { orgId, createdAt: now, updatedAt: now };
  const plan = [
    { apt: apts['东湖公寓'], code: 'DH', gatewayOnline: true },
    { apt: apts['西城公寓'], code: 'XC', gatewayOnline: false },
  ].filter((p) => p.apt);
  const sims: (typeof simDoors.$inferInsert)[] = [];
  for (const p of plan) {
    const apartmentId = p.apt!;
    const gatewayId = ulid(now);
    const gatewaySn = `GW-${p.code}-1`;
    const seenAt = p.gatewayOnline ? now : now - 3 * HOUR;
    await tx.insert(gateways).values({
      ...stamp,
      id: gatewayId,
      apartmentId,
      name: `${p.code === 'DH' ? '东湖' : '西城'}1号网关`,
      sn: gatewaySn,
      onlineStatus: p.gatewayOnline ? 1 : 0,
      lastSeenAt: seenAt,
    });
    sims.push({
      sn: gatewaySn,
      orgId,
      kind: 'gateway',
      gatewaySn: null,
      online: p.gatewayOnline ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    });
    const [firstRoom] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.apartmentId, apartmentId), isNull(rooms.deletedAt)))
      .orderBy(asc(rooms.serialNumber), asc(rooms.houseNumber))
      .limit(1);
    const devices = [
      {
        devType: ACCESS_DEV_TYPE.controller,
        name: '大门门禁',
        sn: `DC-${p.code}-1`,
        doorkeySign: '01',
        doorMaxnum: `${p.code}01`,
        ncuSn: `NCU-${p.code}-1`,
        netSn: `NET-${p.code}-1`,
        gatewayId,
      },
      { devType: ACCESS_DEV_TYPE.doorUnit, name: '1号楼门口机', sn: `DU-${p.code}-1`, embedType: EMBED_TYPE.building },
      ...(p.code === 'XC'
        ? [{ devType: ACCESS_DEV_TYPE.videoDoorUnit, name: '南侧围墙机', sn: 'DU-XC-2', embedType: EMBED_TYPE.wall }]
        : []),
      ...(p.code === 'DH' && firstRoom
        ? [
            {
              devType: ACCESS_DEV_TYPE.intercom,
              name: '室内对讲',
              sn: 'IC-DH-1',
              devPass: '2580',
              roomId: firstRoom.id,
            },
          ]
        : []),
    ];
    for (const [i, d] of devices.entries()) {
      const behindOffline = 'gatewayId' in d && !p.gatewayOnline;
      const doorUnit = d.devType === ACCESS_DEV_TYPE.doorUnit || d.devType === ACCESS_DEV_TYPE.videoDoorUnit;
      await tx.insert(accessDevices).values({
        ...stamp,
        ...d,
        id: ulid(now),
        apartmentId,
        loginName: doorUnit ? d.sn : '',
        loginPass: doorUnit ? String(246800 + i) : '',
        devStatus: DEV_STATUS.normal,
        iscon: d.devType === ACCESS_DEV_TYPE.videoDoorUnit ? 1 : 0,
        onlineStatus: behindOffline ? 0 : 1,
        lastSeenAt: behindOffline ? seenAt : now,
      });
      sims.push({
        sn: d.sn,
        orgId,
        kind: String(d.devType),
        gatewaySn: 'gatewayId' in d ? gatewaySn : null,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  if (sims.length) await tx.insert(simDoors).values(sims);
  await seedPasses(
    ctx,
    plan.map((p) => p.apt!),
  );
  await seedDoorAlarms(ctx);
  await seedOpenings(ctx);
}

/** A week of openings at each apartment's public doors: staff by card and Bluetooth, visitors by QR code. */
async function seedOpenings(ctx: DemoContext) {
  const { tx, now, orgId } = ctx;
  const doors = await tx
    .select()
    .from(accessDevices)
    .where(and(eq(accessDevices.orgId, orgId), isNull(accessDevices.roomId)))
    .orderBy(asc(accessDevices.sn));
  const who = [
    { userName: '张管家', phone: '13800000003', openType: ACCESS_OPEN_TYPE.card },
    { userName: '李店长', phone: '13800000002', openType: ACCESS_OPEN_TYPE.bluetooth },
    { userName: '访客 送水工', phone: '13700000009', openType: ACCESS_OPEN_TYPE.qr },
  ];
  const rows = doors.flatMap((d, di) =>
    Array.from({ length: 7 * 3 }, (_, i) => {
      const at = now - Math.floor(i / 3) * 24 * HOUR - (8 + ((i * 5 + di) % 11)) * HOUR;
      const w = who[(i + di) % who.length]!;
      const refused = i === 4 && di === 0;
      return {
        id: ulid(at),
        orgId,
        createdAt: now,
        updatedAt: now,
        deviceId: d.id,
        apartmentId: d.apartmentId,
        roomId: null,
        ...w,
        result: refused ? ACCESS_OPEN_RESULT.failed : ACCESS_OPEN_RESULT.opened,
        openedAt: at,
        detail: refused ? '通行码已过期' : '',
      };
    }),
  );
  for (const part of chunks(rows)) await tx.insert(accessOpenRecords).values(part);
}

/** 西城's gateway offline for three hours (an open alarm) and its wall unit forced open yesterday (handled). */
async function seedDoorAlarms(ctx: DemoContext) {
  const { tx, now, orgId } = ctx;
  const [gw] = await tx.select().from(gateways).where(eq(gateways.sn, 'GW-XC-1'));
  const [wall] = await tx.select().from(accessDevices).where(eq(accessDevices.sn, 'DU-XC-2'));
  const stamp = { orgId, createdAt: now, updatedAt: now, notifiedAt: now - 2 * HOUR };
  if (gw)
    await tx.insert(hardwareAlarms).values({
      ...stamp,
      id: ulid(now - 2 * HOUR),
      deviceKind: DEVICE_KIND.gateway,
      deviceId: gw.id,
      apartmentId: gw.apartmentId,
      kind: ALARM_KIND.offline,
      at: now - 2 * HOUR,
      remark: '离线超过1小时',
    });
  if (wall)
    await tx.insert(hardwareAlarms).values({
      ...stamp,
      id: ulid(now - 26 * HOUR),
      deviceKind: DEVICE_KIND.door,
      deviceId: wall.id,
      apartmentId: wall.apartmentId,
      kind: ALARM_KIND.forced,
      at: now - 26 * HOUR,
      remark: '门被强行打开',
      handledAt: now - 25 * HOUR,
      handledByName: '李店长',
    });
}

/**
 * A visitor pass per apartment for tomorrow 09:00–12:00 (a cleaner, a repairer), with the apartment's pass key; the
 * simulated public doors hold the key as if it had been pushed.
 */
async function seedPasses(ctx: DemoContext, apartmentIds: readonly string[]) {
  const { tx, now, orgId, users } = ctx;
  const tomorrow = shanghaiMidnight(addDays(shanghaiToday(now), 1));
  for (const [i, apartmentId] of apartmentIds.entries()) {
    const secret = createHash('sha256').update(`demo-pass-key|${orgId}|${apartmentId}`).digest('hex');
    await tx.insert(accessPassKeys).values({ apartmentId, orgId, secret, createdAt: now });
    await tx.insert(accessPasses).values({
      id: ulid(now),
      orgId,
      createdAt: now,
      updatedAt: now,
      apartmentId,
      visitorName: i ? '维修师傅' : '保洁阿姨',
      visitorPhone: i ? '13700000002' : '13700000001',
      validFrom: tomorrow + 9 * HOUR,
      validTo: tomorrow + 12 * HOUR,
      createdBy: users.manager,
      createdByName: '李店长',
    });
    const doors = await tx
      .select({ sn: accessDevices.sn })
      .from(accessDevices)
      .where(and(eq(accessDevices.apartmentId, apartmentId), isNull(accessDevices.roomId)));
    for (const d of doors)
      await tx
        .update(simDoors)
        .set({ wanted: JSON.stringify({ uids: [], passKey: secret, withdrawn: [] }) })
        .where(eq(simDoors.sn, d.sn));
  }
}
