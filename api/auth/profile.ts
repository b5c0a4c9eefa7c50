import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { orgs, users } from './schema';
import { menuListFromKeys } from './permissions';
import type { Profile } from '../../sync/envelope';

export function profileOf(db: Db, user: AuthUser): Profile {
  const row = db
    .select({ user: users, orgName: orgs.name })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, user.id))
    .get()!;
  return {
    userId: row.user.id,
    nickname: row.user.nickname,
    picture: row.user.picture,
    managerName: row.user.name,
    userType: row.user.userType,
    phone: row.user.phone,
    orgName: row.orgName,
    menuList: menuListFromKeys(user.perms),
  };
}
