import { eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { users } from '../auth/schema';
import { roles } from '../admin/schema';
import { locks } from '../hardware/locks/schema';
import { roomLabel } from './describe';

/** A staff account by its name ('周管家'). */
export async function staffName(db: Reader, userId: string): Promise<string> {
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return u?.name ?? '';
}

/** A role by its name ('管家'), deleted or not (an entry of its deletion names it). */
export async function roleName(db: Reader, roleId: string): Promise<string> {
  const [r] = await db.select({ name: roles.roleName }).from(roles).where(eq(roles.id, roleId));
  return r?.name ?? '';
}

/** A lock as '东湖公寓 105 门锁'. */
export async function lockLabel(db: Reader, lockId: string): Promise<string> {
  const [l] = await db.select({ roomId: locks.roomId, name: locks.name }).from(locks).where(eq(locks.id, lockId));
  return l ? `${await roomLabel(db, l.roomId)} ${l.name}`.trim() : '';
}
