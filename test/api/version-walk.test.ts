import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { getTableName, is, type Table } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { PgTable } from 'drizzle-orm/pg-core';
import { ulid } from 'ulid';
import * as schema from '../../api/db/schema';
import { changeCounters } from '../../api/db/columns';
import { isVersioned } from '../../api/db/unit';
import { apartments, floors, rooms } from '../../api/houses/schema';
import { roomTemplates } from '../../api/templates/schema';
import { meters } from '../../api/meters/schema';
import { bills, leases } from '../../api/leases/schema';
import { depositOrders } from '../../api/deposits/schema';
import { lockFreezeRecords, lockOpenRecords, lockPasswords, locks, lockUsers } from '../../api/hardware/locks/schema';
import { lockOfRoom } from './factories/locks';
import { gateways } from '../../api/hardware/gateways/schema';
import { hardwareAlarms } from '../../api/hardware/alarms/schema';
import {
  accessApartmentDevices,
  accessDevices,
  accessGrants,
  accessLog,
  accessOpenRecords,
  accessPasses,
} from '../../api/hardware/access/schema';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { validTemplate } from './templates-helpers';
import { goodOrder } from './deposits-helpers';
import { BILL_PAY } from '../../sync/rules/bills/bill-status';
import { OPERATE } from '../../sync/rules/houses/room-plan';

/**
 * The version rule is the unit of work's, not each caller's (api/db/unit.ts): walks every table with a change version
 * and writes a row of it through the product's own routes, then checks that the rows written carry a version above
 * the organisation's counter before the write. A new versioned table fails the walk until it has its write here.
 */
let t: LeasesHarness;
beforeAll(async () => {
  t = await leasesHarness();
}, 60_000);

const counter = async () =>
  (await t.h.db.select().from(changeCounters).where(eq(changeCounters.orgId, t.orgId)))[0].value;
const ok = (r: { status: number; text: string }) => {
  if (r.status !== 200) throw new Error(r.text);
};

