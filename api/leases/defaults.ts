import { and, asc, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { orgs, users } from '../auth/schema';
import { visibleRoom } from '../houses/scope';
import { depositOrders } from '../deposits/schema';
import { contractTemplates } from '../settings/schema';
import { houseDefaultsOf } from '../settings/house-defaults';
import { contractSettingsOf } from '../settings/contract-settings';
import { feeItemsOf } from '../templates/children';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { houseOf, leaseTermsOf } from '../../sync/rules/leases/lease-defaults';
import type { LeaseDefaults } from '../../sync/contract/leases/defaults';
import { REMOVED_ITEM } from '../../sync/product/catalog';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import { TEMPLATE_STATUS } from '../../sync/rules/settings/settings';

/**
 * What the signing screen starts from for a room (GET /api/leases/defaults?houseId=): the room (location, area, why
 * it cannot be signed), the lease terms of the room's template (else the apartment's house configuration, General_2),
 * its other fees, the room's paid deposit order with its terms (the form starts from them), the organisation (the
 * contract's landlord) and its default contract type (General_4), the manager's name and the enabled contract templates.
 */
export async function leaseDefaults(db: Reader, now: number, user: AuthUser, houseId: string): Promise<LeaseDefaults> {
  const r = await visibleRoom(db, user, houseId);
  // The apartment's configuration only where the room has no terms of its own.
  const needsFallback =
    r.deposit === null || r.payment === null || r.collectRentType === null || r.collectRentDay === null;
  const fallback = needsFallback ? await houseDefaultsOf(db, user.orgId, r.apartmentId) : {};
  const fees = (await feeItemsOf(db, user.orgId, 'room', r.id)).filter((i) => i.cost !== REMOVED_ITEM);
  const [order] = await db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.roomId, r.id),
        eq(depositOrders.orgId, user.orgId),
        eq(depositOrders.payStatus, ORDER_PAY.paid),
        eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
      ),
    )
    .orderBy(asc(depositOrders.createdAt), asc(depositOrders.id))
    .limit(1);
  const [org] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, user.orgId)).limit(1);
  const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id)).limit(1);
  const templates = await db
    .select({ templateId: contractTemplates.id, name: contractTemplates.name, number: contractTemplates.number })
    .from(contractTemplates)
    .where(and(eq(contractTemplates.orgId, user.orgId), eq(contractTemplates.status, TEMPLATE_STATUS.enabled)))
    .orderBy(asc(contractTemplates.number));
  return {
    house: houseOf(
      r,
      { apartmentName: r.apartmentName, address: r.apartmentAddress, floor: r.floor },
      shanghaiToday(now),
      order?.id ?? null,
    ),
    terms: leaseTermsOf(
      r,
      fallback,
      fees.map((f) => ({ name: f.item, billsType: f.itemType, amount: f.cost })),
    ),
    advance: order
      ? {
          advanceId: order.id,
          advanceCost: order.advanceCost,
          promiseMan: order.promiseMan,
          phone: order.phone,
          rentCost: order.rentCost,
          startDate: order.startDate,
          endDate: order.endDate,
        }
      : null,
    defaultContractType: (await contractSettingsOf(db, user.orgId)).defaultContractType,
    orgName: org?.name ?? '',
    managerName: me?.name ?? '',
    contractTemplates: templates,
  };
}
