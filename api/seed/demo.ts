import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../db/store';
import { orgs, users } from '../auth/schema';
import { userProjects, userRoles } from '../admin/schema';
import { messages } from '../messages/schema';
import { hashPassword } from '../auth/password';
import { allPerms, type Perm } from '../../sync/product/menu';
import { PERMS, type PermName } from '../../sync/product/permissions';
import { ROLE_TYPE, USER_TYPE } from '../../sync/product/accounts';
import type { DemoContext } from './context';
import { addApartment, addOffice, addRole, addUser } from './demo-rows';
import { seedRoomStates, seedTemplatePhotos, storeTemplatePhotos } from './demo-extras';
import { seedOffices } from '../admin/offices-seed';
import { seedTemplates } from '../templates/seed';
import { seedSettings } from '../settings/seed';
import { seedDashboard } from '../dashboard/seed';
import { seedOwners } from '../owners/seed';
import { seedDeposits } from '../deposits/seed';
import { seedMeters } from '../meters/seed';
import { seedLocks } from '../hardware/locks/seed';
import { seedDoors } from '../hardware/access/seed';
import { seedRunningLeases } from './running-leases';
import { claimJobRun } from '../jobs/daily';
import { jobRuns } from '../jobs/schema';

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoLogin {
  org: string;
  phone: string;
  password: string;
  role: string;
}

/** What a staff role may open: the board, leases, meters and door access, repairs. No finance, admin or settings. */
export const STAFF_PERMS: Perm[] = (
  [
    'board',
    'vacantRooms',
    'depositOrders',
    'leases',
    'viewings',
    'residents',
    'devices',
    'doorAccess',
    'doorOpenings',
    'repairs',
  ] as const satisfies readonly PermName[]
).map((n) => PERMS[n]);
/** A manager role: everything but permission management (the group of PERMS.roles, 权限管理). */
export const MANAGER_PERMS: Perm[] = allPerms().filter(([g]) => g !== PERMS.roles[0]);

export interface DemoOptions {
  /**
   * Also sign leases on the rented rooms, with their bills collected, overdue or voided, residents, appointments and
   * check-outs (api/leases/seed.ts). `npm start` does; the API tests start from the demo without them (each test signs
   * the leases it needs) and test/api/demo-leases.test.ts checks this part on its own.
   */
  runningLeases?: boolean;
}

/**
 * Seeds the demo organisations on an empty database; returns their logins (nothing when data exists). The core of
 * each organisation is written in one unit of work of its own (all of it or nothing, and an order of magnitude faster
 * than a unit per row); the demo photos are stored before it (a failed seed leaves at most three unattached files);
 * the running leases (opts.runningLeases) are signed, collected and checked out after the core committed, through the
 * screens' own functions, each in units of its own.
 */
export async function seedDemo(db: Db, now: number, uploadsDir?: string, opts: DemoOptions = {}): Promise<DemoLogin[]> {
  const [have] = await db.select({ id: orgs.id }).from(orgs).limit(1);
  if (have) return [];
  // Several API processes may start on one empty database at once: the one whose claim is made seeds, the others
  // serve at once (the demo logins work when its seeding is done). A failed seed gives the claim back.
  if (!(await claimJobRun(db, DEMO_SEED_RUN.job, DEMO_SEED_RUN.day, now))) return [];
  try {
    return await seedAll(db, now, uploadsDir, opts);
  } catch (err) {
    await db.write(null, (tx) =>
      tx.delete(jobRuns).where(and(eq(jobRuns.job, DEMO_SEED_RUN.job), eq(jobRuns.day, DEMO_SEED_RUN.day))),
    );
    throw err;
  }
}

/** The job_runs record of the demo seed (api/jobs/daily.ts claimJobRun): made once per database. */
const DEMO_SEED_RUN = { job: '演示数据', day: 'once' } as const;

async function seedAll(db: Db, now: number, uploadsDir: string | undefined, opts: DemoOptions): Promise<DemoLogin[]> {
  // Every demo account has the same published password: one hash (a quarter of a second at the current scrypt cost)
  // made once per process serves them all, so seeding a database per test file stays fast.
  const hash = await demoPasswordHash();
  const orgId = ulid(now);
  const boss = ulid(now);
  const photos = await storeTemplatePhotos(db, now, { orgId, userId: boss }, uploadsDir);
  const logins: DemoLogin[] = [];
  const otherOrg = ulid(now);
  const base = await db.write(orgId, (tx) => seedMainOrg(db, tx, now, orgId, boss, otherOrg, hash, photos));
  // The running leases go through the screens' own functions, in units of their own, once the organisation is there.
  if (opts.runningLeases) await seedRunningLeases({ ...base, tx: closedUnit() });
  logins.push(
    { org: '示例公寓', phone: '13800000001', password: DEMO_PASSWORD, role: '老板（全部权限）' },
    { org: '示例公寓', phone: '13800000002', password: DEMO_PASSWORD, role: '管理（店长角色，无权限管理）' },
    { org: '示例公寓', phone: '13800000003', password: DEMO_PASSWORD, role: '员工（管家角色，仅东湖项目）' },
  );
  // A second business, so that isolation between organisations can be tried by hand.
  await db.write(otherOrg, async (tx) => {
    await tx.insert(orgs).values({ id: otherOrg, name: '城南寓所', createdAt: now });
    const otherProject = await addOffice(tx, now, otherOrg, 2, '城南项目', null, '南京市秦淮区中华路 1 号');
    await addUser(tx, now, otherOrg, {
      phone: '13900000001',
      name: '赵老板',
      nickname: '赵老板',
      userType: USER_TYPE.boss,
      passwordHash: hash,
    });
    await addApartment(tx, now, otherOrg, {
      name: '城南公寓',
      address: '中华路 1 号',
      locationName: '夫子庙商圈',
      cityCode: '3201',
      districtCode: '320104',
      projectId: otherProject,
      floorCount: 3,
      perFloor: 5,
      rent: 150000,
    });
  });
  logins.push({ org: '城南寓所', phone: '13900000001', password: DEMO_PASSWORD, role: '老板（另一家机构）' });
  return logins;
}

