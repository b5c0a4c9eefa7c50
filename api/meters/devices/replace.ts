import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { badRequest, conflict } from '../../http/errors';
import { METER_DEVICE_MSG, METER_POWER, type ReplaceMeterBody } from '../../../sync/contract/meters/meter-devices';
import { visibleMeter } from '../access';
import { meterBillItems } from '../bill-items';
import { generateMeterBills } from '../generate-bills';
import { recordReading } from '../record-reading';
import { meterReadings, meters } from '../schema';
import { meterRow } from '../take-reading';
import { gatewayOf, refuseTakenSn } from './add-device';
import { meterSwaps } from './schema';
import { METER_ONLINE } from '../../../sync/rules/meters/meter-rules';

const CHANGED = '该表的读数刚有变化，请刷新后重试';

/**
 * 换表 (issue 18 point 6): the room keeps its meter row; the old device's series closes at its last accepted reading
 * (the old meter's final reading first, when given) and a new series starts at the new device's start reading.
 * Utility bills stay right: the old series' usage not billed yet is billed to the room's current lease at once (a
 * closing bill by the rules of generate-bills.ts: refused, and nothing swapped, when the category has no price), then
 * the meter's last and billed readings both become the start reading, so the next bill runs from the new meter's
 * start. A vacant room's old usage is not billed (as at move-in, api/meters/move-in.ts). Nothing is counted twice or
 * lost: every accepted reading of the old series up to its close is billed once, the new series from its start.
 */
export async function replaceMeter(
  db: Db,
  now: () => number,
  user: AuthUser,
  meterId: string,
  input: ReplaceMeterBody,
) {
  const meter = await visibleMeter(db, user, meterId);
  const smart = input.devSn !== '';
  const gatewayId = smart ? input.gatewayId || meter.gatewayId : null;
  if (smart) {
    if (!gatewayId) throw badRequest(METER_DEVICE_MSG.selectGateway);
    await gatewayOf(db, user, meter.apartmentId, gatewayId);
    await refuseTakenSn(db, input.devSn, meter.id);
  }
  if (input.oldValue !== undefined) {
    const oldValue = input.oldValue;
    await db.write(user.orgId, async (tx) => {
      const r = await recordReading(tx, tx.now, user.orgId, {
        readingId: ulid(tx.now),
        meterId: meter.id,
        value: oldValue,
        readAt: tx.now,
        readerId: user.id,
        source: 'manual',
      });
      if (r.review) throw badRequest(METER_DEVICE_MSG.oldBelowLast);
    });
  }

  // The old series' closing bill: its range as utility bills see it, to the room's current lease.
  const room = (await meterBillItems(db, user, meter.apartmentId)).find((r) => r.houseId === meter.roomId);
  const item = room?.meters.find((m) => m.meterId === meter.id);
  let closingBill: { pkId: string; usage: number; accountReceivable: number } | null = null;
  if (room && item && item.usage !== null && item.usage > 0) {
    const made = await generateMeterBills(db, now(), user, {
      createType: 0,
      payTime: null,
      items: [
        {
          houseId: room.houseId,
          leaseId: room.leaseId,
          meterId: item.meterId,
          devType: item.devType,
          startNum: item.startNum,
          endNum: item.endNum,
        },
      ],
    });
    const bill = made.bills[0];
    if (bill) closingBill = { pkId: bill.pkId, usage: bill.usage, accountReceivable: bill.accountReceivable };
  }
  const closed = await meterRow(db, meter.id);

  return db.write(user.orgId, async (tx) => {
    const m = await meterRow(tx, meter.id);
    if (m.lastReadingId !== closed.lastReadingId || m.billedReadingId !== closed.billedReadingId)
      throw conflict(CHANGED);
    const startReadingId = ulid(tx.now);
    await tx.insert(meterReadings).values({
      id: startReadingId,
      orgId: user.orgId,
      meterId: m.id,
      roomId: m.roomId,
      apartmentId: m.apartmentId,
      value: input.startValue,
      readAt: tx.now,
      readerId: user.id,
      source: 'manual',
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    await tx
      .update(meters)
      .set({
        devSn: input.devSn,
        isAuto: smart ? 1 : 0,
        gatewayId,
        onlineStatus: METER_ONLINE.online,
        powerState: METER_POWER.on,
        lastValue: input.startValue,
        lastReadAt: tx.now,
        lastReadingId: startReadingId,
        billedValue: input.startValue,
        billedReadingId: startReadingId,
        updatedAt: tx.now,
      })
      .where(eq(meters.id, m.id));
    await tx.insert(meterSwaps).values({
      id: ulid(tx.now),
      orgId: user.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      meterId: m.id,
      apartmentId: m.apartmentId,
      roomId: m.roomId,
      oldSn: m.isAuto === 1 ? m.devSn : '',
      newSn: input.devSn,
      oldValue: m.lastValue,
      oldReadingId: m.lastReadingId,
      closingBillId: closingBill?.pkId ?? null,
      startValue: input.startValue,
      startReadingId,
      userId: user.id,
    });
    return { meterId: m.id, devSn: input.devSn, startValue: input.startValue, closingBill };
  });
}
