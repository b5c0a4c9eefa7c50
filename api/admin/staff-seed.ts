import type { DemoContext } from '../seed/context';
import { DEMO_PASSWORD } from '../seed/demo';
import { createRole, listRoles, setRoleActions } from './roles';
import { createStaff } from './staff-create';
import { setUsable } from './staff';
import { PERMS, type PermName } from '../../sync/product/permissions';
import { permKey } from '../../sync/product/menu';
import { ROLE_TYPE, USER_TYPE } from '../../sync/product/accounts';
import { STAFF_STATUS } from '../../sync/rules/admin/staff-rules';

const FINANCE: PermName[] = [
  'financeOverview',
  'ledger',
  'refunds',
  'receiptWriteOff',
  'statements',
  'bookkeeping',
  'reports',
];

/** The demo's extra accounts (part 4 §2 "Staff accounts"): phone, name and what they are. */
export const DEMO_STAFF = {
  finance: { phone: '13800000004', name: '孙财务' },
  westKeeper: { phone: '13800000005', name: '周管家' },
  frozen: { phone: '13800000006', name: '吴管家' },
} as const;

/**
 * Staff and roles of the demo beyond the core three accounts (issue 20.8): a 财务 role (the finance group and the
 * reports) held by 孙财务 across both projects, a 管家 of 西城项目, and a 管家 of 东湖项目 whose account is frozen.
 * Made through the screens' own functions, as the boss would.
 */
export async function seedStaff(ctx: DemoContext) {
  const { db, now, orgId, users, projects } = ctx;
  const { pkId: finance } = await createRole(db, now, orgId, {
    roleName: '财务',
    roleType: ROLE_TYPE.admin,
    roleDesc: '财务人员：财务管理与数据报表',
  });
  await setRoleActions(
    db,
    now,
    orgId,
    finance,
    FINANCE.map((n) => permKey(PERMS[n])),
  );
  const keeper = (await listRoles(db, orgId)).find((r) => r.roleName === '管家')!.pkId;
  const account = (who: { phone: string; name: string }, email: string) => ({
    ...who,
    nickname: who.name,
    email,
    password: DEMO_PASSWORD,
  });
  await createStaff(db, now, orgId, {
    ...account(DEMO_STAFF.finance, 'sun@example.com'),
    userType: USER_TYPE.manager,
    projectIds: [projects.east, projects.west],
    roleIds: [finance],
  });
  await createStaff(db, now, orgId, {
    ...account(DEMO_STAFF.westKeeper, 'zhou@example.com'),
    userType: USER_TYPE.staff,
    projectIds: [projects.west],
    roleIds: [keeper],
  });
  const { pkId: frozen } = await createStaff(db, now, orgId, {
    ...account(DEMO_STAFF.frozen, 'wu@example.com'),
    userType: USER_TYPE.staff,
    projectIds: [projects.east],
    roleIds: [keeper],
  });
  await setUsable(db, now, orgId, users.boss, frozen, STAFF_STATUS.frozen);
}
