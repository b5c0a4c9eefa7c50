import { ulid } from 'ulid';
import type { Tx } from '../../db/store';
import type { AlarmKind, DeviceKind } from '../../../sync/rules/hardware/alarm-rules';
import { hardwareAlarms } from './schema';

export interface NewAlarm {
  deviceKind: DeviceKind;
  deviceId: string;
  apartmentId: string;
  roomId: string | null;
  kind: AlarmKind;
  at: number;
  remark: string;
  /** The connector's event id, when a device reported it (an event taken twice is one alarm). */
  eventId?: string | null;
}

/**
 * Records alarms in the unit that learned of them; the apartment's managers are told afterwards (notifyAlarms). An
 * alarm whose event was recorded before is left out.
 */
export async function raiseAlarms(tx: Tx, alarms: readonly NewAlarm[]) {
  for (const a of alarms)
    await tx
      .insert(hardwareAlarms)
      .values({
        id: ulid(a.at),
        orgId: tx.orgId!,
        createdAt: tx.now,
        updatedAt: tx.now,
        ...a,
        eventId: a.eventId ?? null,
      })
      .onConflictDoNothing();
}
