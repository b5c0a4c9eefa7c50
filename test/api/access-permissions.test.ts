/**
 * Door-access permissions through HTTP (issue 18.4; spec part 3 §2.3, §7 "Permissions and records"): a lease taking
 * effect gives its residents the room's and the apartment's public doors, check-out takes them away; the unified
 * assignment of an apartment and the per-resident edit; each device is handed who may open it (the simulated door
 * holds it); other organisations and staff outside the project are kept out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leasesHarness } from './lease-helpers';
import { simDoors } from '../../api/hardware/access/connector/simulator/schema';
import { leaseTenants } from '../../api/leases/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { idCardCheckChar } from '../../sync/rules/common/id-card';

let t: Awaited<ReturnType<typeof leasesHarness>>;
beforeAll(async () => {
  t = await leasesHarness();
});

/** Who the simulated door `sn` lets in (its pushed state). */
const doorUids = async (sn: string) => {
  const [d] = await t.h.db.select({ wanted: simDoors.wanted }).from(simDoors).where(eq(simDoors.sn, sn));
  return (JSON.parse(d!.wanted) as { uids: string[] }).uids;
};
const residentsOf = (leaseId: string) =>
  t.h.db.select({ id: leaseTenants.id }).from(leaseTenants).where(eq(leaseTenants.leaseId, leaseId));
const doors = async (apartmentId: string, token = t.boss) =>
  (await t.call('GET', `/api/access/apartment-doors?apartmentId=${apartmentId}`, token)).json.data as any[];
/** A signed lease taking effect (确认租约, as its first collected bill would). */
async function leaseInEffect(room: Awaited<ReturnType<typeof t.freeRoom>>) {
  const leaseId = await t.signLease(t.boss, room, { startDate: '2026-11-22', endDate: '2027-11-21' });
  const confirm = await t.call('POST', `/api/leases/${leaseId}/confirm`, t.boss, {});
  if (confirm.status !== 200) throw new Error(confirm.text);
  return leaseId;
}
const permissionsOf = async (name: string) =>
  (await t.call('GET', `/api/access/permissions?name=${encodeURIComponent(name)}&size=100`, t.boss)).json.data.records;

describe('leases drive door access', () => {
  it('gives the residents the public doors when the lease takes effect and takes them at check-out', async () => {
    const room = await t.freeRoom('东湖公寓', 20);
    const leaseId = await t.signLease(t.boss, room, { startDate: '2026-11-22', endDate: '2027-11-21' });
    const [resident] = await residentsOf(leaseId);
    // Signed, not yet in effect: no door.
    expect(await doorUids('DC-DH-1')).not.toContain(resident!.id);
    expect((await t.call('POST', `/api/leases/${leaseId}/confirm`, t.boss, {})).status).toBe(200);
    const publicDoors = (await doors(t.east)).filter((d) => d.isPublic === 1);
    expect(publicDoors.map((d) => d.name)).toEqual(expect.arrayContaining(['大门门禁', '1号楼门口机']));
    // Handed to the doors after the commit: the main door now lets the resident in.
    expect(await doorUids('DC-DH-1')).toContain(resident!.id);
    expect(await doorUids('DU-DH-1')).toContain(resident!.id);
    // Not the intercom of another room.
    expect(await doorUids('IC-DH-1')).not.toContain(resident!.id);
    const [row] = (
      await t.call('GET', `/api/access/permissions?apartmentId=${t.east}&size=100`, t.boss)
    ).json.data.records.filter((r: any) => r.userId === resident!.id);
    expect(row).toMatchObject({ houseId: room.id, houseName: room.houseNumber });
    expect(row.devs.map((d: any) => [d.devName, d.devType, d.managerName])).toEqual(
      expect.arrayContaining([
        ['大门门禁', '公共', '租约生效'],
        ['1号楼门口机', '公共', '租约生效'],
      ]),
    );
    const out = await t.call('POST', '/api/checkout', t.boss, {
      leaseId,
      withSettlement: false,
      usableDate: shanghaiToday(t.h.deps.now()),
    });
    expect(out.status).toBe(200);
    expect(await doorUids('DC-DH-1')).not.toContain(resident!.id);
    expect(
      (await t.call('GET', '/api/access/permissions?size=100', t.boss)).json.data.records.some(
        (r: any) => r.userId === resident!.id,
      ),
    ).toBe(false);
  });
});

