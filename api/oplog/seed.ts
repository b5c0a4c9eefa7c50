import { and, asc, eq, isNull } from 'drizzle-orm';
import { monotonicFactory } from 'ulid';
import type { DemoContext } from '../seed/context';
import { users } from '../auth/schema';
import { offices, userProjects } from '../admin/schema';
import { apartments, rooms } from '../houses/schema';
import { leases } from '../leases/schema';
import { roomProjectId } from '../houses/scope';
import { chunks } from '../db/chunks';
import { operationLogs } from './schema';
import { formatFen } from '../../sync/rules/common/money';
import { OPERATION_TYPE as OP, type OperationType } from '../../sync/rules/admin/oplog-rules';
import { shanghaiMidnight, shanghaiToday, addDays } from '../../sync/rules/common/shanghai-time';

const DAYS = 30;
const PER_DAY = 12;

/** A deterministic sequence (the demo is the same at every start). */
const sequence = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

type Place = { room: string; tenant: string; rent: number; projectId: string | null };
/** What a demo operator may have done, in the words the live entries use. */
const DEEDS: [(p: Place, n: number) => string, OperationType, 'any' | 'admin'][] = [
  [(p) => `收款 ${p.room} 房租 ${formatFen(p.rent)}`, OP.change, 'any'],
  [(p) => `签约 ${p.room} ${p.tenant}`, OP.add, 'any'],
  [(p) => `修改房间备注 ${p.room}`, OP.change, 'any'],
  [(p, n) => `抄表 ${p.room} 电表 读数 ${(1200 + n * 3.5).toFixed(2)}（离线）`, OP.change, 'any'],
  [(p) => `新增定金订单 ${p.room} ${p.tenant} 定金 ${formatFen(50_000)}`, OP.add, 'any'],
  [(p) => `发放门锁密码 ${p.room} 门锁`, OP.add, 'any'],
  [(p) => `受理报修 ${p.room}`, OP.change, 'any'],
  [(p) => `设为装修中 ${p.room}`, OP.change, 'any'],
  [(p) => `退租 ${p.room} ${p.tenant}`, OP.add, 'admin'],
  [(p) => `作废账单 ${p.room} 水电费`, OP.change, 'admin'],
  [() => '修改角色权限 管家', OP.change, 'admin'],
  [() => '新增员工 周管家', OP.add, 'admin'],
  [() => '删除角色 临时工', OP.remove, 'admin'],
  [() => '修改水电单价', OP.change, 'admin'],
];

/**
 * A month of operation log for the demo organisation (issue 20.8): about a dozen entries a working day over the last
 * 30 days, by its accounts (staff on their phones, the boss and the manager mostly at a desk), in the words the live
 * log writes, naming the demo's rooms and tenants. Written after the demo's accounts and leases exist.
 */
export async function seedOplog(ctx: Pick<DemoContext, 'db' | 'now' | 'orgId'>) {
  const { db, now, orgId } = ctx;
  const people = await db
    .select({ id: users.id, name: users.name, phone: users.phone, type: users.userType })
    .from(users)
    .where(and(eq(users.orgId, orgId), isNull(users.deletedAt), eq(users.isUsable, 0)))
    .orderBy(asc(users.phone));
  const branches = await db
    .select({ userId: userProjects.userId, id: offices.id, name: offices.name })
    .from(userProjects)
    .innerJoin(offices, eq(offices.id, userProjects.officeId))
    .orderBy(asc(offices.name));
  const places: Place[] = (
    await db
      .select({
        apt: apartments.name,
        house: rooms.houseNumber,
        tenant: leases.tenant,
        rent: leases.rentCost,
        projectId: roomProjectId,
      })
      .from(leases)
      .innerJoin(rooms, eq(rooms.id, leases.roomId))
      .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
      .where(eq(leases.orgId, orgId))
      .orderBy(asc(leases.id))
      .limit(60)
  ).map((r) => ({ room: `${r.apt} ${r.house}`, tenant: r.tenant, rent: r.rent, projectId: r.projectId }));
  if (!people.length || !places.length) return;
  const random = sequence(20_261_125);
  const ulid = monotonicFactory(() => random());
  const today = shanghaiToday(now);
  const rows: (typeof operationLogs.$inferInsert)[] = [];
  for (let d = DAYS; d >= 1; d--) {
    const day = shanghaiMidnight(addDays(today, -d));
    const times = Array.from({ length: PER_DAY }, () => day + Math.floor((8.5 + random() * 11) * 3_600_000)).sort();
    for (const at of times) {
      const who = people[Math.floor(random() * people.length)]!;
      const admin = who.type !== 2;
      const deeds = DEEDS.filter((x) => admin || x[2] === 'any');
      const [words, module] = deeds[Math.floor(random() * deeds.length)]!;
      const mine = branches.filter((b) => b.userId === who.id);
      // Staff act on the rooms of their projects only.
      const theirs = admin ? places : places.filter((p) => mine.some((b) => b.id === p.projectId));
      const pool = theirs.length ? theirs : places;
      const place = pool[Math.floor(random() * pool.length)]!;
      rows.push({
        id: ulid(at),
        orgId,
        userId: who.id,
        nickName: who.name,
        phone: who.phone,
        context: words(place, rows.length),
        managerType: who.type,
        module,
        // Staff walk the floors with a phone; the office mostly works at a desk.
        client: random() < (admin ? 0.25 : 0.85) ? 1 : 0,
        status: 200,
        officeName: mine.map((b) => b.name).join('、'),
        officeIds: mine.length ? `,${mine.map((b) => b.id).join(',')},` : '',
        createdAt: at,
      });
    }
  }
  await db.write(null, async (tx) => {
    for (const part of chunks(rows)) await tx.insert(operationLogs).values(part);
  });
}
