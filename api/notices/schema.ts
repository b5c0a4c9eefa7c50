import { index, integer, table, text } from '../db/kit';
import { changeColumns, rowColumns } from '../db/columns';

/**
 * A notice of the notification sender (issue 19.3; spec part 3 §2.7, §2.8, §3 "Notice", "Notification form"): to
 * door units (kind 1), to tenants (2) or to managers (3) of one apartment. `isForAll` 1: every room with a running
 * lease (tenants) or every member of staff of the apartment (managers), else the chosen ones in notice_targets (door
 * notices always name their devices). Validity (tenants and managers): `isForever` 1 long-term, else until `keepTime`
 * (the end of the chosen day, Asia/Shanghai). `status` NOTICE_STATUS (sync/rules/notices/notice-rules.ts): 1 sent,
 * 2 pending (a door unit has not taken it yet), 3 recalled. `receivers` the names shown in the list (devNameList).
 */
export const notices = table(
  'notices',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    kind: integer('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    summary: text('summary').notNull().default(''),
    isForAll: integer('is_for_all').notNull().default(0),
    isForever: integer('is_forever').notNull().default(1),
    keepTime: integer('keep_time'),
    receivers: text('receivers').notNull().default(''),
    status: integer('status').notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull().default(''),
    recalledAt: integer('recalled_at'),
    recalledByName: text('recalled_by_name').notNull().default(''),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('notices_org_apartment_idx').on(t.orgId, t.apartmentId, t.createdAt)],
);

/**
 * A chosen receiver of a notice: a door device (kind 1), a room (2) or a member of staff (3) by id, with its name as
 * it was when sent. For a door device, `pending` 1 while the device has not taken the notices it should show (it was
 * out of reach, or the notice was recalled since): handed to it again when it answers (api/notices/device-delivery.ts).
 */
export const noticeTargets = table(
  'notice_targets',
  {
    ...rowColumns(),
    ...changeColumns(),
    noticeId: text('notice_id').notNull(),
    targetId: text('target_id').notNull(),
    name: text('name').notNull().default(''),
    pending: integer('pending').notNull().default(0),
    deliveredAt: integer('delivered_at'),
  },
  (t) => [
    index('notice_targets_notice_idx').on(t.noticeId),
    index('notice_targets_target_idx').on(t.orgId, t.targetId),
    index('notice_targets_pending_idx').on(t.orgId, t.pending),
  ],
);
