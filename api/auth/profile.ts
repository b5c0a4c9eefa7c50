import { eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { orgs, users } from './schema';
import { menuListFromKeys } from './permissions';
import type { Profile } from '../../sync/contract/auth/auth';

export async function profileOf(db: Reader, user: AuthUser): Promise<Profile> {
  const [row] = await db
    .select({ user: users, orgName: orgs.name })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, user.id))
    .limit(1);
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
