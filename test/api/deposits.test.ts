import { beforeEach, describe, expect, it } from 'vitest';
import { depositsHarness, goodOrder, TODAY } from './deposits-helpers';
import { PHONES } from './harness';
import { consumeDepositOrder } from '../../api/deposits/consume';
import { voidExpiredOrders } from '../../api/deposits/void-expired';
import { startDailyJobs } from '../../api/jobs/daily';
import { depositOrdersOfRoom, patchDepositOrder } from './factories/houses';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import { STATUS } from '../../sync/rules/board/board-status';

let t: Awaited<ReturnType<typeof depositsHarness>>;
beforeEach(async () => {
  t = await depositsHarness();
});
const DAY = 86_400_000;
/** A number that is no ORDER_PAY value (the API must refuse it). */
const NOT_A_PAY_STATUS = 2;

describe('deposit-order list (/reservationOrder)', () => {
  it('lists the seeded orders newest first with house, status text and the actions of §4', async () => {
    const r = await t.call('GET', '/api/deposits', t.boss);
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ total: 8, current: 1, size: 10, pages: 1 });
    const rows = r.json.data.records;
    const times = rows.map((x: any) => x.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const by = Object.fromEntries(rows.map((x: any) => [x.promiseMan, x]));
    expect(by['陈晓明']).toMatchObject({
      house: '东湖公寓 1层 104',
      statusText: '未支付',
      actions: ['collect', 'scanPay', 'revoke', 'details'],
      advanceCost: 50000,
      creatorName: '张管家',
    });
    expect(by['林雨婷']).toMatchObject({
      statusText: '待签约',
      actions: ['register', 'revoke', 'details'],
      payWay: 3,
      statusCode: STATUS.reserved,
    });
    expect(by['黄志伟']).toMatchObject({ statusText: '已撤销', actions: ['details'] });
    expect(by['周佳怡']).toMatchObject({ statusText: '已作废', actions: ['revoke', 'details'] });
    expect(by['孙浩然'].statusText).toBe('已撤销');
    expect(by['吴俊杰']).toMatchObject({ house: '西城公寓 2层 202', statusText: '待签约' });
    expect(by['陈晓明'].orderNo).toMatch(/^DJ\d{12}$/);
  });

  it('filters by apartment, room, booker, phone, adder and submit date; pages by 10', async () => {
    const names = async (q: string) =>
      (await t.call('GET', `/api/deposits?${q}`, t.boss)).json.data.records.map((x: any) => x.promiseMan).sort();
    expect(await names(`apartmentName=${encodeURIComponent('西城')}`)).toEqual(
      ['吴俊杰', '孙浩然', '郑欣然', '马思琪'].sort(),
    );
    expect(await names('houseNumber=20')).toHaveLength(6);
    expect(await names(`promiseMan=${encodeURIComponent('晓')}`)).toEqual(['陈晓明']);
    expect(await names('phone=1381234000')).toHaveLength(4);
    expect(await names(`creatorName=${encodeURIComponent('张管家')}`)).toEqual(['周佳怡', '林雨婷', '陈晓明'].sort());
    // Taken today (郑欣然) and one day ago (陈晓明) in Shanghai days.
    expect(await names(`startDate=2026-11-21&endDate=${TODAY}`)).toEqual(['郑欣然', '陈晓明'].sort());
    expect(await names('startDate=2026-11-21&endDate=2026-11-21')).toEqual(['陈晓明']);
    const p = (await t.call('GET', '/api/deposits?size=3&current=3', t.boss)).json.data;
    expect(p).toMatchObject({ total: 8, pages: 3, current: 3 });
    expect(p.records).toHaveLength(2);
    const bad = await t.call('GET', '/api/deposits?startDate=22-11-2026', t.boss);
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('提交日期格式不正确');
    const reversed = await t.call('GET', '/api/deposits?startDate=2026-11-22&endDate=2026-11-21', t.boss);
    expect([reversed.status, reversed.json.msg]).toEqual([400, '开始日期不能晚于结束日期']);
  });

  it('staff see only 东湖公寓 orders; another org sees none', async () => {
    const staff = (await t.call('GET', '/api/deposits', t.staff)).json.data;
    expect(staff.total).toBe(4);
    expect(staff.records.every((x: any) => x.apartmentName === '东湖公寓')).toBe(true);
    expect((await t.call('GET', '/api/deposits', t.otherBoss)).json.data.total).toBe(0);
  });
});

