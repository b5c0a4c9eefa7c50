import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, loginAll, upload, uploadWith, type Harness, type Tokens } from './harness';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { patchPayConfigs } from './factories/money';
import { paymentOrders } from '../../api/payments/schema';
import { MAX_UPLOAD_BYTES } from '../../sync/rules/common/validators';
import { scanPayFee } from '../../sync/rules/deposits/deposit-rules';
import { SETTLE_STATUS, settlementFee } from '../../sync/rules/payments/settlement';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('personal profile', () => {
  let h: Harness;
  let tk: Tokens;
  beforeEach(async () => {
    h = await makeHarness();
    tk = await loginAll(h);
  });
  const get = (token: string) => h.call('GET', '/api/personal/profile', { token });
  const put = (token: string, json: unknown) => h.call('PUT', '/api/personal/profile', { token, json });

  it("is the signed-in account's own: name, nickname, phone, avatar, type, organisation", async () => {
    expect((await get(tk.staff)).json.data).toMatchObject({
      name: '张管家',
      nickname: '小张',
      phone: '13800000003',
      picture: null,
      userType: 2,
      orgName: '示例公寓',
    });
    expect((await get(tk.otherBoss)).json.data).toMatchObject({ name: '赵老板', orgName: '城南寓所', userType: 0 });
    expect((await h.call('GET', '/api/personal/profile')).status).toBe(401);
  });

  it('changes the nickname (trimmed) and the avatar; the login profile shows them', async () => {
    const pic = await upload(h, tk.staff);
    const r = await put(tk.staff, { nickname: '  张三丰 ', picture: pic });
    expect([r.status, r.json.msg]).toEqual([200, '修改成功']);
    expect(r.json.data).toMatchObject({ nickname: '张三丰', picture: pic, phone: '13800000003' });
    expect((await get(tk.staff)).json.data).toMatchObject({ nickname: '张三丰', picture: pic });
    expect((await h.call('GET', '/api/auth/profile', { token: tk.staff })).json.data).toMatchObject({
      nickname: '张三丰',
      picture: pic,
    });
    // The avatar is seen by the organisation (the staff list shows it), not by another one.
    const path = new URL(pic, 'http://x').pathname;
    expect((await h.call('GET', path, { token: tk.boss })).status).toBe(200);
    expect((await h.call('GET', path, { token: tk.otherBoss })).status).toBe(404);
    // Nobody else's account changed.
    expect((await get(tk.manager)).json.data).toMatchObject({ nickname: '李店长', picture: null });
    // Keeping the avatar, then removing it.
    expect((await put(tk.staff, { nickname: '小张', picture: pic })).status).toBe(200);
    expect((await put(tk.staff, { nickname: '小张', picture: null })).json.data.picture).toBeNull();
    // The operation log says what changed, in Chinese (one clock instant here: compared as a set).
    const logged = await h.call('GET', '/api/admin/logs?phone=13800000003&context=修改个人信息', { token: tk.boss });
    expect(logged.json.data.records.map((r: { context: string }) => r.context).sort()).toEqual(
      ['修改个人信息 删除头像', '修改个人信息 昵称 小张', '修改个人信息 昵称 张三丰、更换头像'].sort(),
    );
  });

  it('refuses an empty or too long nickname with the message', async () => {
    for (const [body, msg] of [
      [{ nickname: '   ', picture: null }, '请输入昵称'],
      [{ picture: null }, '请输入昵称'],
      [{ nickname: '长'.repeat(21), picture: null }, '昵称不能超过20个字'],
    ] as const) {
      const r = await put(tk.manager, body);
      expect([r.status, r.json.msg]).toEqual([400, msg]);
    }
    expect((await put(tk.manager, { nickname: '长'.repeat(20), picture: null })).status).toBe(200);
  });

  it("refuses an avatar that is not the user's own picture upload", async () => {
    const gone = '头像图片不存在或已失效，请重新上传';
    const bosses = await upload(h, tk.boss);
    const others = await upload(h, tk.otherBoss);
    const personal = (await uploadWith(h, tk.staff, { purpose: 'personal' })).json.data[0] as string;
    for (const picture of [bosses, others, personal, '/api/upload/files/AAAAAAAAAAAAAAAAAAAAAAAA', 'http://x/a.png']) {
      const r = await put(tk.staff, { nickname: '小张', picture });
      expect([r.status, r.json.msg], picture).toEqual([400, gone]);
    }
    expect((await get(tk.staff)).json.data.picture).toBeNull();
  });

  it('an avatar over 10 MB is refused by the upload with the message', async () => {
    const r = await uploadWith(h, tk.staff, { bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) });
    expect([r.status, r.json.msg]).toEqual([413, '上传头像图片大小不能超过 10MB!']);
  });
});

