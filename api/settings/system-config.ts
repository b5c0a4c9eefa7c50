import { eq } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { forbidden } from '../http/errors';
import { orgs } from '../auth/schema';
import { USER_TYPE } from '../../sync/product/accounts';
import { PAGE_SIZE } from '../../sync/rules/settings/settings';
import type { SystemConfig } from '../../sync/contract/settings/settings-shapes';

/** System config (General_1): the organisation's display name (editable by the boss) and the fixed page size. */
export async function systemConfigOf(q: Reader, user: Pick<AuthUser, 'orgId' | 'userType'>): Promise<SystemConfig> {
  const [org] = await q.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, user.orgId)).limit(1);
  return { orgName: org?.name ?? '', pageSize: PAGE_SIZE, canEditName: user.userType === USER_TYPE.boss };
}

export async function saveOrgName(db: Db, user: Pick<AuthUser, 'orgId' | 'userType'>, orgName: string) {
  if (user.userType !== USER_TYPE.boss) throw forbidden('只有老板可以修改机构名称');
  return db.write(user.orgId, async (tx) => {
    await tx.update(orgs).set({ name: orgName }).where(eq(orgs.id, user.orgId));
    return systemConfigOf(tx, user);
  });
}
