import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Reader, Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { apartments, floors, rooms } from '../houses/schema';
import type { DemoContext } from '../seed/context';
import { bookBillsPayment } from '../bills/book';
import { addDays, addMonths, shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { idCardCheckChar } from '../../sync/rules/common/id-card';
import type { SignLeaseInput } from '../../sync/contract/leases/sign';
import type { LeaseDefaults } from '../../sync/contract/leases/defaults';
import { leaseDefaults } from './defaults';
import { signLease } from './sign-lease';
import { bills, leases, leaseTenants } from './schema';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';

/** What a demo lease is meant to show on the board, the lease list and the accounts. */
export type DemoLeaseKind = 'paid' | 'arrears' | 'nearExpiry' | 'expired' | 'toConfirm' | 'voidedFee';

export interface DemoLease {
  leaseId: string;
  roomId: string;
  kind: DemoLeaseKind;
}

/** The demo's people, by number. */
const NAMES = [
  ...'刘晓东 陈静 杨帆 赵敏 黄磊 周婷 吴昊 徐丽 孙伟 马超 朱琳 胡军'.split(' '),
  ...'郭芳 何涛 高洁 林峰 罗娜 梁斌 宋佳 郑凯 谢雨 韩冰 唐宁 冯雪'.split(' '),
  ...'于洋 董晨 萧然 程亮 曹颖 袁野 邓超 许倩 傅强 沈月 曾鹏 彭丹'.split(' '),
  ...'吕欣 苏航 卢倩 蒋涛 蔡琴 贾明 丁一 魏来 薛梅 叶舟 阎峰 余洁'.split(' '),
];

/** A valid mainland ID number for demo person `i` (GB 11643 check character). */
function demoIdNumber(i: number, sex: 0 | 1): string {
  const birth = `19${80 + (i % 18)}${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}`;
  const seq = String(100 + ((i * 7) % 400) * 2 + (sex === 0 ? 1 : 0)).padStart(3, '0');
  const first17 = `330102${birth}${seq}`;
  return first17 + idCardCheckChar(first17);
}

/**
 * The shape of each demo lease, by its position among the rented rooms: most are paid up; some owe overdue rent,
 * end within 30 days, ended without check-out, wait to be confirmed, or had a fee voided. Start dates are months
 * back so the accounts have history.
 */
function kindOf(i: number): DemoLeaseKind {
  const cycle: DemoLeaseKind[] = [
    'paid',
    'arrears',
    'paid',
    'nearExpiry',
    'paid',
    'toConfirm',
    'paid',
    'voidedFee',
    'paid',
    'arrears',
    'expired',
    'paid',
  ];
  return cycle[i % cycle.length]!;
}

/** The boss of the demo organisation as a signed-in user, for seeding through the screens' own functions. */
export function demoBoss(ctx: DemoContext): AuthUser {
  return {
    id: ctx.users.boss,
    orgId: ctx.orgId,
    sessionId: 'seed',
    userType: 0,
    phone: '13800000001',
    nickname: '王老板',
    name: '王老板',
    perms: new Set(),
    can: () => true,
  };
}

/**
 * What the signing screen sends for demo lease `i` on the room of `d` (its defaults: the room's own terms, as the
 * screen fills them), paper contract, from `start` for a year; `over` changes any of it.
 */
export function demoLeaseInput(
  d: LeaseDefaults,
  leaseId: string,
  i: number,
  start: string,
  over: Partial<SignLeaseInput> = {},
): SignLeaseInput {
  const sex = (i % 2) as 0 | 1;
  return {
    leaseId,
    houseId: d.house.houseId,
    contractType: 0,
    contractTemplateId: d.contractTemplates[0]?.templateId ?? null,
    tenant: NAMES[i % NAMES.length]!,
    sex,
    phone: `139${String(10000000 + i * 7919).slice(-8)}`,
    idNumberType: 0,
    idNumber: demoIdNumber(i, sex),
    country: '中国',
    idCardAddress: '浙江省杭州市上城区东湖路8号',
    residentialAddress: `${d.house.apartmentName} ${d.house.houseNumber}`,
    startDate: start,
    endDate: addDays(addMonths(start, 12), -1),
    rentCost: d.terms.rentCost,
    deposit: d.terms.deposit,
    depositCost: d.terms.depositCost,
    payment: d.terms.payment,
    collectRentType: d.terms.collectRentType,
    collectRentDay: d.terms.collectRentDay,
    fees: d.terms.fees,
    fitmentIds: [],
    remark: '',
    isTenant: 0,
    isSend: 1,
    advanceId: null,
    isDeduction: 0,
    pictures: [],
    contract: null,
    basis: { listRent: d.house.listRent, advanceId: null, advanceCost: 0 },
    ...over,
  };
}

/**
 * Signs demo lease number `i` (demoLeaseInput) in one unit of work. The room's rented flag is cleared first: the
 * demo's flag stands for a lease, which the signing now makes (and the room facts set the flag again).
 */
export async function signDemoLease(
  ctx: DemoContext,
  boss: AuthUser,
  roomId: string,
  i: number,
  start: string,
  payment?: number,
  over: Partial<SignLeaseInput> = {},
): Promise<string> {
  const leaseId = ulid(ctx.now);
  await ctx.db.write(ctx.orgId, async (tx) => {
    await tx.update(rooms).set({ isRent: 0 }).where(eq(rooms.id, roomId));
    const d = await leaseDefaults(tx, ctx.now, boss, roomId);
    const input = demoLeaseInput(d, leaseId, i, start, { payment: payment ?? d.terms.payment, ...over });
    await signLease(tx, ctx.now, boss, input, null);
  });
  return leaseId;
}

/** The lease's bills in plan order. */
export const demoBillsOf = (db: Reader, leaseId: string) =>
  db
    .select()
    .from(bills)
    .where(eq(bills.leaseId, leaseId))
    .orderBy(asc(bills.stage), asc(bills.receivableDate), asc(bills.id));

type SkipBill = (bill: { id: string; stage: number; billsType: number }, lastDueStage: number) => boolean;

/**
 * Collects the lease's valid bills due by today in `tx`, stage by stage, each on its receivable date (cash, Alipay or
 * WeChat transfer by turns) by `operatorId`, except the bills `skip` says to leave unpaid; one collection (receipt)
 * per stage, through the collection's own booking function.
 */
export async function collectDueIn(
  tx: Tx,
  now: number,
  leaseId: string,
  i: number,
  operatorId: string,
  skip: SkipBill,
) {
  const today = shanghaiToday(now);
  const all = await demoBillsOf(tx, leaseId);
  const due = all.filter(
    (b) => b.receivableDate <= today && b.validStatus === BILL_VALID.valid && b.payStatus === BILL_PAY.unpaid,
  );
  const lastDue = due.at(-1)?.stage ?? 0;
  const byStage = new Map<number, string[]>();
  for (const b of due) if (!skip(b, lastDue)) byStage.set(b.stage, [...(byStage.get(b.stage) ?? []), b.id]);
  for (const [stage, ids] of byStage) {
    const date = all.find((b) => b.stage === stage)!.receivableDate;
    const [lease] = await tx.select().from(leases).where(eq(leases.id, leaseId)).limit(1);
    await bookBillsPayment(tx, now, lease!, ids, {
      paymentType: [1, 2, 3][(i + stage) % 3]!,
      paidAt: shanghaiMidnight(date) + 10 * 3_600_000,
      operatorId,
    });
  }
}

/** collectDueIn in a unit of work of its own, by the manager or the staff member. */
export async function collectDueBills(ctx: DemoContext, leaseId: string, i: number, skip: SkipBill = () => false) {
  const operatorId = i % 2 ? ctx.users.manager : ctx.users.staff;
  await ctx.db.write(ctx.orgId, (tx) => collectDueIn(tx, ctx.now, leaseId, i, operatorId, skip));
}

/**
 * Signs a lease on every room the demo marks rented (except under decoration or owner-direct), through the same
 * signing and collection functions the screens use, so bills, ledger, receipts and board facts are all real:
 * collected bills are paid on their receivable dates, overdue ones are left unpaid. Every third lease gets a second
 * resident. Returns the leases made. Each lease is signed and collected in units of work of its own.
 */
export async function seedLeases(ctx: DemoContext): Promise<DemoLease[]> {
  const db = ctx.db;
  const today = shanghaiToday(ctx.now);
  const boss = demoBoss(ctx);
  const rented = (
    await db
      .select({ id: rooms.id, groupType: rooms.groupType, isDecoration: rooms.isDecoration })
      .from(rooms)
      .innerJoin(floors, eq(floors.id, rooms.floorId))
      .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
      .where(and(eq(rooms.orgId, ctx.orgId), eq(rooms.isRent, 1), isNull(rooms.deletedAt)))
      .orderBy(asc(apartments.name), asc(floors.floor), asc(rooms.houseNumber), asc(rooms.id))
  ).filter((r) => r.isDecoration === 0 && r.groupType !== 2);

  const made: DemoLease[] = [];
  for (const [i, room] of rented.entries()) {
    // A handful of rooms stay rented by flag only (待登记 on the dashboard: rented without a registered lease).
    if (i % 13 === 12) continue;
    const kind = kindOf(i);
    const monthsBack = kind === 'toConfirm' ? 0 : 1 + (i % 9);
    const start =
      kind === 'expired'
        ? addDays(addMonths(today, -12), -6 - (i % 5))
        : kind === 'nearExpiry'
          ? addDays(addMonths(today, -11), -(i % 20))
          : addDays(addMonths(today, -monthsBack), -(i % 17));
    const leaseId = await signDemoLease(ctx, boss, room.id, i, start, i % 3 === 0 ? 3 : undefined);
    made.push({ leaseId, roomId: room.id, kind });
    if (kind === 'toConfirm') continue;
    if (kind === 'voidedFee') {
      await db.write(ctx.orgId, async (tx) => {
        const fee = (await demoBillsOf(tx, leaseId)).find(
          (b) => b.billsType !== 1 && b.billsType !== 12 && b.stage > 1,
        );
        if (fee)
          await tx
            .update(bills)
            .set({
              validStatus: BILL_VALID.void,
              operatorId: boss.id,
              receiptRemark: '免收当期杂费',
              updatedAt: ctx.now,
            })
            .where(eq(bills.id, fee.id));
      });
    }
    await collectDueBills(ctx, leaseId, i, (b, lastDue) => kind === 'arrears' && b.stage === lastDue && lastDue > 1);
    if (i % 3 === 0) {
      const sex = (i % 2) as 0 | 1;
      await db.write(ctx.orgId, async (tx) => {
        const [lessee] = await tx.select().from(leaseTenants).where(eq(leaseTenants.leaseId, leaseId)).limit(1);
        await tx.insert(leaseTenants).values({
          id: ulid(ctx.now),
          orgId: ctx.orgId,
          createdAt: ctx.now,
          updatedAt: ctx.now,
          leaseId,
          name: NAMES[(i + 24) % NAMES.length]!,
          phone: `137${String(20000000 + i * 6151).slice(-8)}`,
          sex: (1 - sex) as 0 | 1,
          idNumber: demoIdNumber(i + 100, (1 - sex) as 0 | 1),
          idCardAddress: '浙江省杭州市西湖区文三路1号',
          residentialAddress: lessee!.residentialAddress,
          startDate: start,
        });
      });
    }
  }
  return made;
}