/** Each versioned table: a write through the API, and the versions of the rows it wrote. */
const WRITES: Record<string, () => Promise<number[]>> = {
  async apartments() {
    ok(
      await t.call('POST', '/api/houses/apartments', t.boss, {
        name: '版本公寓',
        address: '杭州市滨江区版本路 1 号',
        locationName: '滨江',
        cityCode: '3301',
        districtCode: '330108',
        totalFloor: 2,
        isElevator: 0,
        floorData: [
          { floor: 1, houseCount: 1, isChange: 1, houses: [{ houseNumber: '101', isRent: 0, operate: OPERATE.add }] },
        ],
      }),
    );
    const [apt] = await t.h.db.select().from(apartments).where(eq(apartments.name, '版本公寓'));
    const before = await counter();
    ok(await t.call('PUT', `/api/houses/apartments/${apt.id}`, t.boss, { intro: '改过的介绍' }));
    const [after] = await t.h.db.select().from(apartments).where(eq(apartments.id, apt.id));
    expect(after.version).toBeGreaterThan(before);
    return [after.version];
  },
  async floors() {
    const [apt] = await t.h.db.select().from(apartments).where(eq(apartments.name, '版本公寓'));
    return (await t.h.db.select().from(floors).where(eq(floors.apartmentId, apt.id))).map((f) => f.version);
  },
  async rooms() {
    const room = await t.freeRoom('东湖公寓', 3);
    const res = await t.call('POST', '/api/sync/push', t.boss, {
      clientId: 'walk',
      mutations: [
        {
          id: ulid(),
          clientId: 'walk',
          name: 'room.setRemark',
          args: { houseId: room.id, remark: '版本' },
          clientTime: 1,
        },
      ],
    });
    ok(res as never);
    return (await t.h.db.select().from(rooms).where(eq(rooms.id, room.id))).map((r) => r.version);
  },
  async room_templates() {
    const east = await t.aptId('东湖公寓');
    ok(await t.call('POST', '/api/templates', t.boss, validTemplate(east, { name: '版本模板' })));
    const [tpl] = await t.h.db
      .select()
      .from(roomTemplates)
      .where(and(eq(roomTemplates.apartmentId, east), eq(roomTemplates.name, '版本模板')));
    return [tpl.version];
  },
  async meters() {
    const [m] = await t.h.db
      .select()
      .from(meters)
      .where(and(eq(meters.orgId, t.orgId), isNull(meters.deletedAt)))
      .orderBy(asc(meters.id))
      .limit(1);
    const args = { readingId: ulid(), meterId: m.id, value: (m.lastValue ?? 0) + 10, readAt: t.h.deps.now() };
    ok(
      await t.call('POST', '/api/sync/push', t.boss, {
        clientId: 'walk',
        mutations: [{ id: ulid(), clientId: 'walk', name: 'meter.read', args, clientTime: 1 }],
      }),
    );
    return (await t.h.db.select().from(meters).where(eq(meters.id, m.id))).map((x) => x.version);
  },
  async leases() {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0));
    return (await t.h.db.select().from(leases).where(eq(leases.id, id))).map((l) => l.version);
  },
  async bills() {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 1));
    const [first] = await t.h.db
      .select()
      .from(bills)
      .where(and(eq(bills.leaseId, id), eq(bills.payStatus, BILL_PAY.unpaid)))
      .orderBy(asc(bills.receivableDate))
      .limit(1);
    const before = await counter();
    ok(
      await t.call('POST', '/api/bills/collect', t.boss, {
        bills: [{ pkId: first.id }],
        paymentType: 1,
        receiptDate: '2026-11-22',
      }),
    );
    const [after] = await t.h.db.select().from(bills).where(eq(bills.id, first.id));
    expect(after.version).toBeGreaterThan(before);
    return [after.version];
  },
  async deposit_orders() {
    const room = await t.freeRoom('东湖公寓', 2);
    ok(await t.call('POST', '/api/deposits', t.boss, goodOrder(room.id)));
    const made = await t.h.db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.roomId, room.id), eq(depositOrders.promiseMan, goodOrder(room.id).promiseMan)));
    return made.map((o) => o.version);
  },
  async locks() {
    const lock = await eastLock(3);
    ok(await t.call('POST', `/api/locks/${lock.id}/open`, t.boss, {}));
    return (await t.h.db.select().from(locks).where(eq(locks.id, lock.id))).map((l) => l.version);
  },
  async lock_open_records() {
    const lock = await eastLock(4);
    ok(await t.call('POST', `/api/locks/${lock.id}/open`, t.boss, {}));
    return (await t.h.db.select().from(lockOpenRecords).where(eq(lockOpenRecords.lockId, lock.id))).map(
      (r) => r.version,
    );
  },
  async lock_users() {
    const lock = await eastLock(5);
    const [boss] = (await t.call('GET', `/api/locks/${lock.id}/users`, t.boss)).json.data;
    ok(await t.call('POST', `/api/locks/${lock.id}/freeze`, t.boss, { frozen: 1, uids: [boss.uid] }));
    return (await t.h.db.select().from(lockUsers).where(eq(lockUsers.lockId, lock.id))).map((u) => u.version);
  },
  async lock_freeze_records() {
    const lock = await eastLock(8);
    const [boss] = (await t.call('GET', `/api/locks/${lock.id}/users`, t.boss)).json.data;
    ok(await t.call('POST', `/api/locks/${lock.id}/freeze`, t.boss, { frozen: 1, uids: [boss.uid] }));
    return (await t.h.db.select().from(lockFreezeRecords).where(eq(lockFreezeRecords.lockId, lock.id))).map(
      (r) => r.version,
    );
  },
  async lock_passwords() {
    const lock = await eastLock(6);
    const now = t.h.deps.now();
    ok(
      await t.call('POST', `/api/locks/${lock.id}/password`, t.boss, {
        passwordType: 3,
        startTime: now,
        endTime: now + 3_600_000,
      }),
    );
    return (await t.h.db.select().from(lockPasswords).where(eq(lockPasswords.lockId, lock.id))).map((p) => p.version);
  },
  async hardware_alarms() {
    const lock = await eastLock(7);
    ok(await t.h.call('POST', `/api/simulator/locks/${lock.sn}/state`, { json: { forced: true } }));
    ok(await t.call('GET', '/api/locks', t.boss)); // the lock's report is taken with the list
    return (await t.h.db.select().from(hardwareAlarms).where(eq(hardwareAlarms.deviceId, lock.id))).map(
      (a) => a.version,
    );
  },
  async gateways() {
    const add = await t.call('POST', '/api/gateways', t.boss, { apartmentId: t.east, name: '版本网关', sn: 'GW-V-1' });
    ok(add);
    ok(await t.call('PUT', `/api/gateways/${add.json.data.id}`, t.boss, { name: '版本网关2' }));
    return (await t.h.db.select().from(gateways).where(eq(gateways.id, add.json.data.id))).map((g) => g.version);
  },
  async access_apartment_devices() {
    const doors = (await t.call('GET', `/api/access/apartment-doors?apartmentId=${t.west}`, t.boss)).json.data;
    const main = doors.find((d: { isPublic: number }) => d.isPublic === 1);
    ok(await t.call('PUT', '/api/access/apartment-doors', t.boss, { apartmentId: t.west, devIds: [main.id] }));
    return (
      await t.h.db.select().from(accessApartmentDevices).where(eq(accessApartmentDevices.apartmentId, t.west))
    ).map((d) => d.version);
  },
  async access_grants() {
    const room = await t.freeRoom('西城公寓', 4);
    const leaseId = await t.signLease(t.boss, room, { startDate: '2026-11-22', endDate: '2027-11-21' });
    ok(await t.call('POST', `/api/leases/${leaseId}/confirm`, t.boss, {}));
    return (await t.h.db.select().from(accessGrants).where(eq(accessGrants.leaseId, leaseId))).map((g) => g.version);
  },
  async access_passes() {
    const now = t.h.deps.now();
    const body = { apartmentId: t.east, visitorName: '版本访客', validFrom: now, validTo: now + 3_600_000 };
    const made = await t.call('POST', '/api/access/passes', t.boss, body);
    ok(made);
    ok(await t.call('DELETE', `/api/access/passes/${made.json.data.passId}`, t.boss));
    return (await t.h.db.select().from(accessPasses).where(eq(accessPasses.id, made.json.data.passId))).map(
      (p) => p.version,
    );
  },
  async access_open_records() {
    const doors = (await t.call('GET', '/api/access/devices?tab=1&size=100', t.boss)).json.data.records;
    const main = doors.find((d: { devSn: string }) => d.devSn === 'DC-DH-1');
    const open = await t.call('POST', `/api/access/devices/${main.id}/open`, t.boss, {});
    ok(open);
    return (await t.h.db.select().from(accessOpenRecords).where(eq(accessOpenRecords.id, open.json.data.recordId))).map(
      (r) => r.version,
    );
  },
  async access_log() {
    const before = await counter();
    ok(await t.call('PUT', '/api/access/apartment-doors', t.boss, { apartmentId: t.east, devIds: [] }));
    return (await t.h.db.select().from(accessLog).where(gt(accessLog.version, before))).map((r) => r.version);
  },
  async access_devices() {
    const body = { devType: 1, apartmentId: t.east, name: '版本门禁', sn: 'DC-V-1', ncuSn: 'N1', netSn: 'N2' };
    const add = await t.call('POST', '/api/access/devices', t.boss, body);
    ok(add);
    ok(await t.call('PUT', `/api/access/devices/${add.json.data.id}`, t.boss, { ...body, name: '版本门禁2' }));
    return (await t.h.db.select().from(accessDevices).where(eq(accessDevices.id, add.json.data.id))).map(
      (d) => d.version,
    );
  },
};

