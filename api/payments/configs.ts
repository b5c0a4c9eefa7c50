import { and, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { visibleRoom } from '../houses/scope';
import { formatRatio, formatRatioPercent } from '../../sync/rules/deposits/deposit-rules';
import type { PayConfig } from '../../sync/contract/payments/payments';
import { paymentConfigs } from './schema';

/** The payment config of an apartment, or null when none (scan-to-pay then says '请先配置支付'). */
export async function apartmentPayConfig(db: Reader, orgId: string, apartmentId: string): Promise<PayConfig | null> {
  const [c] = await db
    .select()
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.orgId, orgId), eq(paymentConfigs.apartmentId, apartmentId)))
    .limit(1);
  if (!c || (c.type !== 2 && c.type !== 4)) return null;
  return {
    type: c.type,
    payType: c.payType,
    disRatio: formatRatio(c.disRatioBp),
    disRatioBp: c.disRatioBp,
    disRatioText: formatRatioPercent(c.disRatioBp),
    managerId: c.managerId,
  };
}

/** House pay config (§7 "House pay configs by houseId"): the config of the room's apartment, or null. */
export async function housePayConfig(db: Reader, user: AuthUser, houseId: string): Promise<PayConfig | null> {
  const room = await visibleRoom(db, user, houseId);
  return apartmentPayConfig(db, user.orgId, room.apartmentId);
}
