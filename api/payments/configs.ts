import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { visibleRoom } from '../houses/scope';
import { formatRatio, formatRatioPercent } from '../../sync/deposit-rules';
import type { PayConfig } from '../../sync/deposit-shape';
import { paymentConfigs } from './schema';

/** The payment config of an apartment, or null when none (scan-to-pay then says '请先配置支付'). */
export function apartmentPayConfig(db: Db, orgId: string, apartmentId: string): PayConfig | null {
  const c = db
    .select()
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.orgId, orgId), eq(paymentConfigs.apartmentId, apartmentId)))
    .get();
  if (!c || (c.type !== 2 && c.type !== 4)) return null;
  return { type: c.type, payType: c.payType, disRatio: formatRatio(c.disRatioBp), disRatioBp: c.disRatioBp, disRatioText: formatRatioPercent(c.disRatioBp), managerId: c.managerId };
}

/** House pay config (§7 "House pay configs by houseId"): the config of the room's apartment, or null. */
export function housePayConfig(db: Db, user: AuthUser, houseId: string): PayConfig | null {
  const room = visibleRoom(db, user, houseId);
  return apartmentPayConfig(db, user.orgId, room.apartmentId);
}