/** Versioned tables no route writes yet, with the reason (each gets its write here with the issue that adds it). */
const NOT_WRITTEN_BY_ROUTES: Record<string, string> = {
  offices: '公司设置/项目设置 come with the administration issue; only the demo seed writes offices today',
  lock_period_codes: 'written when a phone syncs the period codes it made offline (the offline part of issue 17)',
  unit_writes: 'the log each unit of work writes of itself (api/db/unit.ts), under its own version; never a route',
};

/** The demo lock of the n-th free room of 东湖公寓. */
async function eastLock(n: number) {
  return lockOfRoom(t.h.db, (await t.freeRoom('东湖公寓', 10 + n)).id);
}

const versionedTables = () =>
  (Object.values(schema) as unknown[])
    .filter((v): v is Table => is(v, SQLiteTable) || is(v, PgTable))
    .filter((table) => isVersioned(table))
    .map((table) => getTableName(table))
    .sort();

describe('every write of a versioned table carries a new version', () => {
  it('the walk knows every versioned table', () => {
    expect([...Object.keys(WRITES), ...Object.keys(NOT_WRITTEN_BY_ROUTES)].sort()).toEqual(versionedTables());
  });

  for (const [table, write] of Object.entries(WRITES)) {
    it(table, async () => {
      const before = await counter();
      const versions = await write();
      expect(versions.length).toBeGreaterThan(0);
      const now = await counter();
      for (const v of versions) {
        expect(v).toBeGreaterThan(table === 'floors' ? 0 : before);
        expect(v).toBeLessThanOrEqual(now);
      }
    });
  }

  it('a unit stamps its rows whether or not the caller named a version: rows written by one request share its version', async () => {
    const [apt] = await t.h.db.select().from(apartments).where(eq(apartments.name, '版本公寓'));
    const made = await t.h.db
      .select({ v: rooms.version })
      .from(rooms)
      .where(inArray(rooms.apartmentId, [apt.id]));
    expect(new Set(made.map((r) => r.v)).size).toBe(1);
  });
});
