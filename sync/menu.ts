/**
 * The menu and route tree of the product (spec part 1 §2.4, part 4 §6): one constant shared by web and api.
 *
 * Menu groups and their children are identified by pkId, as the spec's menu list is: a group is shown when its
 * pkId is in the user's menu list, a child when its pkId is in that group's actionList. Child pkIds are unique
 * only within their group (the spec reuses 40–43 across groups), so a permission is the pair [group, child].
 *
 * The spec gives pkIds for groups 1–6. Two groups are ours, because the spec leaves those screens ungated but an
 * operator business would not let every staff member change settings or read the operation log:
 *   7 通用配置 (General_1 … General_8 as children 1 … 8) and 8 我的 (data reports 1, operation log 2).
 * Screens without a pkId of their own (hidden routes such as /leaseDetail) are governed by the child they are
 * reached from, named in `perm`.
 */
export type Perm = readonly [group: number, child: number];

export interface RouteDef {
  path: string;
  title: string;
  /** The permission needed; absent = every signed-in user. */
  perm?: Perm;
  /** Not listed in the side menu (reached from another screen). */
  hidden?: boolean;
  /** Outside the main layout (no header, menu or tab bar). */
  standalone?: boolean;
}

export interface MenuGroup {
  /** null for the always-visible groups (home, my area). */
  pkId: number | null;
  title: string;
  routes: RouteDef[];
}

export const MENU: readonly MenuGroup[] = [
  { pkId: null, title: '首页', routes: [{ path: '/index', title: '首页' }] },
  {
    pkId: 1,
    title: '房源管理',
    routes: [
      { path: '/addHome', title: '添加公寓', perm: [1, 2] },
      { path: '/Template2', title: '设置房间模板', perm: [1, 4] },
      { path: '/Template3', title: '完善房间信息', perm: [1, 24] },
      { path: '/jizhongHome', title: '房态总览', perm: [1, 3] },
      { path: '/kofang', title: '空房', perm: [1, 5] },
      { path: '/ownerAllList', title: '业主直租房源', perm: [1, 42] },
      { path: '/applicationList', title: '房源审核', perm: [1, 43] },
      { path: '/editApartment', title: '编辑公寓', perm: [1, 3], hidden: true },
      { path: '/editTemplate', title: '编辑模板', perm: [1, 3], hidden: true },
      { path: '/editHouse', title: '编辑房间', perm: [1, 3], hidden: true },
      { path: '/ownerList', title: '业主审核', perm: [1, 43], hidden: true },
      { path: '/editOwnerInfo', title: '编辑业主信息', perm: [1, 3], hidden: true },
    ],
  },
  {
    pkId: 2,
    title: '租约管理',
    routes: [
      { path: '/reservationOrder', title: '定金订单', perm: [2, 8] },
      { path: '/bookingList', title: '租约列表', perm: [2, 9] },
      { path: '/reservationList', title: '预约看房', perm: [2, 10] },
      { path: '/occupantManage', title: '住户管理', perm: [2, 14] },
      { path: '/zulintongji', title: '租赁统计', perm: [2, 38] },
      { path: '/leaseDetail', title: '租约详情', perm: [2, 9], hidden: true },
      { path: '/contractDetailInfo', title: '合同详情', perm: [2, 9], hidden: true },
      { path: '/accountDetail', title: '账单详情', perm: [2, 9], hidden: true },
      { path: '/renterRegister', title: '租客登记', perm: [2, 9], hidden: true },
    ],
  },
  {
    pkId: 3,
    title: '智能系统',
    routes: [
      { path: '/equipmentManage', title: '设备管理', perm: [3, 11] },
      { path: '/accessAuthority', title: '门禁授权', perm: [3, 12] },
      { path: '/tempAuthorization', title: '临时授权', perm: [3, 15] },
      { path: '/openDoor', title: '开门记录', perm: [3, 16] },
      { path: '/AccessLog', title: '门禁日志', perm: [3, 17] },
      // The spec names no route for the meter-reading screen (part 3 §2.9); this one is ours.
      { path: '/meterReading', title: '抄表', perm: [3, 11], hidden: true },
      { path: '/shuiDianSuo', title: '水电锁', perm: [3, 11], hidden: true },
      { path: '/intelligent', title: '告警记录', perm: [3, 11], hidden: true },
      { path: '/lockPswRecord', title: '门锁密码记录', perm: [3, 11], hidden: true },
      { path: '/suoJiLu', title: '开锁记录', perm: [3, 11], hidden: true },
      { path: '/getLockFrozenRecord', title: '门锁冻结记录', perm: [3, 11], hidden: true },
      { path: '/WECBlist', title: '网关', perm: [3, 11], hidden: true },
    ],
  },
  {
    pkId: 4,
    title: '服务管理',
    routes: [
      { path: '/repairs', title: '报修管理', perm: [4, 18] },
      { path: '/onlineApplic', title: '通知服务', perm: [4, 19] },
      { path: '/WEClist', title: '水电燃服务', perm: [4, 20] },
      { path: '/onlineAplly', title: '在线申请', perm: [4, 40] },
      { path: '/complaintAdvice', title: '投诉建议', perm: [4, 41] },
      { path: '/businessCircle', title: '商家信息', perm: [4, 42] },
      { path: '/communityForum', title: '社区帖子', perm: [4, 43] },
      { path: '/onlineApplic2', title: '发布通知', perm: [4, 19], hidden: true },
      { path: '/repairsType', title: '物业类型', perm: [4, 18], hidden: true },
      { path: '/shopLeixing', title: '商家类型', perm: [4, 42], hidden: true },
      { path: '/shopFenlei', title: '商家分类', perm: [4, 42], hidden: true },
    ],
  },
  {
    pkId: 5,
    title: '财务管理',
    routes: [
      { path: '/BalancePaymentsList', title: '财务概览', perm: [5, 26] },
      { path: '/liushuiList', title: '流水列表', perm: [5, 27] },
      { path: '/drawbackApplict', title: '退款申请', perm: [5, 28] },
      { path: '/shoujuHexiao', title: '收据核销', perm: [5, 29] },
      { path: '/tallyConfig', title: '记账', perm: [5, 41] },
      { path: '/StatementDetails', title: '对账明细', perm: [5, 31] },
    ],
  },
  {
    pkId: 6,
    title: '权限管理',
    routes: [
      { path: '/companySet', title: '公司设置', perm: [6, 40] },
      { path: '/itemSetting', title: '项目设置', perm: [6, 32] },
      { path: '/HousingAllocation', title: '房源分配', perm: [6, 33] },
      { path: '/laborControl', title: '员工管理', perm: [6, 34] },
      { path: '/roleMassege', title: '角色管理', perm: [6, 39] },
    ],
  },
  {
    pkId: 7,
    title: '通用配置',
    routes: [
      { path: '/General_1', title: '系统配置', perm: [7, 1] },
      { path: '/General_2', title: '房源配置', perm: [7, 2] },
      { path: '/General_3', title: '租客登记配置', perm: [7, 3] },
      { path: '/General_4', title: '合同模板配置', perm: [7, 4] },
      { path: '/General_5', title: '财务配置', perm: [7, 5] },
      { path: '/General_6', title: '水电配置', perm: [7, 6] },
      { path: '/General_7', title: '智能硬件配置', perm: [7, 7] },
      { path: '/General_8', title: '客服电话', perm: [7, 8] },
    ],
  },
  {
    pkId: 8,
    title: '我的',
    routes: [
      { path: '/personalCenter', title: '个人中心' },
      // This device's ID-card reader and notifications, a sub-page of 我的 (ours; the spec has no such route).
      { path: '/personalCenter/device', title: '本机设备', hidden: true },
      // Changing one's own password, a sub-page of 我的 (ours too).
      { path: '/personalCenter/password', title: '修改密码', hidden: true },
      { path: '/Message', title: '消息中心' },
      { path: '/ShuJuBaoBiao', title: '数据报表', perm: [8, 1] },
      { path: '/logsInfor', title: '操作日志', perm: [8, 2] },
    ],
  },
];

