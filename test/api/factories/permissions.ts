import type { Db } from '../../../api/db/store';
import type { Perm } from '../../../sync/product/menu';
import { PERMS, type PermName } from '../../../sync/product/permissions';
import { addStaff } from './meters';

/**
 * Permissions for tests by name (sync/permissions.ts): `perms('board', 'residents')` is the [group, child] list a role
 * factory takes (addStaff, staffWith, withdrawPerm), `permKeys(...)` the '1.3' keys the role editor's API takes.
 */
export const perms = (...names: PermName[]): Perm[] => names.map((n) => PERMS[n]);

export const permKeys = (...names: PermName[]): string[] => names.map((n) => `${PERMS[n][0]}.${PERMS[n][1]}`);

/** A staff account of the demo org (the demo staff's projects) holding only the named permissions; returns its id. */
export const addStaffNamed = (db: Db, phone: string, ...names: PermName[]): Promise<string> =>
  addStaff(db, phone, perms(...names));
