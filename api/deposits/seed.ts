import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { nextNumber } from '../db/numbers';
import { rooms } from '../houses/schema';
import { recordLedger } from '../ledger/record';
import { paymentConfigs } from '../payments/schema';
import type { DemoContext } from '../seed/context';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { addDays } from '../../sync/rules/common/shanghai-time';
import { DEPOSIT_LEDGER, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import { bookOrderPayment } from './pay';
import { depositOrders } from './schema';

const DAY = 86_400_000;

interface DemoOrder {
  apartment: '东湖公寓' | '西城公寓';
  houseNumber: string;
  promiseMan: string;
  phone: string;
  advance: number;
  rent: number;
  /** Days before the seed clock the order was taken. */
  ageDays: number;
  /** Latest signing date, in days from today. */
  latestIn: number;
  paid?: { way: number; daysAgo: number };
  state?: 'voided' | 'revoked' | 'refunded';
  by: 'boss' | 'manager' | 'staff';
}

/**
 * Orders on vacant rooms (isRent 0, not under decoration, not owner-direct: see seed/demo-extras.ts and the demo's
 * rent rule (floor + position) % 3 === 0) in every status but signed (a signed order needs a lease: the lease seed
 * makes those): unpaid, awaiting signing, voided (latest date passed), revoked, revoked with a refund. Every payment
 * and refund writes its ledger entry. 西城公寓 gets a payment config (0.6 %); 东湖公寓 none, so its scan-to-pay
 * says '请先配置支付'.
 */
export async function seedDeposits(ctx: DemoContext) {
  const { tx } = ctx;
  const today = shanghaiToday(ctx.now);
  const orders: DemoOrder[] = [
    {
      apartment: '东湖公寓',
      houseNumber: '104',
      promiseMan: '陈晓明',
      phone: '13712340001',
      advance: 50000,
      rent: 180000,
      ageDays: 1,
      latestIn: 6,
      by: 'staff',
    },
    {
      apartment: '东湖公寓',
      houseNumber: '107',
      promiseMan: '林雨婷',
      phone: '13712340002',
      advance: 100000,
      rent: 200000,
      ageDays: 3,
      latestIn: 4,
      paid: { way: 3, daysAgo: 3 },
      by: 'staff',
    },
    {
      apartment: '东湖公寓',
      houseNumber: '202',
      promiseMan: '黄志伟',
      phone: '13712340003',
      advance: 80000,
      rent: 190000,
      ageDays: 6,
      latestIn: 1,
      paid: { way: 1, daysAgo: 6 },
      state: 'refunded',
      by: 'manager',
    },
    {
      apartment: '东湖公寓',
      houseNumber: '203',
      promiseMan: '周佳怡',
      phone: '13712340004',
      advance: 50000,
      rent: 180000,
      ageDays: 10,
      latestIn: -3,
      state: 'voided',
      by: 'staff',
    },
    {
      apartment: '西城公寓',
      houseNumber: '202',
      promiseMan: '吴俊杰',
      phone: '13812340005',
      advance: 120000,
      rent: 240000,
      ageDays: 2,
      latestIn: 5,
      paid: { way: 2, daysAgo: 2 },
      by: 'manager',
    },
    {
      apartment: '西城公寓',
      houseNumber: '203',
      promiseMan: '郑欣然',
      phone: '13812340006',
      advance: 60000,
      rent: 230000,
      ageDays: 0,
      latestIn: 7,
      by: 'boss',
    },
    {
      apartment: '西城公寓',
      houseNumber: '205',
      promiseMan: '孙浩然',
      phone: '13812340007',
      advance: 60000,
      rent: 230000,
      ageDays: 4,
      latestIn: 3,
      state: 'revoked',
      by: 'manager',
    },
    {
      apartment: '西城公寓',
      houseNumber: '208',
      promiseMan: '马思琪',
      phone: '13812340008',
      advance: 50000,
      rent: 220000,
      ageDays: 12,
      latestIn: -2,
      state: 'voided',
      by: 'boss',
    },
  ];
  for (const o of orders) {
    const [room] = await tx
      .select({ id: rooms.id, isRent: rooms.isRent, isDecoration: rooms.isDecoration, groupType: rooms.groupType })
      .from(rooms)
      .where(and(eq(rooms.apartmentId, ctx.apartments[o.apartment]), eq(rooms.houseNumber, o.houseNumber)))
      .limit(1);
    if (!room || room.isRent !== 0 || room.isDecoration !== 0 || room.groupType === 2)
      throw new Error(`demo deposit room ${o.apartment} ${o.houseNumber} is not vacant`);
    const created = ctx.now - o.ageDays * DAY;
    const id = ulid(created);
    const operatorId = ctx.users[o.by];
    await tx.insert(depositOrders).values({
      id,
      orgId: ctx.orgId,
      createdAt: created,
      updatedAt: created,
      apartmentId: ctx.apartments[o.apartment],
      roomId: room.id,
      orderNo: await nextNumber(tx, ctx.orgId, 'DJ', created),
      promiseMan: o.promiseMan,
      phone: o.phone,
      advanceCost: o.advance,
      rentCost: o.rent,
      startDate: addDays(today, o.latestIn + 1),
      endDate: addDays(addDays(today, o.latestIn + 1), 364),
      latestDate: addDays(today, o.latestIn),
      creatorId: operatorId,
    });
    const order = {
      id,
      orgId: ctx.orgId,
      apartmentId: ctx.apartments[o.apartment],
      roomId: room.id,
      promiseMan: o.promiseMan,
      advanceCost: o.advance,
    };
    if (o.paid)
      await bookOrderPayment(tx, created, order, {
        payWay: o.paid.way,
        paidAt: ctx.now - o.paid.daysAgo * DAY,
        operatorId,
      });
    if (o.state === 'voided') {
      await tx
        .update(depositOrders)
        .set({ signStatus: ORDER_SIGN.voided, voidTime: ctx.now - (-o.latestIn - 1) * DAY, updatedAt: ctx.now })
        .where(eq(depositOrders.id, id));
    }
    if (o.state === 'revoked' || o.state === 'refunded') {
      const at = ctx.now - DAY;
      await tx
        .update(depositOrders)
        .set({
          signStatus: ORDER_SIGN.revoked,
          cancelTime: at,
          updatedAt: at,
          ...(o.state === 'refunded' ? { refundTime: at, refundWay: 1 } : {}),
        })
        .where(eq(depositOrders.id, id));
      if (o.state === 'refunded') {
        await recordLedger(tx, at, {
          orgId: ctx.orgId,
          apartmentId: order.apartmentId,
          roomId: room.id,
          leaseId: null,
          inOut: 0,
          amount: o.advance,
          billType: DEPOSIT_LEDGER.billType,
          itemName: DEPOSIT_LEDGER.refundItemName,
          paymentWay: 1,
          paidAt: at,
          trader: o.promiseMan,
          sourceType: 'deposit_order',
          sourceId: id,
          remark: '租客改变计划，退还定金',
          operatorId,
        });
      }
    }
  }
  // The rooms' board facts are refreshed by the unit's write effect (api/effects.ts) before it commits.
  await tx.insert(paymentConfigs).values({
    id: ulid(ctx.now),
    orgId: ctx.orgId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    apartmentId: ctx.apartments['西城公寓'],
    type: 2,
    payType: 0,
    disRatioBp: 60,
    managerId: null,
  });
}
