import { eq } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { contractSettings } from './schema';
import type { ContractSettings } from '../../sync/contract/settings/settings-shapes';

/** The organisation's contract settings (General_4); paper until set. */
export async function contractSettingsOf(q: Reader, orgId: string): Promise<ContractSettings> {
  const [row] = await q
    .select({ t: contractSettings.defaultContractType })
    .from(contractSettings)
    .where(eq(contractSettings.orgId, orgId))
    .limit(1);
  return { defaultContractType: row?.t === 1 ? 1 : 0 };
}

export function saveContractSettings(
  db: Db,
  now: number,
  user: Pick<AuthUser, 'orgId'>,
  body: ContractSettings,
): Promise<ContractSettings> {
  return db.write(user.orgId, async (tx) => {
    await tx
      .insert(contractSettings)
      .values({ orgId: user.orgId, defaultContractType: body.defaultContractType, updatedAt: now })
      .onConflictDoUpdate({
        target: contractSettings.orgId,
        set: { defaultContractType: body.defaultContractType, updatedAt: now },
      });
    return contractSettingsOf(tx, user.orgId);
  });
}
