/**
 * The large organisation of the benches (issue 16): `await seedLargeOrg(db, Date.now(), { bossPhone })` on a database
 * that already holds the demo (or nothing) adds 大型机构 with its boss (password DEMO_PASSWORD) and returns
 * `{ orgId, bigApartmentId, bossPhone, password }`.
 *
 * 200 apartments (one of 50 floors x 20 rooms = 1,000, 104 of 5 x 19 and 95 of 4 x 24: 20,000 rooms) made by the
 * demo's own addApartment (a third of the rooms flagged rented); then a lease on each rented room (about 6,700) signed
 * as the demo signs its own (api/leases/seed.ts: demoLeaseInput from the signing screen's leaseDefaults, then
 * signLease: the bill plan, the lessee, the board facts), their due bills collected as the demo collects them
 * (collectDueIn: the collection's booking, with the ledger), about 33,500 bills in all (five a lease: a quarterly rent
 * and the deposit): most leases paid up, some with an overdue bill, some ending within 30 days, some ended without
 * check-out, some paper contracts to be confirmed; and a deposit order (addDepositOrder) on a few vacant rooms of each
 * apartment, paid or not. One unit of work per apartment (as the floor editor would), so seeding a SQLite file takes
 * well under a minute.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../../api/db/store';
import type { AuthUser } from '../../api/http/env';
import { rooms } from '../../api/houses/schema';
import { addApartment } from '../../api/seed/demo-rows';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { leaseDefaults } from '../../api/leases/defaults';
import { signLease } from '../../api/leases/sign-lease';
import { collectDueIn, demoLeaseInput } from '../../api/leases/seed';
import { addDepositOrder } from '../../api/deposits/add-order';
import { USER_TYPE } from '../../sync/product/accounts';
import { addDays, addMonths, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import { addBenchOrg } from './bench-org';

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

/** The apartments' shapes: [count, floors, rooms per floor]; the first is the big one. */
const SHAPES: [number, number, number][] = [
  [1, 50, 20],
  [104, 5, 19],
  [95, 4, 24],
];

export async function seedLargeOrg(db: Db, now: number, opts: { bossPhone: string }): Promise<LargeOrg> {
  const { orgId, bossId, projectId } = await addBenchOrg(db, now, {
    name: '大型机构',
    word: '压测',
    phone: opts.bossPhone,
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
    const leaseId = ulid(now);
    await signLease(tx, now, boss, demoLeaseInput(d, leaseId, i, start, { payment: 3, isSend: 0 }), null);
    if (kind !== 'toConfirm')
      await collectDueIn(
        tx,
        now,
        leaseId,
        i,
        boss.id,
        (b, lastDue) => kind === 'arrears' && b.stage === lastDue && lastDue > 1,
      );
  }
  return n;
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