describe('add order', () => {
  it('checks every field but remark, in order, with the Chinese messages', async () => {
    const house = await t.room('东湖公寓', '106');
    const good = goodOrder(house);
    const cases: [Record<string, unknown>, string][] = [
      [{ houseId: '' }, '请选择房源'],
      [{ promiseMan: ' ' }, '请输入预订人姓名'],
      [{ promiseMan: '一二三四五六七八九十一二三四五六七八九十一' }, '预订人姓名不能超过20个字'],
      [{ phone: '' }, '手机号不能为空'],
      [{ phone: '12345678901' }, '请输入正确的手机号'],
      [{ advanceCost: null }, '请输入定金金额'],
      [{ advanceCost: 0 }, '定金金额必须大于0'],
      [{ rentCost: undefined }, '请输入约定租金'],
      [{ rentCost: -1 }, '约定租金必须大于0'],
      [{ startDate: '' }, '请选择租期起止'],
      [{ endDate: '2026-02-30' }, '请选择租期起止'],
      [{ endDate: '2026-11-30' }, '租期结束日期不能早于开始日期'],
      [{ latestDate: null }, '请选择最晚签约日期'],
      [{ latestDate: '2026-11-21' }, '最晚签约日期不能早于今天'],
      [{ payStatus: NOT_A_PAY_STATUS }, '请选择支付状态'],
      [{ payStatus: ORDER_PAY.paid }, '请选择应收款日期'],
      [{ payStatus: ORDER_PAY.paid, payTime: '2026-11-23', payWay: 1 }, '收款日期不能晚于今天'],
      [{ payStatus: ORDER_PAY.paid, payTime: TODAY }, '请选择收款方式'],
      [{ payStatus: ORDER_PAY.paid, payTime: TODAY, payWay: 9 }, '请选择收款方式'],
      [{ payStatus: ORDER_PAY.paid, payTime: TODAY, payWay: 0 }, '线上支付请使用扫码收款'],
      [{ remark: '备'.repeat(201) }, '备注不能超过200个字'],
      [{ advanceCost: 12.5 }, '定金金额不正确'],
    ];
    for (const [patch, msg] of cases) {
      const r = await t.call('POST', '/api/deposits', t.boss, { ...good, ...patch });
      expect(r.status, msg).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
    expect(await depositOrdersOfRoom(t.h.db, house)).toHaveLength(0);
  });

  it('refuses rooms that are not free: rented, under decoration, already paid for; unknown rooms are 404', async () => {
    const add = (houseId: string) => t.call('POST', '/api/deposits', t.boss, goodOrder(houseId));
    const rented = await add(await t.room('东湖公寓', '102'));
    expect([rented.status, rented.json.msg]).toEqual([409, '该房间已出租，不能预订']);
    const deco = await add(await t.room('东湖公寓', '208'));
    expect([deco.status, deco.json.msg]).toEqual([409, '该房间装修中，不能预订']);
    const paid = await add(await t.room('东湖公寓', '107'));
    expect([paid.status, paid.json.msg]).toEqual([409, '该房间已有已支付的定金订单，不能重复预订']);
    // A room with an unpaid order can take another one (the first to pay wins).
    expect((await add(await t.room('东湖公寓', '104'))).status).toBe(200);
    const missing = await add('01NOSUCHROOM0000000000000');
    expect([missing.status, missing.json.msg]).toEqual([404, '房间不存在或无权查看']);
    // A room of another org, and a 西城 room for 东湖 staff.
    const foreign = await t.room('城南公寓', '101');
    expect((await add(foreign)).status).toBe(404);
    expect((await t.call('POST', '/api/deposits', t.staff, goodOrder(await t.room('西城公寓', '206')))).status).toBe(
      404,
    );
  });

  it('an unpaid order refreshes the room facts; a paid one writes one ledger entry with a receipt number', async () => {
    const house = await t.room('东湖公寓', '106');
    const v0 = await t.version(house);
    const r = await t.call('POST', '/api/deposits', t.staff, goodOrder(house));
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('添加成功');
    expect(r.json.data.orderNo).toMatch(/^DJ20261122\d{4}$/);
    expect((await t.facts(house)).orders).toEqual([
      { id: r.json.data.advanceId, payStatus: ORDER_PAY.unpaid, createdAt: TODAY },
    ]);
    expect(await t.version(house)).toBeGreaterThan(v0);
    expect(await t.ledger(r.json.data.advanceId)).toHaveLength(0);

    const house2 = await t.room('东湖公寓', '205');
    const photo = await t.upload(t.boss);
    const paid = await t.call('POST', '/api/deposits', t.boss, {
      ...goodOrder(house2),
      payStatus: ORDER_PAY.paid,
      payTime: '2026-11-20',
      payWay: 1,
      receiptPicture: photo,
      remark: '现金',
    });
    expect(paid.status).toBe(200);
    const id = paid.json.data.advanceId;
    expect(paid.json.data.receiptNumber).toMatch(/^SJ\d{12}$/);
    const rows = await t.ledger(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      in_out: 1,
      amount: 50000,
      bill_type: 13,
      item_name: '定金',
      payment_way: 1,
      bill_date: '2026-11-20',
      trader: '测试预订人',
      receipt_number: paid.json.data.receiptNumber,
      picture: photo,
    });
    expect(await t.orderById(id)).toMatchObject({ pay_status: ORDER_PAY.paid, pay_way: 1, receipt_picture: photo });
    // A paid order carries its terms in the facts, so a signing from it can start from them offline.
    const o = goodOrder(house2);
    expect((await t.facts(house2)).orders).toEqual([
      {
        id,
        payStatus: ORDER_PAY.paid,
        createdAt: TODAY,
        terms: {
          advanceCost: o.advanceCost,
          promiseMan: o.promiseMan,
          phone: o.phone,
          rentCost: o.rentCost,
          startDate: o.startDate,
          endDate: o.endDate,
        },
      },
    ]);
    // The board shows the room as reserved.
    const detail = (await t.call('GET', `/api/deposits/${id}`, t.boss)).json.data;
    expect(detail.statusCode).toBe(STATUS.reserved);
  });

  it('a receipt photo must be an upload of the org', async () => {
    const other = await t.upload(t.otherBoss);
    const r = await t.call('POST', '/api/deposits', t.boss, {
      ...goodOrder(await t.room('东湖公寓', '106')),
      payStatus: ORDER_PAY.paid,
      payTime: TODAY,
      payWay: 1,
      receiptPicture: other,
    });
    expect([r.status, r.json.msg]).toEqual([400, '收款凭证图片不存在或已失效，请重新上传']);
  });
});

