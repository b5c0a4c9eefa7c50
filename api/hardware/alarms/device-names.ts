import { inArray } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import { DEVICE_KIND, type DeviceKind } from '../../../sync/rules/hardware/alarm-rules';
import { locks } from '../locks/schema';
import { accessDevices } from '../access/schema';
import { gateways } from '../gateways/schema';

/** The names of the devices alarms are about (removed ones too: an alarm outlives its device), by kind and id. */
export async function deviceNames(db: Reader, alarms: readonly { deviceKind: string; deviceId: string }[]) {
  const ids = (kind: DeviceKind) => [...new Set(alarms.filter((a) => a.deviceKind === kind).map((a) => a.deviceId))];
  const names = new Map<string, string>();
  const read = async (kind: DeviceKind, t: typeof locks | typeof accessDevices | typeof gateways) => {
    const wanted = ids(kind);
    if (!wanted.length) return;
    for (const r of await db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.id, wanted)))
      names.set(`${kind} ${r.id}`, r.name);
  };
  await read(DEVICE_KIND.lock, locks);
  await read(DEVICE_KIND.door, accessDevices);
  await read(DEVICE_KIND.gateway, gateways);
  return (a: { deviceKind: string; deviceId: string }) => names.get(`${a.deviceKind} ${a.deviceId}`) ?? '';
}
