import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import { users } from '../../auth/schema';
import { permsOf } from '../../auth/permissions';
import { visibleApartment, visibleApartmentIds } from '../../houses/scope';
import type { Who } from './access';
import { PERMS } from '../../../sync/product/permissions';
import { permKey } from '../../../sync/product/menu';

/**
 * The staff who may open the locks of each apartment: live, enabled accounts of the org holding 设备管理 (the lock
 * permission) whose scope covers the apartment (bosses and managers: all; staff: their projects' apartments). The same
 * rule as the routes' requirePerm + visibleApartment, so a phone gets keys exactly for the locks its user could open
 * online. Answers apartment id → users.
 */
/** The staff who may open the apartment's locks (the managers list of §7, at most 1000), by name. */
export async function lockManagersOf(db: Reader, user: Who, apartmentId: string) {
  const apt = await visibleApartment(db, user, apartmentId);
  const staff = (await lockStaffByApartment(db, user.orgId)).get(apt.id) ?? [];
  return staff
    .map((s) => ({ pkId: s.uid, name: s.name, phone: s.phone }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh') || a.pkId.localeCompare(b.pkId))
    .slice(0, 1000);
}

export async function lockStaffByApartment(db: Reader, orgId: string) {
  const people = await db
    .select({ id: users.id, orgId: users.orgId, userType: users.userType, name: users.name, phone: users.phone })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.isUsable, 0), isNull(users.deletedAt)));
  const byApartment = new Map<string, { uid: string; name: string; phone: string }[]>();
  for (const p of people) {
    if (!(await permsOf(db, p)).has(permKey(PERMS.devices))) continue;
    const apts = await visibleApartmentIds(db, p);
    for (const { id } of apts) {
      const list = byApartment.get(id) ?? [];
      list.push({ uid: p.id, name: p.name, phone: p.phone });
      byApartment.set(id, list);
    }
  }
  return byApartment;
}
