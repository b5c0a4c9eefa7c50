import { index, integer, table, text, uniqueIndex } from '../db/kit';
import { changeColumns, rowColumns, syncColumns } from '../db/columns';

/**
 * A repair (property) type of an apartment (issue 19.2; /repairsType; spec part 3 §2.6, §3 "Property type": name,
 * type, xqId, createTime). `type` 1 is a repair type (the list opens with type 1; the spec names no other). Deleted
 * by `deletedAt`: the repairs filed under it keep their type's name.
 */
export const repairTypes = table(
  'repair_types',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    type: integer('type').notNull().default(1),
    name: text('name').notNull(),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('repair_types_org_apartment_idx').on(t.orgId, t.apartmentId, t.type)],
);

/**
 * A tenant's repair request (issue 19.2; /repairs; spec part 3 §2.5, §3 "Repair": systemJyh, applyName,
 * connectPhone, tdesc, typeName, status, appointmentTime). `status` REPAIR_STATUS (sync/rules/repairs/repair-status.ts);
 * who took it (受理), completed it (完成, with `completeNote` and the work's photos: pictures 'repair_done') or
 * cancelled it (the tenant while applying, or a manager with `cancelReason`), and when. The tenant's photos are
 * pictures 'repair'. Synced: the open ones of the user's apartments go to the phone (api/sync/pull.ts), a finished
 * one leaves it as a tombstone.
 */
export const repairs = table(
  'repairs',
  {
    ...rowColumns(),
    ...syncColumns(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    leaseId: text('lease_id'),
    /** The human number (BX + date + sequence, api/db/numbers.ts). */
    systemJyh: text('system_jyh').notNull(),
    applyName: text('apply_name').notNull(),
    connectPhone: text('connect_phone').notNull(),
    typeId: text('type_id'),
    tdesc: text('tdesc').notNull(),
    /** The tenant's preferred time (epoch ms); null: any time. */
    appointmentTime: integer('appointment_time'),
    status: integer('status').notNull().default(0),
    acceptedAt: integer('accepted_at'),
    acceptedBy: text('accepted_by'),
    acceptedByName: text('accepted_by_name').notNull().default(''),
    completedAt: integer('completed_at'),
    completedBy: text('completed_by'),
    completedByName: text('completed_by_name').notNull().default(''),
    completeNote: text('complete_note').notNull().default(''),
    cancelledAt: integer('cancelled_at'),
    /** A user id, or null when the tenant cancelled it. */
    cancelledBy: text('cancelled_by'),
    cancelledByName: text('cancelled_by_name').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('repairs_number_uq').on(t.orgId, t.systemJyh),
    index('repairs_org_apartment_status_idx').on(t.orgId, t.apartmentId, t.status),
    index('repairs_org_created_idx').on(t.orgId, t.createdAt),
    index('repairs_org_version_idx').on(t.orgId, t.version),
    index('repairs_lease_idx').on(t.leaseId),
  ],
);
