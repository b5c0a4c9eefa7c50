import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { contractSettings } from './schema';

export interface ContractSettings {
  /** 0 纸质合同 (default), 1 电子合同. */
  defaultContractType: 0 | 1;
}

/** The organisation's contract settings (General_4); paper until set. */
export function contractSettingsOf(db: Pick<Db, 'select'>, orgId: string): ContractSettings {
  const row = db.select({ t: contractSettings.defaultContractType }).from(contractSettings).where(eq(contractSettings.orgId, orgId)).get();
  return { defaultContractType: row?.t === 1 ? 1 : 0 };
}

export function saveContractSettings(db: Db, now: number, user: Pick<AuthUser, 'orgId'>, body: ContractSettings): ContractSettings {
  db.insert(contractSettings)
    .values({ orgId: user.orgId, defaultContractType: body.defaultContractType, updatedAt: now })
    .onConflictDoUpdate({ target: contractSettings.orgId, set: { defaultContractType: body.defaultContractType, updatedAt: now } })
    .run();
  return contractSettingsOf(db, user.orgId);
}
