import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goodOrder, TODAY } from './deposits-helpers';
import { PHONES, signedIn } from './harness';
import { DRIVERS } from '../../api/payments/driver';
import { sandboxDriver } from '../../api/payments/sandbox';
import { roomFacts, roomId } from './factories/houses';
import { userByPhone, withdrawPermission } from './factories/leases';
import {
  depositOrder,
  ledgerOfSource,
  patchPayConfigs,
  patchRoom,
  paymentOrderCount,
  removeProjects,
  sandboxTrade,
  setPayConfig,
  setPaymentDriver,
} from './factories/money';
import { ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import { TRADE_STATUS } from '../../api/payments/schema';

/** A signed-in harness with readers of the demo's deposit orders, their ledger rows and room facts. */
async function paymentsHarness() {
  const t = await signedIn();
  const { h } = t;
  const orgId = (await userByPhone(h.db, PHONES.boss)).orgId;
  return {
    ...t,
    orgId,
    call: (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json }),
    room: (apartment: string, houseNumber: string) => roomId(h.db, apartment, houseNumber),
    /** The seeded order of a booker. */
    order: (promiseMan: string) => depositOrder(h.db, { promiseMan }),
    ledger: (orderId: string) => ledgerOfSource(h.db, 'deposit_order', orderId),
    facts: (id: string) => roomFacts(h.db, id),
    withdraw: (roleName: string, [g, c]: [number, number]) => withdrawPermission(h.db, orgId, roleName, g, c),
  };
}

let t: Awaited<ReturnType<typeof paymentsHarness>>;
beforeEach(async () => {
  t = await paymentsHarness();
});

const qr = (token: string, advanceId: string, payType: number) =>
  t.call('POST', '/api/payments/deposit-qr', token, { advanceId, payType });
const refresh = (token: string, houseId: string, orderNo: string) =>
  t.call('POST', '/api/payments/refresh', token, { houseId, orderNo });
/** Opens the sandbox page at codeUrl and presses 确认支付 (the form's POST). */
async function payInSandbox(codeUrl: string) {
  const path = new URL(codeUrl).pathname;
  const page = await t.h.call('GET', path);
  expect(page.status).toBe(200);
  expect(page.text).toContain('确认支付');
  const paid = await t.h.call('POST', `${path}/pay`);
  expect(paid.status).toBe(200);
  expect(paid.text).toContain('支付成功');
}

describe('pay config of a house', () => {
  it('西城公寓 has a config (0.6 %); 东湖公寓 none', async () => {
    const west = await t.call('GET', `/api/payments/config?houseId=${await t.room('西城公寓', '203')}`, t.boss);
    expect(west.json.data).toEqual({
      type: 2,
      payType: 0,
      disRatio: '0.0060',
      disRatioBp: 60,
      disRatioText: '0.60%',
      managerId: null,
    });
    expect(
      (await t.call('GET', `/api/payments/config?houseId=${await t.room('东湖公寓', '104')}`, t.boss)).json.data,
    ).toBeNull();
    expect(
      (await t.call('GET', `/api/payments/config?houseId=${await t.room('西城公寓', '203')}`, t.staff)).status,
    ).toBe(404);
  });
});