describe('settlement of scan-to-pay trades (T+1, fee at the trade’s rate)', () => {
  let t: LeasesHarness;
  /** Unpaid bills of a 西城 lease signed by the boss. */
  let bossBills: { leaseId: string; pkIds: string[]; amount: number };
  let managerBills: { leaseId: string; pkIds: string[]; amount: number };
  // One harness for the whole block: each test moves the clock on from where the last left it.
  /** Fresh sessions after the clock moved on (an idle session ends). */
  let tk: Tokens;
  const advance = async (ms: number) => {
    t.h.advance(ms);
    tk = await loginAll(t.h);
  };
  beforeAll(async () => {
    t = await leasesHarness();
    tk = t;
    const of = async (token: string, n: number) => {
      const leaseId = await t.signLease(token, await t.freeRoom('西城公寓', n));
      const bills = await t.billsOf(leaseId);
      return { leaseId, pkIds: [bills[0]!.id as string], amount: bills[0]!.account_receivable as number };
    };
    bossBills = await of(tk.boss, 0);
    managerBills = await of(tk.manager, 1);
  }, 60_000);

  /** Makes the bills' QR code as `token` (payType 1 WeChat, 2 Alipay) and, unless `unpaid`, pays it in the sandbox. */
  async function trade(token: string, src: typeof bossBills, payType: 1 | 2, unpaid = false) {
    const r = await t.call('POST', '/api/payments/bills-qr', token, {
      leaseId: src.leaseId,
      pkIds: src.pkIds,
      payType,
    });
    expect(r.status, r.text).toBe(200);
    if (!unpaid) {
      const path = new URL(r.json.data.codeUrl as string).pathname;
      expect((await t.h.call('POST', `${path}/pay`)).text).toContain('支付成功');
    }
    return r.json.data as { orderNo: string; tradeNo: string; total: number; amount: number };
  }
  const sums = (token: string) => t.call('GET', '/api/personal/settlement/sums', token);
  const records = (token: string, q = '') => t.call('GET', `/api/personal/settlement${q}`, token);
  const real = (total: number, bp = 60) => total - settlementFee(total, bp);

  let b1: Awaited<ReturnType<typeof trade>>;
  let m1: Awaited<ReturnType<typeof trade>>;

  it("today's trades settle tomorrow: the boss sees the organisation's, a manager their own", async () => {
    // 2026-11-22 10:00 Shanghai.
    b1 = await trade(tk.boss, bossBills, 1);
    m1 = await trade(tk.manager, managerBills, 2);
    await trade(tk.boss, bossBills, 1, true); // never paid: no settlement
    expect(b1.total).toBe(b1.amount + scanPayFee(b1.amount, 60));
    // The channel keeps its fee on what the payer paid: the business receives the bills' amount.
    expect(real(b1.total)).toBe(bossBills.amount);

    const boss = (await sums(tk.boss)).json.data;
    expect(boss).toEqual({
      yesterdaySum: 0,
      todaySum: real(b1.total) + real(m1.total),
      today: '2026-11-22',
      tomorrow: '2026-11-23',
    });
    expect((await sums(tk.manager)).json.data).toMatchObject({ yesterdaySum: 0, todaySum: real(m1.total) });
    expect((await sums(tk.staff)).json.data).toMatchObject({ yesterdaySum: 0, todaySum: 0 });
    expect((await sums(tk.otherBoss)).json.data).toMatchObject({ yesterdaySum: 0, todaySum: 0 });

    // The records of the 23rd: both trades, still 结算中 (0).
    const r = (await records(tk.boss, '?reconDate=2026-11-23')).json.data;
    expect(r).toMatchObject({
      reconDate: '2026-11-23',
      total: 2,
      sumA: b1.total + m1.total,
      serviceA: settlementFee(b1.total, 60) + settlementFee(m1.total, 60),
      realA: real(b1.total) + real(m1.total),
    });
    const [first, second] = r.tradeHisList;
    expect(first).toMatchObject({ status: SETTLE_STATUS.settling, settleDate: '2026-11-23' });
    expect(new Set([first.method, second.method])).toEqual(new Set(['WXZF', 'ZFBZF']));
    const mine = (await records(tk.manager, '?reconDate=2026-11-23')).json.data;
    expect(mine.tradeHisList).toEqual([
      {
        tradeNo: m1.tradeNo,
        orderNo: m1.orderNo,
        amount: m1.total,
        fee: settlementFee(m1.total, 60),
        method: 'ZFBZF',
        tradeDate: t.h.deps.now(),
        realAmount: real(m1.total),
        settleDate: '2026-11-23',
        status: SETTLE_STATUS.settling,
        operator: '李店长',
      },
    ]);
    expect((await records(tk.staff, '?reconDate=2026-11-23')).json.data).toMatchObject({ total: 0, sumA: 0 });
    expect((await records(tk.otherBoss, '?reconDate=2026-11-23')).json.data).toMatchObject({ total: 0, sumA: 0 });
    // By default the records are yesterday's (the last settlement day that is over): nothing was paid on the 20th.
    expect((await records(tk.boss)).json.data).toMatchObject({ reconDate: '2026-11-21', total: 0, tradeHisList: [] });
  });

  it('the next day they are what settles today; a trade keeps the rate it was made with', async () => {
    await advance(DAY); // 2026-11-23 10:00
    await patchPayConfigs(t.h.db, t.orgId, { disRatioBp: 100 });
    const b2 = await trade(tk.boss, bossBills, 2);
    expect((await sums(tk.boss)).json.data).toEqual({
      yesterdaySum: real(b1.total) + real(m1.total),
      todaySum: real(b2.total, 100),
      today: '2026-11-23',
      tomorrow: '2026-11-24',
    });
    expect((await sums(tk.manager)).json.data).toMatchObject({ yesterdaySum: real(m1.total), todaySum: 0 });
    const r = (await records(tk.boss, '?reconDate=2026-11-24')).json.data;
    expect(r.tradeHisList).toHaveLength(1);
    expect(r.tradeHisList[0]).toMatchObject({
      tradeNo: b2.tradeNo,
      fee: settlementFee(b2.total, 100),
      status: SETTLE_STATUS.settling,
    });
    // The 23rd is still being settled today.
    expect((await records(tk.boss, '?reconDate=2026-11-23')).json.data.tradeHisList.map((x: any) => x.status)).toEqual([
      0, 0,
    ]);
  });

  it('once the settlement day is over the trades are 成功 (100); a paid trade a minute before midnight is of that day', async () => {
    // 2026-11-23 23:59 Shanghai.
    await advance(13 * HOUR + 59 * 60_000);
    const late = await trade(tk.manager, managerBills, 1);
    await advance(2 * 60_000); // 2026-11-24 00:01
    const early = await trade(tk.manager, managerBills, 1);
    await advance(DAY); // 2026-11-25 00:01
    const r = (await records(tk.manager)).json.data;
    expect(r.reconDate).toBe('2026-11-24');
    expect(r.tradeHisList.map((x: any) => [x.tradeNo, x.status, x.settleDate])).toEqual([
      [late.tradeNo, 100, '2026-11-24'],
    ]);
    expect((await sums(tk.manager)).json.data).toMatchObject({ yesterdaySum: real(early.total, 100), todaySum: 0 });
    const boss = (await records(tk.boss, '?reconDate=2026-11-23')).json.data;
    expect(boss.tradeHisList.map((x: any) => x.status)).toEqual([100, 100]);
    expect(boss.realA).toBe(real(b1.total) + real(m1.total));
  });

  it('pages 10 at a time, newest first, with the sums over the whole date', async () => {
    const made = [];
    for (let i = 0; i < 11; i++) {
      await advance(60_000);
      made.push(await trade(tk.boss, bossBills, i % 2 ? 1 : 2));
    }
    await advance(DAY);
    const p1 = (await records(tk.boss, '?reconDate=2026-11-26')).json.data;
    const p2 = (await records(tk.boss, '?reconDate=2026-11-26&current=2')).json.data;
    expect([p1.total, p1.pages, p1.tradeHisList.length, p2.tradeHisList.length]).toEqual([11, 2, 10, 1]);
    expect([...p1.tradeHisList, ...p2.tradeHisList].map((x: any) => x.tradeNo)).toEqual(
      made.map((m) => m.tradeNo).reverse(),
    );
    const totals = made.reduce((s, m) => s + m.total, 0);
    const fees = made.reduce((s, m) => s + settlementFee(m.total, 100), 0);
    expect(p2).toMatchObject({ sumA: totals, serviceA: fees, realA: totals - fees });
  });

  it('refuses a date that is not one with the message', async () => {
    for (const q of ['?reconDate=2026-02-30', '?reconDate=20261122', '?reconDate=']) {
      const r = await records(tk.boss, q);
      expect([r.status, r.json.msg], q).toEqual([400, '请选择正确的结算日期']);
    }
    expect((await records(tk.boss, '?size=101')).status).toBe(400);
  });
});