describe('collect payment', () => {
  it('dates (issue 12): not before the order was made; more than 10 days back only when confirmed', async () => {
    const o = await t.order('陈晓明');
    const made = o.created_at as number;
    const collect = (json: unknown) => t.call('POST', `/api/deposits/${o.id}/collect`, t.staff, json);
    const day = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
    const before = await collect({ payTime: day(made - DAY), payWay: 1, confirmOldDate: true });
    expect([before.status, before.json.msg]).toEqual([400, '收款日期不能早于定金单创建日期']);
    // Made 12 days ago.
    await patchDepositOrder(t.h.db, o.id, { createdAt: made - 12 * DAY });
    const old = await collect({ payTime: day(made - 12 * DAY), payWay: 1 });
    expect([old.status, old.json.msg]).toEqual([400, '收款日期早于10天前，请确认日期无误后再提交']);
    expect(await t.ledger(o.id)).toHaveLength(0);
    const ok = await collect({ payTime: day(made - 12 * DAY), payWay: 1, confirmOldDate: true });
    expect([ok.status, ok.json.msg]).toEqual([200, '操作成功']);
  });

  it('requires date and way, refuses future dates, books once; a second collection is refused', async () => {
    const o = await t.order('陈晓明');
    const collect = (json: unknown) => t.call('POST', `/api/deposits/${o.id}/collect`, t.staff, json);
    expect((await collect({ payWay: 1 })).json.msg).toBe('请选择应收款日期');
    expect((await collect({ payTime: TODAY })).json.msg).toBe('请选择收款方式');
    const future = await collect({ payTime: '2026-11-23', payWay: 1 });
    expect([future.status, future.json.msg]).toEqual([400, '收款日期不能晚于今天']);
    expect((await collect({ payTime: TODAY, payWay: 0 })).json.msg).toBe('线上支付请使用扫码收款');
    const photo = await t.upload(t.staff);
    const ok = await collect({ payTime: TODAY, payWay: 3, receiptPicture: photo, remark: '微信转账' });
    expect(ok.status).toBe(200);
    expect(ok.json.msg).toBe('操作成功');
    expect(ok.json.data.receiptNumber).toMatch(/^SJ/);
    const again = await collect({ payTime: TODAY, payWay: 3 });
    expect([again.status, again.json.msg]).toEqual([409, '该订单已收款，不能重复收款']);
    const rows = await t.ledger(o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 50000,
      payment_way: 3,
      paid_at: t.h.deps.now(),
      remark: '微信转账',
      picture: photo,
    });
    const row = (await t.call('GET', '/api/deposits', t.staff)).json.data.records.find(
      (x: any) => x.advanceId === o.id,
    );
    expect(row).toMatchObject({ statusText: '待签约', actions: ['register', 'revoke', 'details'] });
  });

  it('only unpaid, unsigned orders; not when another order of the room was paid', async () => {
    const voided = await t.order('周佳怡');
    const r = await t.call('POST', `/api/deposits/${voided.id}/collect`, t.boss, { payTime: TODAY, payWay: 1 });
    expect([r.status, r.json.msg]).toEqual([409, '该订单已失效，不能收款']);
    // Two unpaid orders on 106: paying the first blocks the second.
    const house = await t.room('东湖公寓', '106');
    const a = (await t.call('POST', '/api/deposits', t.boss, goodOrder(house))).json.data.advanceId;
    const b = (await t.call('POST', '/api/deposits', t.boss, { ...goodOrder(house), promiseMan: '第二人' })).json.data
      .advanceId;
    expect((await t.call('POST', `/api/deposits/${a}/collect`, t.boss, { payTime: TODAY, payWay: 1 })).status).toBe(
      200,
    );
    const second = await t.call('POST', `/api/deposits/${b}/collect`, t.boss, { payTime: TODAY, payWay: 1 });
    expect([second.status, second.json.msg]).toEqual([409, '该房间已有已支付的定金订单，不能重复预订']);
    expect(await t.ledger(b)).toHaveLength(0);
  });
});

