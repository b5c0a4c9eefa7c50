/**
 * Visitor passes through HTTP (issue 18.4; /tempAuthorization): a pass for an apartment's public doors during a
 * window, shown as a QR payload; the simulated door checks it by itself at its scanner
 * (POST /api/simulator/doors/{sn}/scan): inside the window only, not after it is withdrawn (as soon as the door is
 * reached), never at another apartment's door or a room's device; other organisations and staff outside the project
 * are kept out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Harness, type Tokens } from './harness';
import { PASS_REASON } from '../../sync/rules/hardware/visitor-pass';

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

const HOUR = 3_600_000;
const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });
const scan = async (sn: string, payload: string) =>
  (await h.call('POST', `/api/simulator/doors/${sn}/scan`, { json: { payload } })).json.data as {
    opened: boolean;
    reason: string;
  };
const newPass = (over: Record<string, unknown> = {}, token = tk.boss) =>
  call('POST', '/api/access/passes', token, {
    apartmentId: east,
    visitorName: '保洁小李',
    visitorPhone: '13912340000',
    validFrom: h.deps.now(),
    validTo: h.deps.now() + 2 * HOUR,
    ...over,
  });

describe('visitor passes', () => {
  it('opens the apartment’s public doors inside the window, and no other door', async () => {
    const made = await newPass();
    expect(made.json).toMatchObject({
      msg: '授权成功',
      data: { state: 'valid', apartmentId: east, createdByName: '王老板' },
    });
    const { payload } = made.json.data;
    expect(payload).toMatch(/^AP1\./);
    expect(await scan('DC-DH-1', payload)).toEqual({ opened: true, reason: PASS_REASON.opened });
    expect(await scan('DU-DH-1', payload)).toEqual({ opened: true, reason: PASS_REASON.opened });
    // A room's intercom and another apartment's door do not take visitor passes of 东湖.
    expect((await scan('IC-DH-1', payload)).opened).toBe(false);
    expect((await scan('DU-XC-1', payload)).opened).toBe(false);
    // A payload changed by hand (a longer window) is refused.
    const [ap, id, from, until, mac] = payload.split('.');
    expect(await scan('DC-DH-1', [ap, id, from, Number(until) + 600, mac].join('.'))).toEqual({
      opened: false,
      reason: PASS_REASON.invalid,
    });
    // After its end (and the minute of skew), refused.
    h.advance(2 * HOUR + 2 * 60_000);
    expect(await scan('DC-DH-1', payload)).toEqual({ opened: false, reason: PASS_REASON.expired });
    const list = await call('GET', `/api/access/passes?apartmentId=${east}`, tk.boss);
    expect(list.json.data.records.find((p: any) => p.passId === made.json.data.passId)).toMatchObject({
      state: 'expired',
      payload: '',
    });
  });

  it('refuses a pass before its window', async () => {
    const made = await newPass({ validFrom: h.deps.now() + 3 * HOUR, validTo: h.deps.now() + 5 * HOUR });
    expect(made.json.data.state).toBe('waiting');
    expect(await scan('DC-DH-1', made.json.data.payload)).toEqual({ opened: false, reason: PASS_REASON.early });
    h.advance(3 * HOUR);
    expect((await scan('DC-DH-1', made.json.data.payload)).opened).toBe(true);
  });

  it('withdraws a pass: a door in reach refuses it at once, one out of reach as soon as it is reached', async () => {
    const made = await newPass();
    const { passId, payload } = made.json.data;
    const state = (sn: string, online: boolean) =>
      h.call('POST', `/api/simulator/doors/${sn}/state`, { json: { online } });
    await state('DU-DH-1', false);
    expect((await call('DELETE', `/api/access/passes/${passId}`, tk.boss)).json.msg).toBe('撤回成功');
    expect(await scan('DC-DH-1', payload)).toEqual({ opened: false, reason: PASS_REASON.withdrawn });
    // The door unit did not hear of it: it still lets the visitor in…
    expect((await scan('DU-DH-1', payload)).opened).toBe(true);
    // …until it is reached again (the device list finds it back and hands it what it is owed).
    await state('DU-DH-1', true);
    await call('GET', `/api/access/devices?tab=3&apartmentId=${east}`, tk.boss);
    expect(await scan('DU-DH-1', payload)).toEqual({ opened: false, reason: PASS_REASON.withdrawn });
    const row = (await call('GET', '/api/access/passes?size=100', tk.boss)).json.data.records.find(
      (p: any) => p.passId === passId,
    );
    expect(row).toMatchObject({ state: 'revoked', payload: '' });
  });

  it('checks the form', async () => {
    const now = h.deps.now();
    const cases: [Record<string, unknown>, string][] = [
      [{ validFrom: now + HOUR, validTo: now }, '生效时间不能大于失效时间'],
      [{ validFrom: now - 3 * HOUR, validTo: now - HOUR }, '失效时间不能早于现在'],
      [{ validTo: now + 8 * 24 * HOUR }, '访客通行时长不能超过7天'],
      [{ visitorName: ' ' }, '请输入访客姓名'],
      [{ visitorPhone: '12345' }, '请输入正确的手机号'],
      [{ apartmentId: '' }, '请先选择公寓'],
    ];
    for (const [over, msg] of cases) {
      const r = await newPass(over);
      expect([r.status, r.json.msg]).toEqual([400, msg]);
    }
    expect((await scan('DC-DH-1', 'hello')).reason).toBe(PASS_REASON.invalid);
    expect((await h.call('POST', '/api/simulator/doors/NOPE/scan', { json: { payload: 'x' } })).status).toBe(404);
  });

  it('keeps other organisations and staff without the permission out', async () => {
    const made = await newPass({ apartmentId: west });
    const passId = made.json.data.passId;
    // The demo staff's role has no 临时授权: refused outright.
    expect((await newPass({ apartmentId: east }, tk.staff)).status).toBe(403);
    expect((await call('GET', '/api/access/passes', tk.staff)).status).toBe(403);
    expect((await call('DELETE', `/api/access/passes/${passId}`, tk.otherBoss)).status).toBe(404);
    expect((await newPass({ apartmentId: west }, tk.otherBoss)).status).toBe(404);
    expect((await call('GET', '/api/access/passes?size=100', tk.otherBoss)).json.data.total).toBe(0);
  });
});