describe('unified assignment and the per-resident edit', () => {
  it('assigns the apartment’s doors to every tenant and edits one resident’s doors', async () => {
    const room = await t.freeRoom('东湖公寓', 21);
    const leaseId = await leaseInEffect(room);
    const [resident] = await residentsOf(leaseId);
    const list = await doors(t.east);
    const main = list.find((d) => d.name === '大门门禁');
    const unit = list.find((d) => d.name === '1号楼门口机');
    const intercom = list.find((d) => d.name === '室内对讲');
    // Only the main door for everyone.
    const assign = await t.call('PUT', '/api/access/apartment-doors', t.boss, {
      apartmentId: t.east,
      devIds: [main.id],
    });
    expect(assign.json.msg).toBe('分配成功');
    expect(assign.json.data.find((d: any) => d.id === main.id).assigned).toBe(1);
    expect(await doorUids('DU-DH-1')).not.toContain(resident!.id);
    expect(await doorUids('DC-DH-1')).toContain(resident!.id);
    // A room's own device cannot be assigned to the whole apartment.
    const bad = await t.call('PUT', '/api/access/apartment-doors', t.boss, {
      apartmentId: t.east,
      devIds: [intercom.id],
    });
    expect([bad.status, bad.json.msg]).toEqual([400, '只能统一分配公寓的公共门禁']);

    // The edit dialog: this resident also gets the door unit, given by the boss.
    const grant = await t.call('PUT', '/api/access/permissions', t.boss, {
      houseId: room.id,
      userId: resident!.id,
      devIds: [main.id, unit.id],
    });
    expect(grant.json.msg).toBe('授权成功');
    expect(grant.json.data.devs.find((d: any) => d.deviceId === unit.id)).toMatchObject({ managerName: '王老板' });
    expect(await doorUids('DU-DH-1')).toContain(resident!.id);
    // Another room's intercom is not offered to this room.
    const other = await t.call('PUT', '/api/access/permissions', t.boss, {
      houseId: room.id,
      userId: resident!.id,
      devIds: [intercom.id],
    });
    expect([other.status, other.json.msg]).toEqual([400, '所选设备不属于该房间或公寓']);
    // Untick all: the resident opens nothing.
    await t.call('PUT', '/api/access/permissions', t.boss, { houseId: room.id, userId: resident!.id, devIds: [] });
    expect(await doorUids('DC-DH-1')).not.toContain(resident!.id);
    const [row] = (
      await permissionsOf((await t.h.db.select().from(leaseTenants).where(eq(leaseTenants.id, resident!.id)))[0]!.name)
    ).filter((r: any) => r.userId === resident!.id);
    expect(row.devs).toEqual([]);
    // None chosen: every public door for everyone, as for a tenant whose lease takes effect.
    await t.call('PUT', '/api/access/apartment-doors', t.boss, { apartmentId: t.east, devIds: [] });
    expect(await doorUids('DC-DH-1')).toContain(resident!.id);
    expect(await doorUids('DU-DH-1')).toContain(resident!.id);
  });

  it('a resident added to a lease in effect gets its doors; moving out takes them', async () => {
    const room = await t.freeRoom('东湖公寓', 22);
    const leaseId = await leaseInEffect(room);
    const added = await t.call('POST', '/api/residents', t.boss, {
      leaseId,
      name: '王小明',
      sex: 1,
      idNumberType: 0,
      idNumber: `11010119900307123${idCardCheckChar('11010119900307123')}`,
      country: '中国',
      idCardAddress: '北京市东城区王府井1号',
      residentialAddress: '杭州市上城区东湖路8号',
      phone: '13712345678',
      startDate: '2026-11-25',
    });
    expect(added.status).toBe(200);
    const id = added.json.data.id;
    expect(await doorUids('DC-DH-1')).toContain(id);
    expect((await t.call('POST', `/api/residents/${id}/move-out`, t.boss, {})).status).toBe(200);
    expect(await doorUids('DC-DH-1')).not.toContain(id);
  });

  it('finds a resident by whole ID number only, and keeps other organisations and staff out', async () => {
    const room = await t.freeRoom('西城公寓', 3);
    const leaseId = await leaseInEffect(room);
    const [resident] = await t.h.db.select().from(leaseTenants).where(eq(leaseTenants.leaseId, leaseId));
    const byId = async (idCard: string) =>
      (await t.call('GET', `/api/access/permissions?idCard=${idCard}&size=100`, t.boss)).json.data.records;
    expect((await byId(resident!.idNumber)).map((r: any) => r.userId)).toContain(resident!.id);
    expect(await byId(resident!.idNumber.slice(0, 6))).toEqual([]);
    // Staff of 东湖 only: not this 西城 resident, nor 西城's doors.
    const staff = (await t.call('GET', '/api/access/permissions?size=100', t.staff)).json.data.records;
    expect(staff.every((r: any) => r.apartmentId === t.east)).toBe(true);
    expect((await t.call('GET', `/api/access/apartment-doors?apartmentId=${t.west}`, t.staff)).status).toBe(404);
    const edit = { houseId: room.id, userId: resident!.id, devIds: [] };
    expect((await t.call('PUT', '/api/access/permissions', t.staff, edit)).status).toBe(404);
    expect((await t.call('PUT', '/api/access/permissions', t.otherBoss, edit)).status).toBe(404);
    expect((await t.call('GET', '/api/access/permissions?size=100', t.otherBoss)).json.data.total).toBe(0);
    expect(
      (await t.call('PUT', '/api/access/apartment-doors', t.otherBoss, { apartmentId: t.west, devIds: [] })).status,
    ).toBe(404);
  });
});