describe('scan-to-pay of a deposit order', () => {
  it('without a config says 请先配置支付', async () => {
    const r = await qr(t.staff, (await t.order('陈晓明')).id, 1);
    expect([r.status, r.json.msg]).toEqual([409, '请先配置支付']);
    expect(await paymentOrderCount(t.h.db)).toBe(0);
  });

  it('makes a QR trade with the integer fee; switching channel makes a new one; the sandbox page shows the total', async () => {
    const o = await t.order('郑欣然'); // 600.00 at 0.6 %
    const w = await qr(t.boss, o.id, 1);
    expect(w.status).toBe(200);
    // 60000 × 60 / 9940 = 362.17… → 362 fen.
    expect(w.json.data).toMatchObject({
      amount: 60000,
      fee: 362,
      total: 60362,
      payType: 1,
      houseId: o.room_id,
      disRatio: '0.0060',
    });
    expect(w.json.data.orderNo).toMatch(/^ZF20261122\d{4}$/);
    expect(w.json.data.codeUrl).toBe(`http://localhost/api/payments/sandbox/${w.json.data.tradeNo}`);
    const a = await qr(t.boss, o.id, 2);
    expect(a.json.data.payType).toBe(2);
    expect(a.json.data.orderNo).not.toBe(w.json.data.orderNo);
    expect(a.json.data.tradeNo).not.toBe(w.json.data.tradeNo);
    const page = await t.h.call('GET', new URL(a.json.data.codeUrl).pathname);
    expect(page.text).toContain('¥603.62');
    expect(page.text).toContain('支付宝');
    expect(page.text).toContain('西城公寓 2层 203');
    expect((await t.h.call('GET', '/api/payments/sandbox/SBnope')).status).toBe(404);
    const bad = await qr(t.boss, o.id, 3);
    expect([bad.status, bad.json.msg]).toEqual([400, '请选择微信或支付宝']);
  });

  it('refresh books the payment exactly once: order paid online, one ledger row', async () => {
    const o = await t.order('郑欣然');
    const { orderNo, codeUrl } = (await qr(t.boss, o.id, 1)).json.data;
    const before = await refresh(t.boss, o.room_id, orderNo);
    expect(before.json.data).toMatchObject({ status: 'unpaid', applied: false });
    expect((await t.order('郑欣然')).pay_status).toBe(ORDER_PAY.unpaid);
    await payInSandbox(codeUrl);
    const [first, second] = await Promise.all([
      refresh(t.boss, o.room_id, orderNo),
      refresh(t.boss, o.room_id, orderNo),
    ]);
    expect([first.json.data.applied, second.json.data.applied].sort()).toEqual([false, true]);
    expect(first.json.data.status).toBe('paid');
    const third = await refresh(t.boss, o.room_id, orderNo);
    expect(third.json.data).toMatchObject({ status: 'paid', applied: false, outcome: 'paid' });
    const rows = await t.ledger(o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ in_out: 1, amount: 60000, payment_way: 0, item_name: '定金', bill_type: 13 });
    expect(await t.order('郑欣然')).toMatchObject({ pay_status: ORDER_PAY.paid, pay_way: 0, pay_time: t.h.deps.now() });
    // A paid order carries its terms in the facts (the signing starts from them offline).
    expect((await t.facts(o.room_id)).orders).toEqual([
      {
        id: o.id,
        payStatus: ORDER_PAY.paid,
        createdAt: TODAY,
        terms: expect.objectContaining({ promiseMan: '郑欣然', advanceCost: 60000 }),
      },
    ]);
    // Paid now: no new code, no manual collection.
    const again = await qr(t.boss, o.id, 1);
    expect([again.status, again.json.msg]).toEqual([409, '该订单已收款，无需扫码支付']);
    expect((await t.call('POST', `/api/deposits/${o.id}/collect`, t.boss, { payTime: TODAY, payWay: 1 })).status).toBe(
      409,
    );
    expect(await t.ledger(o.id)).toHaveLength(1);
  });

  it('a trade paid after the order was collected by hand is booked once as an orphan to refund', async () => {
    const o = await t.order('郑欣然');
    const { orderNo, codeUrl } = (await qr(t.boss, o.id, 2)).json.data;
    expect((await t.call('POST', `/api/deposits/${o.id}/collect`, t.boss, { payTime: TODAY, payWay: 1 })).status).toBe(
      200,
    );
    await payInSandbox(codeUrl);
    expect((await refresh(t.boss, o.room_id, orderNo)).json.data).toMatchObject({
      status: 'paid',
      applied: true,
      outcome: 'orphan',
    });
    expect((await refresh(t.boss, o.room_id, orderNo)).json.data.applied).toBe(false);
    const rows = await t.ledger(o.id);
    expect(rows.map((r) => [r.payment_way, r.amount])).toEqual([
      [1, 60000],
      [0, 60000],
    ]);
    expect(rows[1].remark).toContain('待退款');
    expect((await t.order('郑欣然')).pay_way).toBe(1);
  });

  it('a trade paid before its room was deleted is still booked, once, as an orphan to refund', async () => {
    const o = await t.order('郑欣然');
    const { orderNo, codeUrl } = (await qr(t.boss, o.id, 1)).json.data;
    await payInSandbox(codeUrl);
    await patchRoom(t.h.db, o.room_id, { deletedAt: t.h.deps.now() });
    const r = await refresh(t.boss, o.room_id, orderNo);
    expect([r.status, r.json.data]).toEqual([
      200,
      { orderNo, advanceId: o.id, status: 'paid', applied: true, outcome: 'orphan' },
    ]);
    expect((await refresh(t.boss, o.room_id, orderNo)).json.data).toMatchObject({ applied: false, outcome: 'orphan' });
    const rows = await t.ledger(o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ in_out: 1, amount: 60000, payment_way: 0, room_id: o.room_id });
    expect(rows[0].remark).toContain('待退款');
    expect((await t.order('郑欣然')).pay_status).toBe(ORDER_PAY.unpaid);
  });

  describe('when the staff member loses sight of the room', () => {
    /** 东湖公寓 (the staff member's apartment) accepts scan-to-pay too. */
    const configureEast = async () => setPayConfig(t.h.db, t.east, { payType: 0, disRatioBp: 60 });
    const hideFromStaff = () => removeProjects(t.h.db, PHONES.staff);
    afterEach(() => {
      delete DRIVERS.racy;
    });

    it('between the QR and the refresh: the staff member gets 404 and nothing is booked; the boss books it once', async () => {
      await configureEast();
      const o = await t.order('陈晓明');
      const { orderNo, codeUrl } = (await qr(t.staff, o.id, 1)).json.data;
      await payInSandbox(codeUrl);
      await hideFromStaff();
      expect((await refresh(t.staff, o.room_id, orderNo)).status).toBe(404);
      expect(await t.ledger(o.id)).toHaveLength(0);
      expect((await refresh(t.boss, o.room_id, orderNo)).json.data).toMatchObject({
        status: 'paid',
        applied: true,
        outcome: 'paid',
      });
      expect(await t.ledger(o.id)).toHaveLength(1);
      expect(await t.order('陈晓明')).toMatchObject({ pay_status: ORDER_PAY.paid, pay_way: 0 });
    });

    it('while the refresh asks the driver: the paid trade is booked all the same, once', async () => {
      await configureEast();
      const o = await t.order('陈晓明');
      const { orderNo, codeUrl } = (await qr(t.staff, o.id, 1)).json.data;
      await payInSandbox(codeUrl);
      // A driver whose answer arrives after the staff member's projects were taken away.
      DRIVERS.racy = (ctx) => {
        const sandbox = sandboxDriver(ctx);
        return { ...sandbox, name: 'racy', query: async (tradeNo) => (await hideFromStaff(), sandbox.query(tradeNo)) };
      };
      await setPaymentDriver(t.h.db, orderNo, 'racy');
      const r = await refresh(t.staff, o.room_id, orderNo);
      expect([r.status, r.json.data]).toEqual([
        200,
        { orderNo, advanceId: o.id, status: 'paid', applied: true, outcome: 'paid' },
      ]);
      const rows = await t.ledger(o.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ in_out: 1, amount: 50000, payment_way: 0 });
      expect(await t.order('陈晓明')).toMatchObject({ pay_status: ORDER_PAY.paid, pay_way: 0 });
      expect((await refresh(t.boss, o.room_id, orderNo)).json.data).toMatchObject({ applied: false, outcome: 'paid' });
      expect(await t.ledger(o.id)).toHaveLength(1);
    });
  });

  it('a config accepting WeChat only refuses Alipay', async () => {
    await patchPayConfigs(t.h.db, t.orgId, { payType: 1 });
    const r = await qr(t.boss, (await t.order('郑欣然')).id, 2);
    expect([r.status, r.json.msg]).toEqual([400, '当前支付方式不支持扫码支付']);
  });

  it('other orgs and staff outside 西城 get 404; a role without [2,8] gets 403', async () => {
    const o = await t.order('郑欣然');
    const { orderNo } = (await qr(t.boss, o.id, 1)).json.data;
    for (const token of [t.otherBoss, t.staff]) {
      expect((await qr(token, o.id, 1)).status).toBe(404);
      expect((await refresh(token, o.room_id, orderNo)).status).toBe(404);
    }
    // An order number of the org with another room is not found either.
    expect((await refresh(t.boss, await t.room('西城公寓', '206'), orderNo)).status).toBe(404);
    await t.withdraw('店长', [2, 8]);
    expect((await qr(t.manager, o.id, 1)).status).toBe(403);
    expect((await refresh(t.manager, o.room_id, orderNo)).status).toBe(403);
  });

  it('the fee follows amount × r / (1 − r) rounded half-up for several ratios', async () => {
    const house = await t.room('西城公寓', '206');
    const cases: [number, number, number][] = [
      // [ratio bp, amount fen, fee fen]
      [60, 100000, 604], // 1000 × 0.006 / 0.994 = 6.036…
      [100, 100000, 1010], // 1000 × 0.01 / 0.99 = 10.101…
      [100, 9900, 100], // exactly 1.00
      [38, 123456, 471], // 1234.56 × 0.0038 / 0.9962 = 4.709…
      [0, 50000, 0],
    ];
    for (const [bp, amount, fee] of cases) {
      await patchPayConfigs(t.h.db, t.orgId, { disRatioBp: bp });
      const id = (await t.call('POST', '/api/deposits', t.boss, { ...goodOrder(house), advanceCost: amount })).json.data
        .advanceId;
      const r = await qr(t.boss, id, 1);
      expect(r.json.data, `${bp} bp of ${amount}`).toMatchObject({ fee, total: amount + fee });
      await t.call('POST', `/api/deposits/${id}/revoke`, t.boss, {});
    }
  });
});

describe('sandbox driver', () => {
  it('links to the origin the operator used (behind a proxy) and paying twice is harmless', async () => {
    const o = await t.order('郑欣然');
    const r = await t.h.call('POST', '/api/payments/deposit-qr', {
      token: t.boss,
      json: { advanceId: o.id, payType: 1 },
      headers: { 'x-forwarded-host': 'gongyu.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(r.json.data.codeUrl).toBe(`https://gongyu.example.com/api/payments/sandbox/${r.json.data.tradeNo}`);
    const path = `/api/payments/sandbox/${r.json.data.tradeNo}`;
    expect((await t.h.call('POST', `${path}/pay`)).status).toBe(200);
    expect((await t.h.call('POST', `${path}/pay`)).status).toBe(200);
    expect((await t.h.call('GET', path)).text).toContain('已支付');
    expect((await sandboxTrade(t.h.db, r.json.data.tradeNo)).status).toBe(TRADE_STATUS.paid);
    // Paid at the driver, but nothing is booked until the refresh.
    expect(await t.ledger(o.id)).toHaveLength(0);
    expect((await refresh(t.boss, o.room_id, r.json.data.orderNo)).json.data.applied).toBe(true);
    expect(await t.ledger(o.id)).toHaveLength(1);
  });
});
