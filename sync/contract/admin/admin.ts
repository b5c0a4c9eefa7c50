/**
 * The contract of /api/admin (spec part 4 §3 "Roles", "Staff accounts", companies and projects): the action tree of
 * the role editor, roles and their actions, staff accounts (./staff.ts) and the offices for selectors.
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, ms, nothing, obj } from '../kit';
import { parsePermKey } from '../../product/menu';
import { staffRoutes } from './staff';
import { allocationRoutes } from './allocation';
import { officeRoutes } from './offices';

const roleBody = z.object({
  /** Up to 10 characters is the hint (ROLE_NAME_HINT); 20 the limit. */
  roleName: z.string('请输入角色名称').trim().min(1, '请输入角色名称').max(20, '角色名称不能超过20个字'),
  roleType: z.union([z.literal(1), z.literal(2)], '请选择角色类型'),
  roleDesc: z.string().trim().max(200, '角色描述不能超过200个字').default(''),
});
export type RoleInput = z.infer<typeof roleBody>;

/** A role's actions as permission keys ('<group pkId>.<child pkId>', sync/product/menu.ts permKey). */
const actionsBody = z.object({
  actionIds: z.array(z.string().refine((k) => parsePermKey(k) !== null, '权限项不存在')).max(200),
});

/** A menu group of the role editor with its permitted screens (actionId: the permission key). */
const actionGroup = obj({
  actionId: int,
  actionmenuName: z.string(),
  actionList: z.array(obj({ actionId: z.string(), name: z.string() })),
});
export type ActionGroup = z.infer<typeof actionGroup>;

const roleRow = obj({
  pkId: id,
  roleName: z.string(),
  /** 1 admin role, 2 staff role. */
  roleType: int,
  roleDesc: z.string(),
  gmtCreate: ms,
  /** The role's actions as permission keys. */
  action: z.array(z.string()),
  /** How many accounts hold the role (a role held by any cannot be deleted). */
  holders: int,
});
export type RoleRow = z.infer<typeof roleRow>;

/** A company (kind 1) or a project (kind 2, pid its company). */
const officeRow = obj({ officeId: id, name: z.string(), kind: int, pid: id.nullable(), address: z.string() });
export type OfficeRow = z.infer<typeof officeRow>;

export const admin = {
  actions: route({ method: 'GET', path: '/api/admin/actions', reply: z.array(actionGroup) }),
  roles: route({ method: 'GET', path: '/api/admin/roles', reply: z.array(roleRow) }),
  createRole: route({ method: 'POST', path: '/api/admin/roles', body: roleBody, reply: obj({ pkId: id }) }),
  /** Replaces the role's actions. */
  roleActions: route({ method: 'PUT', path: '/api/admin/roles/:id/actions', body: actionsBody, reply: nothing }),
  deleteRole: route({ method: 'DELETE', path: '/api/admin/roles/:id', reply: nothing }),
  ...staffRoutes,
  ...allocationRoutes,
  ...officeRoutes,
  offices: route({
    method: 'GET',
    path: '/api/admin/offices',
    query: z.object({ kind: z.coerce.number().int().min(1).max(2).optional() }),
    reply: z.array(officeRow),
  }),
};
