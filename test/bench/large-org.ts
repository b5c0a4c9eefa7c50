/**
 * The large organisation of the benches (issue 16): `await seedLargeOrg(db, Date.now(), { bossPhone })` on a database
 * that already holds the demo (or nothing) adds 大型机构 with its boss (password DEMO_PASSWORD) and returns
 * `{ orgId, bigApartmentId, bossPhone, password }`.
 *
 * 200 apartments (one of 50 floors x 20 rooms = 1,000, 104 of 5 x 19 and 95 of 4 x 24: 20,000 rooms) made by the
 * demo's own addApartment (a third of the rooms flagged rented); then a lease on each rented room (about 6,700) signed
 * through the signing screen's own functions (leaseDefaults, signLease: the bill plan, the lessee, the board facts),
 * their due bills collected through the collection's booking (bookBillsPayment, with the ledger), about 33,500 bills
 * in all (five a lease: a quarterly rent and the deposit): most leases paid up, some with an overdue bill, some ending within 30 days, some ended without check-out,
 * some paper contracts to be confirmed; and a deposit order (addDepositOrder) on a few vacant rooms of each apartment,
 * paid or not. One unit of work per apartment (as the floor editor would), so seeding a SQLite file takes well under
 * a minute.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../../api/db/store';
import type { AuthUser } from '../../api/http/env';
import { orgs, users } from '../../api/auth/schema';
import { rooms } from '../../api/houses/schema';
import { leases } from '../../api/leases/schema';
import { addApartment, addOffice } from '../../api/seed/demo-rows';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { hashPassword } from '../../api/auth/password';
import { leaseDefaults } from '../../api/leases/defaults';
import { signLease } from '../../api/leases/sign-lease';
import { demoBillsOf } from '../../api/leases/seed';
import { bookBillsPayment } from '../../api/bills/book';
import { addDepositOrder } from '../../api/deposits/add-order';
import { USER_TYPE } from '../../sync/product/accounts';
import { addDays, addMonths, shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import { idCardCheckChar } from '../../sync/rules/common/id-card';

export interface LargeOrg {
  orgId: string;
  /** The apartment of 50 floors x 20 rooms. */
  bigApartmentId: string;
  bossPhone: string;
  password: string;
}

/** What a lease of the large organisation is meant to show (by its position among the rented rooms). */
type Kind = 'paid' | 'arrears' | 'nearExpiry' | 'expired' | 'toConfirm';
const KINDS: Kind[] = ['paid', 'arrears', 'paid', 'nearExpiry', 'paid', 'paid', 'toConfirm', 'paid', 'expired'];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚';

/** The apartments' shapes: [count, floors, rooms per floor]; the first is the big one. */
const SHAPES: [number, number, number][] = [
  [1, 50, 20],
  [104, 5, 19],
  [95, 4, 24],
];

