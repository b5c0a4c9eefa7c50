import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { apartments, rooms } from '../../houses/schema';
import { MSG_TYPE, postMessages, type NewMessage } from '../../messages/post';
import { staffNotices, type Notice } from '../../jobs/push-notices';
import { notifyStaff } from '../../notify';
import { ALARM_KIND_LABEL, type AlarmKind } from '../../../sync/rules/hardware/alarm-rules';
import { lockStaffByApartment } from '../locks/lock-staff';
import { hardwareAlarms } from './schema';
import { deviceNames } from './device-names';

/** The most alarms told in one call. */
const BATCH = 200;
const TITLE = '设备告警';

/**
 * Tells the apartment's managers (the staff who may manage its devices) of every alarm of the org not told yet: a
 * message-centre entry each, written with the alarm marked told in one unit, then a web push. Answers how many
 * alarms were told.
 */
export async function notifyAlarms(deps: Deps, orgId: string): Promise<number> {
  const { db } = deps;
  const untold = await db
    .select({ a: hardwareAlarms, apartmentName: apartments.name, houseNumber: rooms.houseNumber })
    .from(hardwareAlarms)
    .innerJoin(apartments, eq(apartments.id, hardwareAlarms.apartmentId))
    .leftJoin(rooms, eq(rooms.id, hardwareAlarms.roomId))
    .where(and(eq(hardwareAlarms.orgId, orgId), isNull(hardwareAlarms.notifiedAt)))
    .orderBy(asc(hardwareAlarms.at), asc(hardwareAlarms.id))
    .limit(BATCH);
  if (!untold.length) return 0;
  const nameOf = await deviceNames(
    db,
    untold.map((u) => u.a),
  );
  const staff = await lockStaffByApartment(db, orgId);
  const messages: (NewMessage & { alarmId: string })[] = [];
  const notices: (Notice & { alarmId: string })[] = [];
  for (const { a, apartmentName, houseNumber } of untold) {
    const where = [apartmentName, houseNumber, nameOf(a)].filter(Boolean).join(' ');
    const content = `${where}：${ALARM_KIND_LABEL[a.kind as AlarmKind] ?? a.kind}${a.remark ? `（${a.remark}）` : ''}`;
    for (const s of staff.get(a.apartmentId) ?? []) {
      const push = { title: TITLE, body: content, url: '/intelligent', tag: `alarm-${a.id}` };
      messages.push({
        alarmId: a.id,
        orgId,
        userId: s.uid,
        msgType: MSG_TYPE.house,
        title: TITLE,
        content,
        url: push.url,
      });
      notices.push({ alarmId: a.id, userId: s.uid, push });
    }
  }
  // Told once even when two requests tell at the same time: only the alarms still untold inside the unit.
  const told = await db.write(orgId, async (tx) => {
    const still = await tx
      .update(hardwareAlarms)
      .set({ notifiedAt: tx.now, updatedAt: tx.now })
      .where(
        and(
          inArray(
            hardwareAlarms.id,
            untold.map((u) => u.a.id),
          ),
          isNull(hardwareAlarms.notifiedAt),
        ),
      )
      .returning({ id: hardwareAlarms.id });
    const ids = new Set(still.map((r) => r.id));
    await postMessages(
      tx,
      tx.now,
      messages.filter((m) => ids.has(m.alarmId)).map(({ alarmId: _, ...m }) => m),
    );
    return ids;
  });
  await notifyStaff(
    deps,
    staffNotices(
      orgId,
      'alarm',
      notices.filter((n) => told.has(n.alarmId)),
    ),
  );
  return told.size;
}