let demoHash: Promise<string> | undefined;
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

/** A stand-in for a unit of work that has committed: any use throws (instead of writing outside any transaction). */
function closedUnit(): Tx {
  return new Proxy({} as Tx, {
    get(_t, prop) {
      throw new Error(
        `the demo organisation's core unit of work has committed (tx.${String(prop)}): open a unit with ctx.db.write`,
      );
    },
  });
}

async function seedMainOrg(
  db: Db,
  tx: Tx,
  now: number,
  orgId: string,
  bossId: string,
  otherOrgId: string,
  hash: string,
  photos: string[],
): Promise<DemoContext> {
  await tx.insert(orgs).values({ id: orgId, name: '示例公寓', createdAt: now });
  const company = await addOffice(tx, now, orgId, 1, '示例公寓管理有限公司', null, '杭州市西湖区文三路 100 号');
  const east = await addOffice(tx, now, orgId, 2, '东湖项目', company, '杭州市上城区东湖路 8 号');
  const west = await addOffice(tx, now, orgId, 2, '西城项目', company, '杭州市西湖区西城路 66 号');
  const managerRole = await addRole(
    tx,
    now,
    orgId,
    '店长',
    ROLE_TYPE.admin,
    '门店管理员：除权限管理外的全部功能',
    MANAGER_PERMS,
  );
  const staffRole = await addRole(
    tx,
    now,
    orgId,
    '管家',
    ROLE_TYPE.staff,
    '一线员工：房态、租约、抄表、门禁和报修',
    STAFF_PERMS,
  );

  await tx.insert(users).values({
    id: bossId,
    orgId,
    phone: '13800000001',
    name: '王老板',
    nickname: '王老板',
    userType: USER_TYPE.boss,
    passwordHash: hash,
    createdAt: now,
    updatedAt: now,
  });
  const manager = await addUser(tx, now, orgId, {
    phone: '13800000002',
    name: '李店长',
    nickname: '李店长',
    userType: USER_TYPE.manager,
    passwordHash: hash,
  });
  const staff = await addUser(tx, now, orgId, {
    phone: '13800000003',
    name: '张管家',
    nickname: '小张',
    userType: USER_TYPE.staff,
    passwordHash: hash,
  });
  await tx.insert(userRoles).values([
    { userId: manager, roleId: managerRole },
    { userId: staff, roleId: staffRole },
  ]);
  await tx.insert(userProjects).values([
    { userId: manager, officeId: east },
    { userId: manager, officeId: west },
    { userId: staff, officeId: east },
  ]);

  const eastApt = await addApartment(tx, now, orgId, {
    name: '东湖公寓',
    address: '东湖路 8 号',
    locationName: '东湖商圈',
    cityCode: '3301',
    districtCode: '330102',
    projectId: east,
    floorCount: 8,
    perFloor: 8,
    rent: 180000,
  });
  const westApt = await addApartment(tx, now, orgId, {
    name: '西城公寓',
    address: '西城路 66 号',
    locationName: '西城商圈',
    cityCode: '3301',
    districtCode: '330106',
    projectId: west,
    floorCount: 6,
    perFloor: 10,
    rent: 220000,
  });

  await tx.insert(messages).values([
    {
      id: ulid(now),
      orgId,
      userId: manager,
      msgType: 2,
      title: '欢迎使用',
      content: '东湖公寓与西城公寓已建好，可以开始配置房间模板。',
      createdAt: now,
    },
    {
      id: ulid(now),
      orgId,
      userId: staff,
      msgType: 4,
      title: '系统通知',
      content: '请在每月 25 日前完成抄表。',
      createdAt: now,
    },
  ]);

  // Each feature adds its own demo rows, in this organisation's unit of work.
  const ctx: DemoContext = {
    tx,
    db,
    now,
    orgId,
    otherOrgId,
    users: { boss: bossId, manager, staff },
    projects: { east, west },
    // 城南公寓 belongs to the other organisation, seeded in its own unit after this one: no feature seeder uses it.
    apartments: { 东湖公寓: eastApt, 西城公寓: westApt },
  };
  await seedOffices(ctx);
  await seedRoomStates(ctx);
  await seedSettings(ctx);
  await seedTemplates(ctx);
  await seedTemplatePhotos(ctx, photos);
  await seedOwners(ctx);
  await seedDashboard(ctx);
  await seedDeposits(ctx);
  await seedMeters(ctx);
  await seedLocks(ctx);
  await seedDoors(ctx);
  return ctx;
}