describe('revoke', () => {
  it('revokes unless already revoked; a refund writes an outgoing ledger entry', async () => {
    const unpaid = await t.order('陈晓明');
    const house = unpaid.room_id;
    const r = await t.call('POST', `/api/deposits/${unpaid.id}/revoke`, t.staff, {});
    expect([r.status, r.json.msg]).toEqual([200, '撤销成功']);
    expect(r.json.data).toEqual({ advanceId: unpaid.id, signStatus: ORDER_SIGN.revoked, refunded: false });
    expect((await t.facts(house)).orders).toEqual([]);
    const again = await t.call('POST', `/api/deposits/${unpaid.id}/revoke`, t.staff, {});
    expect([again.status, again.json.msg]).toEqual([409, '该订单已撤销']);

    const paid = await t.order('林雨婷');
    const noWay = await t.call('POST', `/api/deposits/${paid.id}/revoke`, t.staff, { refund: true });
    expect([noWay.status, noWay.json.msg]).toEqual([400, '请选择退款方式']);
    // 0 线上支付 is recorded only by scan-to-pay: refused for a refund as for a collection.
    const online = await t.call('POST', `/api/deposits/${paid.id}/revoke`, t.staff, { refund: true, payWay: 0 });
    expect([online.status, online.json.msg]).toEqual([400, '线上支付不能用于退款，请选择其他退款方式']);
    const longRemark = await t.call('POST', `/api/deposits/${paid.id}/revoke`, t.staff, {
      refund: true,
      payWay: 3,
      remark: '备'.repeat(201),
    });
    expect([longRemark.status, longRemark.json.msg]).toEqual([400, '备注不能超过200个字']);
    expect((await t.order('林雨婷')).sign_status).toBe(ORDER_SIGN.unsigned);
    const refunded = await t.call('POST', `/api/deposits/${paid.id}/revoke`, t.staff, {
      refund: true,
      payWay: 3,
      remark: '客户取消',
    });
    expect(refunded.json.data.refunded).toBe(true);
    const rows = await t.ledger(paid.id);
    expect(rows.map((x) => [x.in_out, x.amount, x.item_name])).toEqual([
      [1, 100000, '定金'],
      [0, 100000, '定金退还'],
    ]);
    const details = (await t.call('GET', `/api/deposits/${paid.id}`, t.staff)).json.data;
    expect(details.timeline.map((e: any) => e.title)).toEqual(['提交订单', '已支付定金', '订单已撤销', '已退还定金']);
  });

  it('a paid order may be revoked without a refund; refunding an unpaid order is refused', async () => {
    const paid = await t.order('吴俊杰');
    expect((await t.call('POST', `/api/deposits/${paid.id}/revoke`, t.boss, {})).status).toBe(200);
    expect(await t.ledger(paid.id)).toHaveLength(1);
    const unpaid = await t.order('郑欣然');
    const r = await t.call('POST', `/api/deposits/${unpaid.id}/revoke`, t.boss, { refund: true, payWay: 1 });
    expect([r.status, r.json.msg]).toEqual([409, '该订单未支付，无需退款']);
    expect((await t.order('郑欣然')).sign_status).toBe(ORDER_SIGN.unsigned);
  });
});

