import type { Db, Reader } from '../db/store';
import { configOf, upsertConfig, type Who } from './apartment-config';
import { visibleApartment } from '../houses/scope';
import { FREEZE_DAYS } from '../../sync/rules/settings/settings';
import type { DeviceConfig, ServiceLine } from '../../sync/contract/settings/settings-shapes';

/**
 * Smart hardware config of an apartment (General_7). doorLock: 0 manual, 1 automatic after the first bill is paid.
 * freezeSwitch has the spec's INVERTED meaning: 0 = auto-freeze ON, 1 = OFF. Unset reads as manual and off.
 */
export async function deviceConfigOf(q: Reader, orgId: string, apartmentId: string): Promise<DeviceConfig> {
  const cfg = await configOf(q, orgId, apartmentId);
  return {
    apartmentId,
    doorLock: cfg?.doorLock ?? 0,
    freezeSwitch: cfg?.freezeSwitch ?? 1,
    staffOpenRented: cfg?.staffOpenRented ?? 0,
    freezeDays: cfg?.freezeDays ?? FREEZE_DAYS.default,
  };
}

export function saveDeviceConfig(
  db: Db,
  now: number,
  user: Who,
  apartmentId: string,
  input: { doorLock: number; freezeSwitch: number; staffOpenRented?: number; freezeDays?: number },
) {
  return db.write(user.orgId, async (tx) => {
    await visibleApartment(tx, user, apartmentId);
    await upsertConfig(tx, now, user.orgId, apartmentId, {
      doorLock: input.doorLock,
      freezeSwitch: input.freezeSwitch,
      ...(input.staffOpenRented === undefined ? {} : { staffOpenRented: input.staffOpenRented }),
      ...(input.freezeDays === undefined ? {} : { freezeDays: input.freezeDays }),
    });
    return deviceConfigOf(tx, user.orgId, apartmentId);
  });
}

/** Customer-service phone of an apartment (General_8); '' when unset. */
export async function serviceLineOf(q: Reader, orgId: string, apartmentId: string): Promise<ServiceLine> {
  return { apartmentId, line: (await configOf(q, orgId, apartmentId))?.serviceLine ?? '' };
}

export function saveServiceLine(db: Db, now: number, user: Who, apartmentId: string, line: string) {
  return db.write(user.orgId, async (tx) => {
    await visibleApartment(tx, user, apartmentId);
    await upsertConfig(tx, now, user.orgId, apartmentId, { serviceLine: line });
    return serviceLineOf(tx, user.orgId, apartmentId);
  });
}