/** Routes outside any menu group. /General is the hub that shows the first General_n the user may open. */
export const EXTRA_ROUTES: readonly RouteDef[] = [
  { path: '/General', title: '通用配置' },
  { path: '/HTPdf', title: '电子合同', perm: [2, 9], standalone: true },
  { path: '/404', title: '页面不存在' },
];

/** One entry of the menu list returned at login: a group and the children it may open. */
export interface MenuListEntry {
  pkId: number;
  actionList: number[];
}
export type MenuList = MenuListEntry[];

export const ALL_ROUTES: readonly RouteDef[] = [...MENU.flatMap((g) => g.routes), ...EXTRA_ROUTES];

export function findRoute(path: string): RouteDef | undefined {
  return ALL_ROUTES.find((r) => r.path === path);
}

export function groupOf(path: string): MenuGroup | undefined {
  return MENU.find((g) => g.routes.some((r) => r.path === path));
}

/** Every permission the product knows: the pairs a role can hold, and what a boss has. */
export function allPerms(): Perm[] {
  const seen = new Set<string>();
  const out: Perm[] = [];
  for (const r of ALL_ROUTES) {
    if (!r.perm) continue;
    const key = permKey(r.perm);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(r.perm);
    }
  }
  return out;
}

export const permKey = (p: Perm): string => `${p[0]}.${p[1]}`;

export function parsePermKey(key: string): Perm | null {
  const m = /^(\d{1,3})\.(\d{1,3})$/.exec(key);
  if (!m) return null;
  const perm: Perm = [Number(m[1]), Number(m[2])];
  return allPerms().some((p) => p[0] === perm[0] && p[1] === perm[1]) ? perm : null;
}

/** Builds the login menu list from a set of permissions: groups in menu order, children sorted. */
export function menuListOf(perms: Iterable<Perm>): MenuList {
  const byGroup = new Map<number, Set<number>>();
  for (const [g, c] of perms) {
    if (!byGroup.has(g)) byGroup.set(g, new Set());
    byGroup.get(g)!.add(c);
  }
  const out: MenuList = [];
  for (const group of MENU) {
    if (group.pkId === null) continue;
    const children = byGroup.get(group.pkId);
    if (children?.size) out.push({ pkId: group.pkId, actionList: [...children].sort((a, b) => a - b) });
  }
  return out;
}

export function menuAllows(menu: MenuList, perm: Perm | undefined): boolean {
  if (!perm) return true;
  const entry = menu.find((e) => e.pkId === perm[0]);
  return !!entry && entry.actionList.includes(perm[1]);
}

/** Human name of a permission, for the role editor: "房源管理 / 房态总览". */
export function permTitle(perm: Perm): string {
  const group = MENU.find((g) => g.pkId === perm[0]);
  const route = group?.routes.find((r) => r.perm?.[0] === perm[0] && r.perm[1] === perm[1] && !r.hidden);
  const fallback = group?.routes.find((r) => r.perm?.[0] === perm[0] && r.perm[1] === perm[1]);
  return `${group?.title ?? perm[0]} / ${(route ?? fallback)?.title ?? perm[1]}`;
}
