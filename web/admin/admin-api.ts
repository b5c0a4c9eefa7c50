import { call, type ListFilters } from '../lib/api';
import { admin } from '../../sync/contract/admin/admin';
import type { NewStaff } from '../../sync/contract/admin/staff';
import type { ActionGroup, RoleInput } from '../../sync/contract/admin/admin';

/** Query key roots of the staff and role screens (invalidate after a change). */
export const STAFF_KEY = ['admin', 'staff'] as const;
export const ROLES_KEY = ['admin', 'roles'] as const;

/** /laborControl's filters (part 4 §2: 姓名, 手机号, 状态; officeId from the project screen). */
export type StaffFilters = ListFilters<typeof admin.staff>;

/** A page of staff accounts, each with its 序号 over the whole list. */
export async function fetchStaff(f: Partial<StaffFilters>, current: number, size = 10) {
  const page = await call(admin.staff, { query: { ...f, current, size } });
  return { ...page, records: page.records.map((r, i) => ({ ...r, no: (current - 1) * size + i + 1 })) };
}
export type StaffItem = Awaited<ReturnType<typeof fetchStaff>>['records'][number];
export const createStaff = (json: NewStaff) => call(admin.createStaff, { json });
export const setUsable = (id: string, usable: 0 | 1) => call(admin.usable, { params: { id }, json: { usable } });
export const setStaffRoles = (id: string, roleIds: string[]) =>
  call(admin.staffRoles, { params: { id }, json: { roleIds } });
export const setStaffProjects = (id: string, projectIds: string[]) =>
  call(admin.staffProjects, { params: { id }, json: { projectIds } });

export const fetchRoles = () => call(admin.roles);
export const fetchProjects = () => call(admin.offices, { query: { kind: 2 } });
export const fetchActionTree = () => call(admin.actions);
export const createRole = (json: Partial<RoleInput> & Pick<RoleInput, 'roleName' | 'roleType'>) =>
  call(admin.createRole, { json });
export const setRoleActions = (id: string, actionIds: string[]) =>
  call(admin.roleActions, { params: { id }, json: { actionIds } });
export const deleteRole = (id: string) => call(admin.deleteRole, { params: { id } });

/** A role's permissions in words, by menu group: '房源管理：房态总览、空房；租约管理：租约列表'. */
function permissionText(action: readonly string[], tree: ActionGroup[]): string {
  const held = new Set(action);
  return tree
    .map((g) => ({ g, names: g.actionList.filter((a) => held.has(a.actionId)).map((a) => a.name) }))
    .filter((x) => x.names.length)
    .map((x) => `${x.g.actionmenuName}：${x.names.join('、')}`)
    .join('；');
}

/**
 * The roles as one page of the role list (the org has a handful; the spec reads them in one call of 100), each with
 * its permissions in words from the action tree.
 */
export async function fetchRolePage(current: number, size = 10) {
  const [all, tree] = await Promise.all([fetchRoles(), fetchActionTree()]);
  const records = all
    .slice((current - 1) * size, current * size)
    .map((r) => ({ ...r, permissions: permissionText(r.action, tree) }));
  return { records, total: all.length, current, size, pages: Math.max(1, Math.ceil(all.length / size)) };
}
export type RoleItem = Awaited<ReturnType<typeof fetchRolePage>>['records'][number];