describe('details', () => {
  it('gives the timeline with times', async () => {
    const o = await t.order('陈晓明');
    const d = (await t.call('GET', `/api/deposits/${o.id}`, t.boss)).json.data;
    expect(d.timeline).toEqual([
      { title: '提交订单', time: o.created_at, done: true },
      { title: '未支付定金', time: null, done: false },
      { title: '未签约', time: null, done: false },
    ]);
    const v = (await t.call('GET', `/api/deposits/${(await t.order('周佳怡')).id}`, t.boss)).json.data;
    expect(v.timeline.map((e: any) => e.title)).toEqual(['提交订单', '未支付定金', '订单已作废']);
    expect(v.timeline[2].time).toBe((await t.order('周佳怡')).void_time);
  });
});

describe('consumeDepositOrder (sign-lease)', () => {
  it('marks a paid unsigned order of the same room signed; refuses others', async () => {
    const paid = await t.order('林雨婷');
    const unpaid = await t.order('陈晓明');
    const now = t.h.deps.now();
    const c = (id: string, roomId: string, orgId = paid.org_id) =>
      t.h.db.write(paid.org_id, (tx) => consumeDepositOrder(tx, now, orgId, id, 'LEASE1', roomId));
    await expect(c(unpaid.id, unpaid.room_id)).rejects.toThrow('定金订单未支付，不能用于签约');
    await expect(c(paid.id, unpaid.room_id)).rejects.toThrow('定金订单不属于该房间');
    await expect(c(paid.id, paid.room_id, 'OTHERORG')).rejects.toThrow('定金订单不存在');
    expect(await c(paid.id, paid.room_id)).toEqual({ advanceId: paid.id, advanceCost: 100000 });
    expect(await t.order('林雨婷')).toMatchObject({
      sign_status: ORDER_SIGN.signed,
      lease_id: 'LEASE1',
      lease_time: now,
    });
    await expect(c(paid.id, paid.room_id)).rejects.toThrow('定金订单已签约、作废或撤销，不能用于签约');
  });
});

describe('void job', () => {
  it('voids unpaid orders whose latest date has passed, once, with the moved clock', async () => {
    const house = await t.room('东湖公寓', '106');
    const id = (await t.call('POST', '/api/deposits', t.boss, { ...goodOrder(house), latestDate: TODAY })).json.data
      .advanceId;
    const paid = (
      await t.call('POST', '/api/deposits', t.boss, {
        ...goodOrder(await t.room('东湖公寓', '205')),
        latestDate: TODAY,
        payStatus: ORDER_PAY.paid,
        payTime: TODAY,
        payWay: 1,
      })
    ).json.data.advanceId;
    expect(await voidExpiredOrders(t.h.db, t.h.deps.now())).toBe(0);
    t.h.advance(DAY);
    expect(await voidExpiredOrders(t.h.db, t.h.deps.now())).toBe(1);
    const voidAt = t.h.deps.now();
    t.h.advance(DAY);
    expect(await voidExpiredOrders(t.h.db, t.h.deps.now())).toBe(0);
    expect(await t.orderById(id)).toMatchObject({ sign_status: ORDER_SIGN.voided, void_time: voidAt });
    expect((await t.orderById(paid)).sign_status).toBe(ORDER_SIGN.unsigned);
    expect((await t.facts(house)).orders).toEqual([]);
    const boss = await t.h.login(PHONES.boss); // the earlier session has expired meanwhile
    const row = (await t.call('GET', '/api/deposits', boss)).json.data.records.find((x: any) => x.advanceId === id);
    expect(row.statusText).toBe('已作废');
  });

  it('startDailyJobs runs the jobs at once and logs failures without stopping', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const stop = startDailyJobs({ ...t.h.deps, log: (l) => lines.push(l) }, [
      {
        name: 'boom',
        run: () => {
          throw new Error('x');
        },
      },
      { name: 'ok', run: () => ran.push('ok') },
    ]);
    stop();
    await stop.firstRun;
    expect(ran).toEqual(['ok']);
    // the jobs run side by side: the failure is logged, whichever line comes first
    expect(lines.filter((l) => /^ERROR job boom/.test(l))).toHaveLength(1);
  });
});