describe('the demo’s settlement (running-lease demo)', () => {
  let h: Harness;
  let tk: Tokens;
  beforeAll(async () => {
    h = await makeHarness({ runningLeases: true });
    tk = await loginAll(h);
  }, 180_000);

  it('has a week of scan-to-pay trades, booked on their bills: settled ones, and today’s and tomorrow’s awaited', async () => {
    const sums = (await h.call('GET', '/api/personal/settlement/sums', { token: tk.boss })).json.data;
    expect(sums.yesterdaySum).toBeGreaterThan(0);
    expect(sums.todaySum).toBeGreaterThan(0);
    const y = (await h.call('GET', '/api/personal/settlement', { token: tk.boss })).json.data;
    expect(y.total).toBeGreaterThan(0);
    expect(y.tradeHisList.every((r: any) => r.status === SETTLE_STATUS.settled)).toBe(true);
    expect(y.realA).toBe(y.sumA - y.serviceA);
    // Every demo trade was booked on its bills (none left to refund).
    const orders = await h.db.select().from(paymentOrders);
    // Up to nine: leases whose next bill is due in more than ten days, but not the two the tenant pages welcome.
    expect(orders.length).toBeGreaterThanOrEqual(4);
    expect(orders.length).toBeLessThanOrEqual(9);
    expect(orders.every((o) => o.outcome === 'paid' && o.appliedAt !== null)).toBe(true);
    // 李店长 sees only the trades 李店长 collected.
    const mine = (await h.call('GET', '/api/personal/settlement/sums', { token: tk.manager })).json.data;
    expect(mine.yesterdaySum + mine.todaySum).toBeLessThan(sums.yesterdaySum + sums.todaySum);
  });
});
