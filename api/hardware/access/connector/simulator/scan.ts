import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../../../db/store';
import { checkPass } from '../../../../../sync/rules/hardware/visitor-pass';
import { ACCESS_OPEN_TYPE } from '../../../../../sync/rules/hardware/access-rules';
import type { AccessEvent, AccessWanted } from '../driver';
import { simDoorEvents, simDoors } from './schema';
import { simDoorOrg } from './driver';

/**
 * Someone holds a QR code to the simulated door `sn`: the door checks it by itself with what it was last handed (its
 * apartment's pass key, the withdrawn passes) and its own clock — no network needed — and reports the opening (or the
 * refusal) as an event. Answers null when the vendor does not know the serial.
 */
export async function scanAtDoor(db: Db, now: number, sn: string, payload: string) {
  const orgId = await simDoorOrg(db, sn);
  if (!orgId) return null;
  return db.write(orgId, async (tx) => {
    const [door] = await tx.select().from(simDoors).where(eq(simDoors.sn, sn));
    const wanted = JSON.parse(door!.wanted) as Partial<AccessWanted>;
    const out = checkPass({ passKey: wanted.passKey ?? '', withdrawn: wanted.withdrawn ?? [] }, payload, now);
    const event: AccessEvent = {
      eventId: ulid(now),
      sn,
      at: now,
      kind: 'open',
      openType: ACCESS_OPEN_TYPE.qr,
      uid: null,
      passId: out.passId,
      opened: out.opened,
      detail: out.reason,
    };
    await tx.insert(simDoorEvents).values({ id: event.eventId, orgId, sn, at: now, body: JSON.stringify(event) });
    return { opened: out.opened, reason: out.reason };
  });
}
