import { PERMS } from './permissions';

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

/** A permission that is an action inside a group's screens, not a screen of its own (撤销核销). */
export interface ActionDef {
  perm: Perm;
  title: string;
}

export interface MenuGroup {
  /** null for the always-visible groups (home, my area). */
  pkId: number | null;
  title: string;
  routes: RouteDef[];
  /** Actions a role may be given beside the group's screens (listed in the role editor's tree after them). */
  actions?: ActionDef[];
}

export const MENU: readonly MenuGroup[] = [
  { pkId: null, title: '首页', routes: [{ path: '/index', title: '首页' }] },
  {
    pkId: 1,
    title: '房源管理',
    routes: [
      { path: '/addHome', title: '添加公寓', perm: PERMS.addApartment },
      { path: '/Template2', title: '设置房间模板', perm: PERMS.roomTemplates },
      { path: '/Template3', title: '完善房间信息', perm: PERMS.roomDetails },
      { path: '/jizhongHome', title: '房态总览', perm: PERMS.board },
      { path: '/kofang', title: '空房', perm: PERMS.vacantRooms },
      { path: '/ownerAllList', title: '业主直租房源', perm: PERMS.ownerRooms },
      { path: '/applicationList', title: '房源审核', perm: PERMS.ownerReview },
      { path: '/editApartment', title: '编辑公寓', perm: PERMS.board, hidden: true },
      { path: '/editTemplate', title: '编辑模板', perm: PERMS.board, hidden: true },
      { path: '/editHouse', title: '编辑房间', perm: PERMS.board, hidden: true },
      { path: '/ownerList', title: '业主审核', perm: PERMS.ownerReview, hidden: true },
      { path: '/editOwnerInfo', title: '编辑业主信息', perm: PERMS.board, hidden: true },
    ],
  },
  {
    pkId: 2,
    title: '租约管理',
    routes: [
      { path: '/reservationOrder', title: '定金订单', perm: PERMS.depositOrders },
      { path: '/bookingList', title: '租约列表', perm: PERMS.leases },
      { path: '/reservationList', title: '预约看房', perm: PERMS.viewings },
      { path: '/occupantManage', title: '住户管理', perm: PERMS.residents },
      { path: '/zulintongji', title: '租赁统计', perm: PERMS.leaseStats },
      { path: '/leaseDetail', title: '租约详情', perm: PERMS.leases, hidden: true },
      { path: '/contractDetailInfo', title: '合同详情', perm: PERMS.leases, hidden: true },
      { path: '/accountDetail', title: '账单详情', perm: PERMS.leases, hidden: true },
      { path: '/renterRegister', title: '租客登记', perm: PERMS.leases, hidden: true },
    ],
  },
  {
    pkId: 3,
    title: '智能系统',
    routes: [
      { path: '/equipmentManage', title: '设备管理', perm: PERMS.devices },
      { path: '/accessAuthority', title: '门禁授权', perm: PERMS.doorAccess },
      { path: '/tempAuthorization', title: '临时授权', perm: PERMS.tempAccess },
      { path: '/openDoor', title: '开门记录', perm: PERMS.doorOpenings },
      { path: '/AccessLog', title: '门禁日志', perm: PERMS.doorLog },
      // The spec names no route for the meter-reading screen (part 3 §2.9); this one is ours.
      { path: '/meterReading', title: '抄表', perm: PERMS.devices, hidden: true },
      { path: '/shuiDianSuo', title: '水电锁', perm: PERMS.devices, hidden: true },
      { path: '/intelligent', title: '告警记录', perm: PERMS.devices, hidden: true },
      { path: '/lockPswRecord', title: '门锁密码记录', perm: PERMS.devices, hidden: true },
      { path: '/suoJiLu', title: '开锁记录', perm: PERMS.devices, hidden: true },
      { path: '/getLockFrozenRecord', title: '门锁冻结记录', perm: PERMS.devices, hidden: true },
      { path: '/WECBlist', title: '网关', perm: PERMS.devices, hidden: true },
      // Ours (issue 18.3): QR labels of the rooms, to print; a label opens its room on the board.
      { path: '/roomLabels', title: '房间标签', perm: PERMS.devices, hidden: true },
    ],
  },
  {
    pkId: 4,
    title: '服务管理',
    routes: [
      { path: '/repairs', title: '报修管理', perm: PERMS.repairs },
      { path: '/onlineApplic', title: '通知服务', perm: PERMS.notices },
      { path: '/WEClist', title: '水电燃服务', perm: PERMS.utilityServices },
      { path: '/onlineAplly', title: '在线申请', perm: PERMS.onlineApplications },
      { path: '/complaintAdvice', title: '投诉建议', perm: PERMS.complaints },
      { path: '/businessCircle', title: '商家信息', perm: PERMS.merchants },
      { path: '/communityForum', title: '社区帖子', perm: PERMS.forum },
      { path: '/onlineApplic2', title: '发布通知', perm: PERMS.notices, hidden: true },
      { path: '/repairsType', title: '物业类型', perm: PERMS.repairs, hidden: true },
      { path: '/shopLeixing', title: '商家类型', perm: PERMS.merchants, hidden: true },
      { path: '/shopFenlei', title: '商家分类', perm: PERMS.merchants, hidden: true },
    ],
  },
  {
    pkId: 5,
    title: '财务管理',
    routes: [
      { path: '/BalancePaymentsList', title: '财务概览', perm: PERMS.financeOverview },
      { path: '/liushuiList', title: '流水列表', perm: PERMS.ledger },
      { path: '/drawbackApplict', title: '退款申请', perm: PERMS.refunds },
      { path: '/shoujuHexiao', title: '收据核销', perm: PERMS.receiptWriteOff },
      { path: '/tallyConfig', title: '记账', perm: PERMS.bookkeeping },
      { path: '/StatementDetails', title: '对账明细', perm: PERMS.statements },
    ],
    // Ours (issue 21): undoing a write-off of the ledger is a right of its own, given apart from the ledger screen.
    actions: [{ perm: PERMS.ledgerUnverify, title: '撤销核销' }],
  },
  {
    pkId: 6,
    title: '权限管理',
    routes: [
      { path: '/companySet', title: '公司设置', perm: PERMS.companies },
      { path: '/itemSetting', title: '项目设置', perm: PERMS.projects },
      { path: '/HousingAllocation', title: '房源分配', perm: PERMS.roomAllocation },
      { path: '/laborControl', title: '员工管理', perm: PERMS.staff },
      { path: '/roleMassege', title: '角色管理', perm: PERMS.roles },
    ],
  },
  {
    pkId: 7,
    title: '通用配置',
    routes: [
      { path: '/General_1', title: '系统配置', perm: PERMS.systemSettings },
      { path: '/General_2', title: '房源配置', perm: PERMS.houseSettings },
      { path: '/General_3', title: '租客登记配置', perm: PERMS.tenantFormSettings },
      { path: '/General_4', title: '合同模板配置', perm: PERMS.contractSettings },
      { path: '/General_5', title: '财务配置', perm: PERMS.financeSettings },
      { path: '/General_6', title: '水电配置', perm: PERMS.meterSettings },
      { path: '/General_7', title: '智能硬件配置', perm: PERMS.hardwareSettings },
      { path: '/General_8', title: '客服电话', perm: PERMS.hotlineSettings },
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
      // The channels notices reach the user by and a test of them, a sub-page of 我的 (ours, issue 19.4).
      { path: '/personalCenter/notify', title: '通知方式', hidden: true },
      { path: '/Message', title: '消息中心' },
      { path: '/ShuJuBaoBiao', title: '数据报表', perm: PERMS.reports },
      { path: '/logsInfor', title: '操作日志', perm: PERMS.operationLog },
    ],
  },
];

/** Routes outside any menu group. /General is the hub that shows the first General_n the user may open. */
export const EXTRA_ROUTES: readonly RouteDef[] = [
  { path: '/General', title: '通用配置' },
  { path: '/HTPdf', title: '电子合同', perm: PERMS.leases, standalone: true },
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
  for (const r of [...ALL_ROUTES, ...MENU.flatMap((g) => g.actions ?? [])]) {
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
