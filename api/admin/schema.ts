import { index, integer, primaryKey, table, text } from '../db/kit';
import { rowColumns, syncColumns } from '../db/columns';
import { users } from '../auth/schema';

/** Companies and projects are one kind of record, an office; a project's pid is its company (part 4 §3). */
export const offices = table(
  'offices',
  {
    ...rowColumns(),
    ...syncColumns(),
    /** 1 company, 2 project. */
    kind: integer('kind').notNull(),
    pid: text('pid'),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    privateAccount: text('private_account').notNull().default(''),
    publicAccount: text('public_account').notNull().default(''),
    supervisor: text('supervisor').notNull().default(''),
  },
  (t) => [index('offices_org_idx').on(t.orgId, t.kind)],
);

export const roles = table(
  'roles',
  {
    ...rowColumns(),
    /** 1 admin, 2 staff. */
    roleType: integer('role_type').notNull(),
    roleName: text('role_name').notNull(),
    roleDesc: text('role_desc').notNull().default(''),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('roles_org_idx').on(t.orgId)],
);

/** A permission a role holds: a menu group and one of its children (sync/menu.ts). */
export const roleActions = table(
  'role_actions',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    childId: integer('child_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.groupId, t.childId] })],
);

export const userRoles = table(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** The projects a user belongs to; staff see only the apartments of these. */
export const userProjects = table(
  'user_projects',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officeId: text('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.officeId] })],
);
