import type { Perm } from './menu';

/**
 * The permission vocabulary: every [group, child] pair of the menu tree (sync/menu.ts, the spec's pkIds that the
 * login's menu list carries) by name. The menu, the server's routes (requirePerm), the web's gates and the tests
 * name a permission through PERMS, never by its numbers; test/unit/permissions-vocabulary.test.ts checks that every
 * pair of the menu has exactly one name.
 */
export const PERMS = {
  /** 房源管理 */
  addApartment: [1, 2],
  board: [1, 3],
  roomTemplates: [1, 4],
  vacantRooms: [1, 5],
  roomDetails: [1, 24],
  ownerRooms: [1, 42],
  ownerReview: [1, 43],
  /** 租约管理 */
  depositOrders: [2, 8],
  leases: [2, 9],
  viewings: [2, 10],
  residents: [2, 14],
  leaseStats: [2, 38],
  /** 智能系统 */
  devices: [3, 11],
  doorAccess: [3, 12],
  tempAccess: [3, 15],
  doorOpenings: [3, 16],
  doorLog: [3, 17],
  /** 服务管理 */
  repairs: [4, 18],
  notices: [4, 19],
  utilityServices: [4, 20],
  onlineApplications: [4, 40],
  complaints: [4, 41],
  merchants: [4, 42],
  forum: [4, 43],
  /** 财务管理 */
  financeOverview: [5, 26],
  ledger: [5, 27],
  refunds: [5, 28],
  receiptWriteOff: [5, 29],
  statements: [5, 31],
  bookkeeping: [5, 41],
  /** 撤销核销 (ours, issue 21): an action of the ledger, not a screen (sync/product/menu.ts actions). */
  ledgerUnverify: [5, 30],
  /** 权限管理 */
  projects: [6, 32],
  roomAllocation: [6, 33],
  staff: [6, 34],
  roles: [6, 39],
  companies: [6, 40],
  /** 通用配置 General_1 … General_8 */
  systemSettings: [7, 1],
  houseSettings: [7, 2],
  tenantFormSettings: [7, 3],
  contractSettings: [7, 4],
  financeSettings: [7, 5],
  meterSettings: [7, 6],
  hardwareSettings: [7, 7],
  hotlineSettings: [7, 8],
  /** 我的 */
  reports: [8, 1],
  operationLog: [8, 2],
} as const satisfies Record<string, Perm>;

export type PermName = keyof typeof PERMS;

/** The name of a pair, if the vocabulary has it. */
export function permName(p: Perm): PermName | undefined {
  return (Object.keys(PERMS) as PermName[]).find((n) => PERMS[n][0] === p[0] && PERMS[n][1] === p[1]);
}
