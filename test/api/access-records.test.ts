/**
 * Door openings and the door-access log through HTTP (issue 18.5; /openDoor, /AccessLog; spec part 3 §2.4): a
 * visitor's QR opening reported by the simulated door reaches the open records with the visitor's name, a remote
 * opening (and a refused one, the device out of reach) is recorded with who asked, the filters of §2.4, and the log
 * of what changed (devices, passes, permissions, reach); other organisations and staff outside the project see none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Harness, type Tokens } from './harness';
import { ACCESS_OPEN_RESULT, ACCESS_OPEN_TYPE } from '../../sync/rules/hardware/access-rules';
import { shanghaiToday, addDays } from '../../sync/rules/common/shanghai-time';

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
const records = async (query: string, token = tk.boss) =>
  (await call('GET', `/api/access/open-records?size=100&${query}`, token)).json.data.records as any[];
const deviceId = async (sn: string) =>
  (
    await call('GET', `/api/access/devices?tab=${sn.startsWith('DU') ? 3 : 1}&size=100`, tk.boss)
  ).json.data.records.find((d: any) => d.devSn === sn).id as string;

describe('door openings', () => {
  it('records a visitor’s QR opening as the door reports it, and a remote opening with who asked', async () => {
    const now = h.deps.now();
    const pass = await call('POST', '/api/access/passes', tk.boss, {
      apartmentId: east,
      visitorName: '快递小哥',
      visitorPhone: '13912349999',
      validFrom: now,
      validTo: now + 3_600_000,
    });
    const scan = await h.call('POST', '/api/simulator/doors/DU-DH-1/scan', {
      json: { payload: pass.json.data.payload },
    });
    expect(scan.json.data.opened).toBe(true);
    const [qr] = await records(`apartmentId=${east}&name=${encodeURIComponent('快递')}`);
    expect(qr).toMatchObject({
      doorName: '1号楼门口机',
      devSn: 'DU-DH-1',
      openStatus: ACCESS_OPEN_RESULT.opened,
      openStatusName: '成功',
      openType: ACCESS_OPEN_TYPE.qr,
      openTypeName: '二维码',
      userName: '访客 快递小哥',
      phone: '13912349999',
      detail: '已开门',
    });
    // Taken once: a second look does not record it again.
    expect(await records(`name=${encodeURIComponent('快递')}`)).toHaveLength(1);

    const open = await call('POST', `/api/access/devices/${await deviceId('DC-DH-1')}/open`, tk.manager, {});
    expect(open.json).toMatchObject({ msg: '开门成功', data: { result: 'opened' } });
    const [remote] = await records(`phone=13800000002`);
    expect(remote).toMatchObject({
      doorName: '大门门禁',
      openTypeName: '远程',
      userName: '李店长',
      openStatus: ACCESS_OPEN_RESULT.opened,
    });
  });

  it('records a remote opening refused by a door out of reach', async () => {
    // 西城's gateway is offline in the demo: its main door cannot be reached.
    const open = await call('POST', `/api/access/devices/${await deviceId('DC-XC-1')}/open`, tk.boss, {});
    expect(open.json).toMatchObject({ msg: '设备离线，请稍后重试', data: { result: 'offline' } });
    const [r] = await records(`apartmentId=${west}`);
    expect(r).toMatchObject({ doorName: '大门门禁', openStatus: ACCESS_OPEN_RESULT.failed, detail: '设备离线' });
  });

  it('filters by days (Asia/Shanghai) and keeps other organisations and staff out', async () => {
    const today = shanghaiToday(h.deps.now());
    expect((await records(`startDate=${today}&endDate=${today}`)).length).toBeGreaterThan(0);
    expect(await records(`startDate=${addDays(today, 1)}`)).toEqual([]);
    const bad = await call('GET', `/api/access/open-records?startDate=${today}&endDate=${addDays(today, -1)}`, tk.boss);
    expect([bad.status, bad.json.msg]).toEqual([400, '开始日期不能晚于结束日期']);
    expect((await call('GET', '/api/access/open-records', tk.otherBoss)).json.data.total).toBe(0);
    // The demo staff may see door openings (门禁开门记录), of 东湖 only; not the log (门禁日志).
    const staff = await records('', tk.staff);
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((r: any) => r.apartmentName === '东湖公寓')).toBe(true);
    expect((await call('GET', '/api/access/log', tk.staff)).status).toBe(403);
    expect((await call('POST', `/api/access/devices/${await deviceId('DC-XC-1')}/open`, tk.staff, {})).status).toBe(
      404,
    );
    expect((await call('POST', `/api/access/devices/${await deviceId('DC-XC-1')}/open`, tk.otherBoss, {})).status).toBe(
      404,
    );
  });
});

describe('the door-access log', () => {
  it('tells what changed: devices, passes, reach, with who did it', async () => {
    await call('POST', '/api/access/devices', tk.boss, {
      devType: 1,
      apartmentId: east,
      name: '侧门门禁',
      sn: 'DC-LOG-1',
      ncuSn: 'N1',
      netSn: 'N2',
    });
    await h.call('POST', '/api/simulator/doors/DC-LOG-1/state', { json: { online: false } });
    await call('GET', `/api/access/devices?tab=1&name=${encodeURIComponent('侧门')}`, tk.boss);
    const log = (await call('GET', `/api/access/log?apartmentId=${east}&size=100`, tk.boss)).json.data.records as any[];
    expect(log.map((l) => [l.kindName, l.detail, l.byName])).toEqual(
      expect.arrayContaining([
        ['设备变更', '添加网络控制器：侧门门禁（DC-LOG-1）', '王老板'],
        ['在线状态', '侧门门禁离线', ''],
        ['访客通行', expect.stringMatching(/^访客通行：快递小哥，/), '王老板'],
        ['远程开门', '远程开门：大门门禁', '李店长'],
      ]),
    );
    expect((await call('GET', '/api/access/log', tk.otherBoss)).json.data.total).toBe(0);
  });
});
