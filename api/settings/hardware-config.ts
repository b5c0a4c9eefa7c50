import type { Db } from '../db/client';
import { apartmentInScope, configOf, upsertConfig, type Who } from './apartment-config';

/**
 * Smart hardware config of an apartment (General_7). doorLock: 0 manual, 1 automatic after the first bill is paid.
 * freezeSwitch has the spec's INVERTED meaning: 0 = auto-freeze ON, 1 = OFF. Unset reads as manual and off.
 */
export function deviceConfigOf(db: Db, orgId: string, apartmentId: string) {
  const cfg = configOf(db, orgId, apartmentId);
  return { apartmentId, doorLock: cfg?.doorLock ?? 0, freezeSwitch: cfg?.freezeSwitch ?? 1 };
}

export function saveDeviceConfig(db: Db, now: number, user: Who, apartmentId: string, input: { doorLock: number; freezeSwitch: number }) {
  apartmentInScope(db, user, apartmentId);
  upsertConfig(db, now, user.orgId, apartmentId, { doorLock: input.doorLock, freezeSwitch: input.freezeSwitch });
  return deviceConfigOf(db, user.orgId, apartmentId);
}

/** Customer-service phone of an apartment (General_8); '' when unset. */
export function serviceLineOf(db: Db, orgId: string, apartmentId: string) {
  return { apartmentId, line: configOf(db, orgId, apartmentId)?.serviceLine ?? '' };
}

export function saveServiceLine(db: Db, now: number, user: Who, apartmentId: string, line: string) {
  apartmentInScope(db, user, apartmentId);
  upsertConfig(db, now, user.orgId, apartmentId, { serviceLine: line });
  return serviceLineOf(db, user.orgId, apartmentId);
}
