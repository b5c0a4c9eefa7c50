/**
 * The operation log's codes (part 4 §3 "Operation log entry", §9): who acted (account type), what kind of change
 * (operation type) and from which terminal. Shared by the API (api/oplog/**) and /logsInfor (web/admin/oplog/**).
 */
import { USER_TYPE_NAME } from '../../product/accounts';

/** 0 query, 1 add, 2 change, 3 delete (§9). */
export const OPERATION_TYPE = { query: 0, add: 1, change: 2, remove: 3 } as const;
export type OperationType = (typeof OPERATION_TYPE)[keyof typeof OPERATION_TYPE];
export const OPERATION_TYPE_NAME: Record<OperationType, string> = { 0: '查询', 1: '新增', 2: '修改', 3: '删除' };

/** The operation type of a request by its method (POST adds, PUT/PATCH change, DELETE deletes). */
export function operationOfMethod(method: string): OperationType | undefined {
  if (method === 'POST') return OPERATION_TYPE.add;
  if (method === 'PUT' || method === 'PATCH') return OPERATION_TYPE.change;
  if (method === 'DELETE') return OPERATION_TYPE.remove;
  return undefined;
}

/** 0 pc, 1 mobile (§9). */
export const TERMINAL = { pc: 0, mobile: 1 } as const;
export type Terminal = (typeof TERMINAL)[keyof typeof TERMINAL];
export const TERMINAL_NAME: Record<Terminal, string> = { 0: '电脑端', 1: '移动端' };
/** The request header the web client names its terminal in ('0' / '1'); without it the user agent decides. */
export const TERMINAL_HEADER = 'x-client-terminal';

/**
 * Account types of the log: the spec's 0 boss, 1 manager, 2 staff, and ours, 3 租客 for what a tenant did on the
 * tenant page (issue 19: repairs, applications, payments, posts), who has no staff account.
 */
export const LOG_ACCOUNT_TYPE = { boss: 0, manager: 1, staff: 2, tenant: 3 } as const;
export type LogAccountType = (typeof LOG_ACCOUNT_TYPE)[keyof typeof LOG_ACCOUNT_TYPE];
export const LOG_ACCOUNT_TYPE_NAME: Record<LogAccountType, string> = { ...USER_TYPE_NAME, 3: '租客' };

/** The branch shown for an operator bound to no project (a boss, a manager over all). */
export const ALL_BRANCHES = '全部项目';