export async function seedLargeOrg(db: Db, now: number, opts: { bossPhone: string }): Promise<LargeOrg> {
  const orgId = ulid(now);
  const bossId = ulid(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const projectId = await db.write(orgId, async (tx) => {
    await tx.insert(orgs).values({ id: orgId, name: '大型机构', createdAt: now });
    await tx.insert(users).values({
      id: bossId,
      orgId,
      phone: opts.bossPhone,
      passwordHash,
      userType: USER_TYPE.boss,
      name: '压测老板',
      nickname: '压测',
      createdAt: now,
      updatedAt: now,
    });
    return addOffice(tx, now, orgId, 2, '压测项目', null, '杭州市上城区压测路 1 号');
  });
  const boss: AuthUser = {
    id: bossId,
    orgId,
    sessionId: 'seed',
    userType: USER_TYPE.boss,
    phone: opts.bossPhone,
    nickname: '压测',
    name: '压测老板',
    perms: new Set(),
    can: () => true,
  };
  const today = shanghaiToday(now);
  let bigApartmentId = '';
  let n = 0;
  let a = 0;
  for (const [count, floorCount, perFloor] of SHAPES) {
    for (let k = 0; k < count; k++, a++) {
      const apartmentId = await db.write(orgId, async (tx) => {
        const id = await addApartment(tx, now, orgId, {
          name: `压测公寓${String(a).padStart(3, '0')}`,
          address: `压测路 ${a + 1} 号`,
          locationName: '压测商圈',
          cityCode: '3301',
          districtCode: '330102',
          projectId,
          floorCount,
          perFloor,
          rent: 150000 + (a % 5) * 10000,
        });
        n = await signRentedRooms(tx, now, today, boss, id, n);
        return id;
      });
      if (a === 0) bigApartmentId = apartmentId;
      await orderVacantRooms(db, now, today, boss, apartmentId, a);
    }
  }
  // As the daily job does (api/jobs/daily.ts): the planner needs statistics of the tables just filled.
  await db.refreshStatistics();
  return { orgId, bigApartmentId, bossPhone: opts.bossPhone, password: DEMO_PASSWORD };
}

/** A valid mainland ID number for tenant `i` (GB 11643 check character). */
function idNumberOf(i: number, sex: number): string {
  const birth = `19${80 + (i % 18)}${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}`;
  const first17 = `330102${birth}${String(100 + ((i * 7) % 400) * 2 + (sex === 0 ? 1 : 0)).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/**
 * Signs a lease on each room of the apartment flagged rented (the flag stands for the lease the signing now makes),
 * with the room's own terms as the signing screen fills them, then collects its due bills on their receivable dates
 * (an arrears lease leaves its last due stage unpaid). Returns the running lease number.
 */
async function signRentedRooms(tx: Tx, now: number, today: string, boss: AuthUser, apartmentId: string, n: number) {
  const rented = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.apartmentId, apartmentId), eq(rooms.isRent, 1), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.houseNumber));
  for (const room of rented) {
    const i = n++;
    const kind = KINDS[i % KINDS.length]!;
    const start =
      kind === 'expired'
        ? addDays(addMonths(today, -12), -1 - (i % 20))
        : kind === 'nearExpiry'
          ? addDays(addMonths(today, -11), -(i % 25))
          : kind === 'toConfirm'
            ? addDays(today, i % 10)
            : // 1 to 9 months back whatever the kind (i / KINDS.length, not i: an arrears lease needs a second due stage)
              addDays(addMonths(today, -1 - (Math.floor(i / KINDS.length) % 9)), -(i % 17));
    await tx.update(rooms).set({ isRent: 0 }).where(eq(rooms.id, room.id));
    const d = await leaseDefaults(tx, now, boss, room.id);
    const sex = i % 2;
    const leaseId = ulid(now);
    await signLease(
      tx,
      now,
      boss,
      {
        leaseId,
        houseId: room.id,
        contractType: 0,
        contractTemplateId: d.contractTemplates[0]?.templateId ?? null,
        tenant: SURNAMES[i % SURNAMES.length]! + GIVEN[(i * 7) % GIVEN.length]!,
        sex: sex as 0 | 1,
        phone: `139${String(10000000 + ((i * 7919) % 90000000)).slice(-8)}`,
        idNumberType: 0,
        idNumber: idNumberOf(i, sex),
        country: '中国',
        idCardAddress: '浙江省杭州市上城区压测路1号',
        residentialAddress: `${d.house.apartmentName} ${d.house.houseNumber}`,
        startDate: start,
        endDate: addDays(addMonths(start, 12), -1),
        rentCost: d.terms.rentCost,
        deposit: d.terms.deposit,
        depositCost: d.terms.depositCost,
        payment: 3,
        collectRentType: d.terms.collectRentType,
        collectRentDay: d.terms.collectRentDay,
        fees: d.terms.fees,
        fitmentIds: [],
        remark: '',
        isTenant: 0,
        isSend: 0,
        advanceId: null,
        isDeduction: 0,
        pictures: [],
        contract: null,
        basis: { listRent: d.house.listRent, advanceId: null, advanceCost: 0 },
      },
      null,
    );
    if (kind !== 'toConfirm') await collectDue(tx, now, today, leaseId, kind === 'arrears', i);
  }
  return n;
}

/** Collects the lease's valid bills due by today, one collection per stage on its receivable date. */
async function collectDue(tx: Tx, now: number, today: string, leaseId: string, leaveLast: boolean, i: number) {
  const all = await demoBillsOf(tx, leaseId);
  const due = all.filter(
    (b) => b.receivableDate <= today && b.validStatus === BILL_VALID.valid && b.payStatus === BILL_PAY.unpaid,
  );
  const lastDue = due.at(-1)?.stage ?? 0;
  const byStage = new Map<number, { ids: string[]; date: string }>();
  for (const b of due) {
    if (leaveLast && b.stage === lastDue && lastDue > 1) continue;
    const s = byStage.get(b.stage) ?? { ids: [], date: b.receivableDate };
    s.ids.push(b.id);
    byStage.set(b.stage, s);
  }
  if (byStage.size === 0) return;
  const [lease] = await tx.select().from(leases).where(eq(leases.id, leaseId)).limit(1);
  for (const [stage, s] of byStage)
    await bookBillsPayment(tx, now, lease!, s.ids, {
      paymentType: [1, 2, 3][(i + stage) % 3]!,
      paidAt: shanghaiMidnight(s.date) + 10 * 3_600_000,
      operatorId: lease!.creatorId,
    });
}

/** Deposit orders on the first vacant rooms of the apartment (two, five in the big one): one paid, the rest not. */
async function orderVacantRooms(db: Db, now: number, today: string, boss: AuthUser, apartmentId: string, a: number) {
  const vacant = await db
    .select({ id: rooms.id, rentCost: rooms.rentCost })
    .from(rooms)
    .where(and(eq(rooms.apartmentId, apartmentId), eq(rooms.isRent, 0), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.houseNumber))
    .limit(a === 0 ? 5 : 2);
  for (const [k, r] of vacant.entries()) {
    const paid = k === 0;
    await addDepositOrder(db, now, boss, {
      houseId: r.id,
      advanceCost: 50000,
      rentCost: r.rentCost,
      startDate: addDays(today, 3 + k),
      endDate: addDays(addMonths(today, 12), 2 + k),
      latestDate: addDays(today, 2 + ((a + k) % 6)),
      promiseMan: SURNAMES[(a + k) % SURNAMES.length]! + '先生',
      phone: `137${String(10000000 + a * 10 + k).slice(-8)}`,
      payStatus: paid ? ORDER_PAY.paid : ORDER_PAY.unpaid,
      payTime: paid ? today : null,
      payWay: paid ? 1 : null,
      remark: '',
    });
  }
}
