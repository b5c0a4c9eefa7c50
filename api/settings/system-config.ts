import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { forbidden } from '../http/errors';
import { orgs } from '../auth/schema';
import { USER_TYPE } from '../../sync/accounts';
import { PAGE_SIZE } from '../../sync/settings';

/** System config (General_1): the organisation's display name (editable by the boss) and the fixed page size. */
export function systemConfigOf(db: Db, user: Pick<AuthUser, 'orgId' | 'userType'>) {
  const org = db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, user.orgId)).get();
  return { orgName: org?.name ?? '', pageSize: PAGE_SIZE, canEditName: user.userType === USER_TYPE.boss };
}

export function saveOrgName(db: Db, user: Pick<AuthUser, 'orgId' | 'userType'>, orgName: string) {
  if (user.userType !== USER_TYPE.boss) throw forbidden('只有老板可以修改机构名称');
  db.update(orgs).set({ name: orgName }).where(eq(orgs.id, user.orgId)).run();
  return systemConfigOf(db, user);
}
