import { index, integer, table, text } from '../db/kit';

/**
 * The operation log (part 4 §3 "Operation log entry"): one row per change made through the API, written by one
 * middleware (./middleware.ts). Append-only: no code updates or deletes a row, and no route does (./routes.ts serves
 * the list only). `userId` is a staff account's id, or for a tenant (managerType 3) the lease the tenant acts under.
 */
export const operationLogs = table(
  'operation_logs',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    nickName: text('nick_name').notNull(),
    phone: text('phone').notNull(),
    /** What was done to what, in Chinese ('收款 东湖公寓 105 房租 ¥2,200.00'). */
    context: text('context').notNull(),
    /** Account type 0 boss, 1 manager, 2 staff, 3 tenant (sync/rules/admin/oplog-rules.ts). */
    managerType: integer('manager_type').notNull(),
    /** 0 query, 1 add, 2 change, 3 delete. */
    module: integer('module').notNull(),
    /** 0 pc, 1 mobile. */
    client: integer('client').notNull(),
    status: integer('status').notNull(),
    /** The operator's branch at write time: the names of their projects ('东湖项目、西城项目'; '' for none). */
    officeName: text('office_name').notNull().default(''),
    /** The ids of those projects, each between commas (',id1,id2,'), for the branch filter. */
    officeIds: text('office_ids').notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    // Newest first by (created_at, id): the id last lets the index give the order outright, ties included.
    index('oplog_org_idx').on(t.orgId, t.createdAt, t.id),
    index('oplog_org_user_idx').on(t.orgId, t.userId, t.createdAt, t.id),
  ],
);
