import type { Reader } from '../db/store';
import type { Who } from './access';
import { houseDefaultsOf } from '../settings/house-defaults';
import { visibleApartment } from '../houses/scope';
import type { TemplateDefaults } from '../../sync/contract/templates/templates';

/**
 * What a new template of the apartment starts from: the apartment's house configuration (General_2, built in
 * api/settings): earnest money, 押N付M, rent-collection rule, default other fees, description and facilities.
 */
export async function templateDefaults(q: Reader, user: Who, apartmentId: string): Promise<TemplateDefaults> {
  const apt = await visibleApartment(q, user, apartmentId);
  const d = await houseDefaultsOf(q, user.orgId, apt.id);
  return {
    apartmentId: apt.id,
    apartmentName: apt.name,
    advanceCost: d.advanceCost,
    deposit: d.deposit,
    payment: d.payment,
    collectRentType: d.collectRentType,
    collectRentDay: d.collectRentDay,
    items: d.items.map((i) => ({ item: i.item, cost: i.cost, itemType: i.itemType })),
    intro: d.intro,
    facility: d.facility,
  };
}