describe('access', () => {
  it('another org gets 404 on every order route; staff get 404 on 西城 orders', async () => {
    const west = await t.order('吴俊杰');
    const routes = [
      ['GET', `/api/deposits/${west.id}`, undefined],
      ['POST', `/api/deposits/${west.id}/collect`, { payTime: TODAY, payWay: 1 }],
      ['POST', `/api/deposits/${west.id}/revoke`, {}],
    ] as const;
    for (const token of [t.otherBoss, t.staff]) {
      for (const [method, path, json] of routes) {
        const r = await t.call(method, path, token, json);
        expect(r.status, path).toBe(404);
        expect(r.json.msg).toBe('定金订单不存在');
      }
    }
    expect((await t.order('吴俊杰')).sign_status).toBe(ORDER_SIGN.unsigned);
  });

  it('a role without [2,8] gets 403', async () => {
    await t.withdraw('店长', [2, 8]);
    expect((await t.call('GET', '/api/deposits', t.manager)).status).toBe(403);
    expect((await t.call('POST', '/api/deposits', t.manager, goodOrder(await t.room('东湖公寓', '106')))).status).toBe(
      403,
    );
    expect((await t.call('POST', `/api/deposits/${(await t.order('陈晓明')).id}/revoke`, t.manager, {})).status).toBe(
      403,
    );
    expect((await t.call('GET', '/api/deposits', t.boss)).status).toBe(200);
  });
});

describe('free rooms of the add-order form', () => {
  it('lists only rooms that can take an order, within the visible apartments', async () => {
    const r = await t.call('GET', `/api/deposits/rooms?apartmentId=&houseNumber=10`, t.staff);
    expect(r.status).toBe(200);
    const numbers = r.json.data.map((x: any) => x.houseNumber);
    // 东湖 1st floor: 102, 105, 108 rented; 107 paid order; 104 unpaid order stays free.
    expect(numbers).toEqual(['101', '103', '104', '106']);
    expect(r.json.data[0]).toMatchObject({ location: '东湖公寓 1层 101', apartmentName: '东湖公寓' });
    const all = (await t.call('GET', '/api/deposits/rooms', t.boss)).json.data.map((x: any) => x.location);
    expect(all).not.toContain('东湖公寓 2层 208');
    expect(all).not.toContain('西城公寓 2层 202');
    expect(
      (await t.call('GET', '/api/deposits/rooms', t.otherBoss)).json.data.every(
        (x: any) => x.apartmentName === '城南公寓',
      ),
    ).toBe(true);
  });
});

describe('the list read 100 a page (the screen kit s export reads every page so)', () => {
  it('gives every order the filters select in one page of 100, in the list scope; more than 100 is refused', async () => {
    // 8 demo orders + 7 more on the same room (unpaid: it stays free): more than one page of 10.
    const src = await t.order('陈晓明');
    for (let i = 0; i < 7; i++) {
      const r = await t.call('POST', '/api/deposits', t.boss, {
        ...goodOrder(src.room_id),
        promiseMan: `复制预订人${i}`,
      });
      expect(r.status, r.text).toBe(200);
    }
    const ten = (await t.call('GET', '/api/deposits', t.boss)).json.data;
    expect(ten).toMatchObject({ total: 15, pages: 2, size: 10 });
    const all = (await t.call('GET', '/api/deposits?current=1&size=100', t.boss)).json.data;
    expect(all).toMatchObject({ total: 15, pages: 1, size: 100 });
    expect(all.records).toHaveLength(15);
    const copies = (await t.call('GET', `/api/deposits?size=100&promiseMan=${encodeURIComponent('复制')}`, t.boss)).json
      .data.records;
    expect(copies.map((r: any) => r.promiseMan).sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `复制预订人${i}`));
    const other = (await t.call('GET', '/api/deposits?size=100', t.otherBoss)).json.data.records;
    expect(other.some((r: any) => r.promiseMan === '陈晓明')).toBe(false);
    const tooMany = await t.call('GET', '/api/deposits?size=101', t.boss);
    expect([tooMany.status, tooMany.json.msg]).toEqual([400, '每页条数不能超过100']);
  });
});
