/**
 * Door-access devices and gateways through HTTP (issue 18; spec part 3 §2.1, §5, §7 "Devices and meters"): adding
 * each kind through the connector (simulator) with the fields its dialog requires, the tabs' lists and filters,
 * editing, removing, the gateway list with its devices, and a device behind an offline gateway shown offline; other
 * organisations and staff outside the project see nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signedIn, type Harness, type Tokens } from './harness';
import { simDoors } from '../../api/hardware/access/connector/simulator/schema';
import { rooms } from '../../api/houses/schema';
import { DEVICE_ONLINE, ISCON } from '../../sync/rules/hardware/access-rules';

const { online: ON, offline: OFF } = DEVICE_ONLINE;

let h: Harness;
let tk: Tokens;
let east: string;
let west: string;
beforeAll(async () => {
  const s = await signedIn();
  h = s.h;
  tk = s;
  east = s.east;
  west = s.west;
});

const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });
const controller = (sn: string, more: Record<string, unknown> = {}) => ({
  devType: 1,
  apartmentId: east,
  name: `东门${sn}`,
  sn,
  doorkeySign: 'F01',
  doorMaxnum: 'M1',
  ncuSn: `NCU${sn}`,
  netSn: `NET${sn}`,
  ...more,
});
const roomOf = async (aptId: string) =>
  (await h.db.select().from(rooms).where(eq(rooms.apartmentId, aptId)).limit(1))[0]!;

describe('gateways', () => {
  it('adds a gateway, lists it with its device count, offers it in the picker, renames and removes it', async () => {
    const add = await call('POST', '/api/gateways', tk.boss, { apartmentId: east, name: '东湖1号网关', sn: 'GW-T-1' });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({
      msg: '添加成功',
      data: { portName: '东湖1号网关', onlineStatus: ON, devices: 0 },
    });
    const gid = add.json.data.id;
    const opts = await call('GET', `/api/gateways/options?apartmentId=${east}`, tk.boss);
    expect(opts.json.data).toContainEqual({ id: gid, portName: '东湖1号网关', onlineStatus: ON });
    expect((await call('GET', `/api/gateways/options?apartmentId=${west}`, tk.boss)).json.data).not.toContainEqual(
      expect.objectContaining({ id: gid }),
    );
    // A device on it: counted, listed, and the gateway cannot go while it holds one.
    const dev = await call('POST', '/api/access/devices', tk.boss, controller('DC-T-1', { gatewayId: gid }));
    expect(dev.status).toBe(200);
    const list = await call('GET', `/api/gateways?apartmentId=${east}`, tk.boss);
    expect(list.json.data.records.find((g: any) => g.id === gid)).toMatchObject({ devices: 1, sn: 'GW-T-1' });
    const devices = await call('GET', `/api/gateways/${gid}/devices`, tk.boss);
    expect(devices.json.data).toEqual([
      expect.objectContaining({ kind: 'door', sn: 'DC-T-1', typeName: '网络控制器', houseName: '公共区域' }),
    ]);
    const busy = await call('DELETE', `/api/gateways/${gid}`, tk.boss);
    expect(busy.status).toBe(409);
    expect(busy.json.msg).toBe('网关下还有设备，请先移除设备');
    expect((await call('PUT', `/api/gateways/${gid}`, tk.boss, { name: '东湖主网关' })).json.data.portName).toBe(
      '东湖主网关',
    );
    expect((await call('DELETE', `/api/access/devices/${dev.json.data.id}`, tk.boss)).json.msg).toBe('删除成功');
    expect((await call('DELETE', `/api/gateways/${gid}`, tk.boss)).json.msg).toBe('删除成功');
    expect((await call('GET', `/api/gateways/${gid}/devices`, tk.boss)).status).toBe(404);
    // The vendor forgot both: the serials can be used again.
    expect(await h.db.select().from(simDoors).where(eq(simDoors.sn, 'GW-T-1'))).toHaveLength(0);
    expect(
      (await call('POST', '/api/gateways', tk.boss, { apartmentId: east, name: '再来', sn: 'GW-T-1' })).status,
    ).toBe(200);
  });

  it('refuses a taken serial, a bad serial and a missing name', async () => {
    await call('POST', '/api/gateways', tk.boss, { apartmentId: east, name: 'A', sn: 'GW-T-2' });
    const again = await call('POST', '/api/gateways', tk.boss, { apartmentId: west, name: 'B', sn: 'GW-T-2' });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('设备序列号已存在');
    const bad = await call('POST', '/api/gateways', tk.boss, { apartmentId: east, name: 'C', sn: '网关 1' });
    expect(bad.json.msg).toBe('网关序列号只能包含字母、数字、下划线和短横线');
    expect((await call('POST', '/api/gateways', tk.boss, { apartmentId: east, name: ' ', sn: 'X1' })).json.msg).toBe(
      '请输入网关名称',
    );
    expect((await call('GET', '/api/gateways/options', tk.boss)).json.msg).toBe('请先选择公寓');
  });
});

describe('door devices', () => {
  it('adds each kind with the fields its dialog requires, and lists them on their tabs', async () => {
    const room = await roomOf(east);
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...controller('DC-R-1'), ncuSn: '' }, '请输入控制器序列号'],
      [{ ...controller('DC-R-1'), netSn: '' }, '请输入网络控制器序列号'],
      [{ devType: 2, apartmentId: east, name: '对讲', sn: 'IC-R-1', devPass: '1234' }, '请选择房间'],
      [{ devType: 2, apartmentId: east, name: '对讲', sn: 'IC-R-1', houseId: room.id }, '请输入操作密码'],
      [
        { devType: 2, apartmentId: east, name: '对讲', sn: 'IC-R-1', houseId: room.id, devPass: '12' },
        '操作密码为4至12位数字',
      ],
      [{ devType: 3, apartmentId: east, name: '门口机', sn: 'DU-R-1' }, '请选择门口机类型'],
      [{ devType: 5, apartmentId: east, name: '门口机', sn: 'DU-R-1' }, '请选择设备类型'],
      [{ ...controller('DC-R-1'), apartmentId: '' }, '请先选择公寓'],
      [{ ...controller('DC-R-1'), houseId: (await roomOf(west)).id }, '房间不属于所选公寓'],
    ];
    for (const [body, msg] of refusals) {
      const r = await call('POST', '/api/access/devices', tk.boss, body);
      expect([r.status, r.json.msg]).toEqual([400, msg]);
    }
    const ic = await call('POST', '/api/access/devices', tk.boss, {
      devType: 2,
      apartmentId: east,
      name: '101可视对讲',
      sn: 'IC-T-1',
      houseId: room.id,
      devPass: '123456',
    });
    expect(ic.json.data).toMatchObject({ devTypeName: '对讲机', houseName: room.houseNumber, devStatusName: '正常' });
    const du = await call('POST', '/api/access/devices', tk.boss, {
      devType: 4,
      apartmentId: east,
      name: '南门门口机',
      sn: 'DU-T-1',
      embedType: 2,
    });
    // A door unit gets its login from provisioning when the form leaves it blank.
    expect(du.json.data).toMatchObject({ embedTypeName: '围墙机', loginName: 'DU-T-1', iscon: 1, isconName: '已连接' });
    expect(du.json.data.loginPass).toMatch(/^\d{6}$/);
    await call('POST', '/api/access/devices', tk.boss, controller('DC-T-2'));

    const tab1 = await call('GET', `/api/access/devices?tab=1&apartmentId=${east}&size=100`, tk.boss);
    const tab3 = await call('GET', `/api/access/devices?tab=3&apartmentId=${east}&size=100`, tk.boss);
    expect(tab1.json.data.records.map((d: any) => d.devSn)).toEqual(expect.arrayContaining(['IC-T-1', 'DC-T-2']));
    expect(tab1.json.data.records.every((d: any) => d.devType === 1 || d.devType === 2)).toBe(true);
    expect(tab3.json.data.records.map((d: any) => d.devSn)).toContain('DU-T-1');
    expect(tab3.json.data.records.map((d: any) => d.devSn)).not.toContain('IC-T-1');
    const byName = await call('GET', `/api/access/devices?tab=1&name=${encodeURIComponent('可视对讲')}`, tk.boss);
    expect(byName.json.data.records.map((d: any) => d.devSn)).toEqual(['IC-T-1']);
    const byHost = await call('GET', '/api/access/devices?tab=1&doorMaxnum=M1', tk.boss);
    expect(byHost.json.data.records.map((d: any) => d.devSn)).toContain('DC-T-2');
    expect((await call('GET', '/api/access/devices?tab=2', tk.boss)).json.msg).toBe('设备类型不正确');
  });

  it('edits a device but not its serial, and checks its kind’s fields again', async () => {
    const add = await call('POST', '/api/access/devices', tk.boss, controller('DC-E-1'));
    const id = add.json.data.id;
    const edit = await call('PUT', `/api/access/devices/${id}`, tk.boss, {
      ...controller('DC-E-1'),
      name: '东湖北门',
      ncuSn: 'NCU-NEW',
    });
    expect(edit.json).toMatchObject({ msg: '修改成功', data: { name: '东湖北门', ncuSn: 'NCU-NEW', devSn: 'DC-E-1' } });
    const missing = await call('PUT', `/api/access/devices/${id}`, tk.boss, { ...controller('DC-E-1'), netSn: '' });
    expect([missing.status, missing.json.msg]).toEqual([400, '请输入网络控制器序列号']);
  });

  it('shows a device offline while its gateway is offline', async () => {
    const gw = await call('POST', '/api/gateways', tk.boss, { apartmentId: east, name: '离线网关', sn: 'GW-OFF' });
    const dev = await call(
      'POST',
      '/api/access/devices',
      tk.boss,
      controller('DC-OFF', { gatewayId: gw.json.data.id }),
    );
    expect(dev.json.data.onlineStatus).toBe(ON);
    const state = (sn: string, json: unknown) => h.call('POST', `/api/simulator/doors/${sn}/state`, { json });
    expect((await state('GW-OFF', { online: false })).json.data).toEqual({
      sn: 'GW-OFF',
      online: false,
      connected: true,
    });
    const list = await call('GET', '/api/access/devices?tab=1&name=DC-OFF', tk.boss);
    expect(list.json.data.records[0]).toMatchObject({ devSn: 'DC-OFF', onlineStatus: OFF });
    const gws = await call('GET', `/api/gateways?apartmentId=${east}&size=100`, tk.boss);
    expect(gws.json.data.records.find((g: any) => g.sn === 'GW-OFF').onlineStatus).toBe(OFF);
    // Back in reach: the gateway and the device behind it show online again.
    await state('GW-OFF', { online: true });
    expect(
      (await call('GET', '/api/access/devices?tab=1&name=DC-OFF', tk.boss)).json.data.records[0].onlineStatus,
    ).toBe(ON);
    expect((await state('NO-SUCH', { online: true })).status).toBe(404);
  });

  it('shows an IP video door unit’s connection as the device says', async () => {
    await call('POST', '/api/access/devices', tk.boss, {
      devType: 4,
      apartmentId: east,
      name: 'IPC',
      sn: 'DU-C-1',
      embedType: 1,
    });
    await h.call('POST', '/api/simulator/doors/DU-C-1/state', { json: { connected: false } });
    const row = (await call('GET', '/api/access/devices?tab=3&name=IPC', tk.boss)).json.data.records[0];
    expect(row).toMatchObject({ iscon: ISCON.no, isconName: '未连接', onlineStatus: ON });
  });

  it('keeps other organisations and staff outside the project out', async () => {
    const west1 = await call('POST', '/api/access/devices', tk.boss, controller('DC-W-1', { apartmentId: west }));
    const id = west1.json.data.id;
    const staff = await call('GET', '/api/access/devices?tab=1&size=100', tk.staff);
    expect(staff.json.data.records.every((d: any) => d.apartmentId === east)).toBe(true);
    expect((await call('PUT', `/api/access/devices/${id}`, tk.staff, controller('DC-W-1'))).status).toBe(404);
    expect((await call('DELETE', `/api/access/devices/${id}`, tk.otherBoss)).status).toBe(404);
    expect((await call('GET', '/api/access/devices?tab=1&size=100', tk.otherBoss)).json.data.total).toBe(0);
    expect(
      (await call('POST', '/api/access/devices', tk.staff, controller('DC-W-2', { apartmentId: west }))).status,
    ).toBe(404);
    expect((await call('GET', `/api/gateways/options?apartmentId=${west}`, tk.otherBoss)).status).toBe(404);
  });
});
