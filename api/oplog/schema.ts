import { index, integer, table, text } from '../db/kit';

/** Operation log (part 4 §3): written for every mutating request by one middleware. */
export const operationLogs = table(
  'operation_logs',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    nickName: text('nick_name').notNull(),
    phone: text('phone').notNull(),
    /** What was done, in Chinese ("POST /api/admin/roles 新增"). */
    context: text('context').notNull(),
    /** Account type 0 boss, 1 manager, 2 staff. */
    managerType: integer('manager_type').notNull(),
    /** 0 query, 1 add, 2 change, 3 delete. */
    module: integer('module').notNull(),
    /** 0 pc, 1 mobile. */
    client: integer('client').notNull(),
    status: integer('status').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('oplog_org_idx').on(t.orgId, t.createdAt)],
);
